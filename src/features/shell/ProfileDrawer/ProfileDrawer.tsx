import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Badge } from "../../../components/Badge";
import { Button, ButtonLink, CloseButton } from "../../../components/Button";
import { AppLink } from "../../../components/Link";
import { backdrop } from "../../../design/overlay.css";
import { ADDRESS_TYPE_LABELS } from "../../account";
import { withRedirect } from "../../../session/redirect";
import { displayName, type User, useSession, useSignOut } from "../../../session/session";
import { useOverlay } from "../overlays";
import { HELP_LINKS } from "../links";
import * as styles from "./ProfileDrawer.css";

/** The signed-in shopper's own links, before the policy and help links. */
const ACCOUNT_LINKS = [
  { href: "/user-orders", label: "My Orders" },
  { href: "/wishlist", label: "My Wishlist" },
  { href: "/account/details", label: "My Details" },
  { href: "/account/addresses", label: "My Addresses" },
  { href: "/account/complaints", label: "My Complaints" },
  { href: "/account/privacy", label: "My Data & Privacy" },
] as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The account's details: the name (when the account has one), username, email, phone, and the address
 * (street, city, state, pincode, country, optional landmark, address type). */
function AccountDetails({ user }: { user: User }) {
  const address = user.address;
  return (
    <>
      <dl className={styles.details}>
        {user.name ? <Detail term="Name">{user.name}</Detail> : null}
        <Detail term="Username">{user.username}</Detail>
        <Detail term="Email">{user.email}</Detail>
        <Detail term="Phone">{user.phone || "Not added"}</Detail>
      </dl>
      <h4 className={styles.subTitle}>Address</h4>
      {address ? (
        <dl className={styles.details} aria-label="Default address">
          <Detail term="Street">{address.street}</Detail>
          {address.landmark ? <Detail term="Landmark">{address.landmark}</Detail> : null}
          <Detail term="City">{address.city}</Detail>
          <Detail term="State">{address.state}</Detail>
          <Detail term="Pincode">{address.pincode}</Detail>
          <Detail term="Country">{address.country}</Detail>
          <Detail term="Type">
            <Badge>{ADDRESS_TYPE_LABELS[address.addressType]}</Badge>
          </Detail>
        </dl>
      ) : (
        <p className={styles.empty}>No address saved</p>
      )}
    </>
  );
}

/**
 * The profile drawer, sliding in from the right: for a signed-in shopper a greeting,
 * the account details, My Orders, My Addresses and the help links, and Sign Out (POST /auth/logout, then every cached
 * call is dropped and the drawer closes; a failure is only logged); for a guest 'Guest User', Sign Up,
 * Log In and the same help links.
 */
export function ProfileDrawer() {
  const [isOpen, setOpen] = useOverlay("profile");
  const { user } = useSession();
  const close = () => setOpen(false);
  // Sign Up and Log In come back here afterwards.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Success: the session is a guest, every cached call is dropped, the drawer closes. Failure: logged.
  const signOut = useSignOut(close);

  const links = user ? [...ACCOUNT_LINKS, ...HELP_LINKS] : HELP_LINKS;

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={backdrop}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog} aria-labelledby="profile-drawer-title">
          <div className={styles.top}>
            <Heading id="profile-drawer-title" slot="title" level={2} className={styles.title}>
              {user ? `Hello, ${displayName(user)}` : "Guest User"}
            </Heading>
            <CloseButton aria-label="Close profile" onPress={close} />
          </div>

          {user ? (
            <section aria-labelledby="profile-account-title" className={styles.section}>
              <h3 id="profile-account-title" className={styles.sectionTitle}>
                Account details
              </h3>
              <AccountDetails user={user} />
            </section>
          ) : (
            <div className={styles.authActions}>
              <ButtonLink href={withRedirect("/signup", here)} onPress={close} fullWidth>
                Sign Up
              </ButtonLink>
              <ButtonLink href={withRedirect("/login", here)} variant="secondary" onPress={close} fullWidth>
                Log In
              </ButtonLink>
            </div>
          )}

          <nav aria-label={user ? "Account" : "Quick links"} className={styles.section}>
            <h3 className={styles.sectionTitle}>{user ? "My account" : "Quick links"}</h3>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className={styles.link} onPress={close}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          {user ? (
            // isDisabled rather than isPending: react-aria's pending announcement leaves a live-region
            // node pointing at the removed spinner once the drawer closes.
            <Button
              variant="secondary"
              fullWidth
              onPress={() => signOut.mutate({})}
              isDisabled={signOut.isPending}
            >
              {signOut.isPending ? "Signing out..." : "Sign Out"}
            </Button>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
