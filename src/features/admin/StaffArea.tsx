import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AppLink } from "../../components/Link";
import { useSession } from "../../session/session";
import * as styles from "./StaffArea.css";
import { staffMessages } from "./staffMessages";
import { staffNavFor } from "./staffNav";

/**
 * Every staff screen's frame: the staff area's navigation (staffNav.ts: only the screens the account may
 * open; none for a guest or a shopper, who see the screen's refusal), then the screen. The page around it
 * is the shop's header without the footer or the shop's marketing text (StaffFrame.tsx).
 */
export function StaffArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const items = staffNavFor(session.user ?? null);
  return (
    <>
      {items.length > 0 ? (
        <nav className={styles.nav} aria-label={staffMessages.staffNav}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  className={styles.navLink}
                  aria-current={
                    pathname === item.href
                      ? "page"
                      : pathname.startsWith(`${item.href}/`)
                        ? "true"
                        : undefined
                  }
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </>
  );
}
