import type { ReactNode } from "react";
import { Link } from "../../components/Link";
import { brand } from "../../lib/brand";
import * as styles from "./auth.css";

/** The simple branded page around /signup, /login and /forgot-password: the word mark home and the card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header>
        <Link href="/" variant="subtle" className={styles.logo} aria-label={`${brand.name} home`}>
          {brand.wordmark}
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
