import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { Button as AriaButton, Dialog, Heading, Link, Modal, ModalOverlay } from "react-aria-components";
import { useApi } from "../../../api/ApiProvider";
import { Button, ButtonLink } from "../../../components/Button";
import { SESSION_QUERY_KEY, type User, useSession } from "../../auth/session";
import { isProfileOpenAtom } from "../atoms";
import { CloseIcon } from "../icons";
import { HELP_LINKS } from "../links";
import * as styles from "./ProfileDrawer.css";

function addressText(address: NonNullable<User["address"]>): string {
  return [
    address.street,
    address.landmark,
    address.city,
    `${address.state} ${address.pincode}`,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
}

const ADDRESS_TYPE_LABEL = { home: "Home", work: "Work", other: "Other" } as const;

function AccountDetails({ user }: { user: User }) {
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt>Username</dt>
        <dd>{user.username}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Phone</dt>
        <dd>{user.phone || "Not added"}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Address</dt>
        <dd>
          {user.address ? (
            <>
              <span className={styles.addressType}>{ADDRESS_TYPE_LABEL[user.address.addressType]}</span>{" "}
              {addressText(user.address)}
            </>
          ) : (
            "No address saved"
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The profile drawer (storefront 2.4), sliding in from the right: for a signed-in shopper a greeting,
 * the account details, My Orders and the help links, and Sign Out (POST /auth/logout, then every cached
 * call is dropped and the drawer closes; a failure is only logged); for a guest 'Guest User', Sign Up,
 * Log In and the same help links.
 */
export function ProfileDrawer() {
  const [isOpen, setOpen] = useAtom(isProfileOpenAtom);
  const { user } = useSession();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const close = () => setOpen(false);

  const signOut = useMutation({
    mutationFn: async () => {
      await client.POST("/auth/logout");
    },
    onSuccess: () => {
      // Tell every mounted reader of the session first (they re-render as a guest), then drop every
      // cached call: nothing of the previous shopper's (cart, orders, wishlist) survives.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.clear();
      setOpen(false);
    },
    onError: (error) => console.error("Logout failed:", error),
  });

  const links = user ? [{ href: "/user-orders", label: "My Orders" }, ...HELP_LINKS] : HELP_LINKS;

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog} aria-labelledby="profile-drawer-title">
          <div className={styles.top}>
            <Heading id="profile-drawer-title" slot="title" level={2} className={styles.title}>
              {user ? `Hello, ${user.username}` : "Guest User"}
            </Heading>
            <AriaButton className={styles.close} aria-label="Close profile" onPress={close}>
              <CloseIcon />
            </AriaButton>
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
              <ButtonLink href="/signup" onPress={close} fullWidth>
                Sign Up
              </ButtonLink>
              <ButtonLink href="/login" variant="secondary" onPress={close} fullWidth>
                Log In
              </ButtonLink>
            </div>
          )}

          <nav aria-label={user ? "Account" : "Quick links"} className={styles.section}>
            <h3 className={styles.sectionTitle}>{user ? "My account" : "Quick links"}</h3>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link} onPress={close}>
                    {link.label}
                  </Link>
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
              onPress={() => signOut.mutate()}
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
