import { useState } from "react";
import type { User } from "../../api/types";
import { Button, ButtonLink } from "../../components/Button";
import { safeRedirect } from "../../session/redirect";
import { useSession, useSignOut } from "../../session/session";
import * as styles from "./auth.css";

/**
 * The shopper who is signed in already when /login or /signup shows, or null. Their routes send a
 * signed-in shopper on before the page is drawn; the page still shows when the server's session check
 * failed, or when the shopper signed in from another tab. Once the page has seen a guest, or someone
 * `signingIn` on it, it answers null for good: whoever signs in here is taken on by the form, not told
 * they are signed in.
 */
export function useSignedInOnArrival(signingIn: boolean): User | null {
  const { user, isPending } = useSession();
  const [seenAsGuest, setSeenAsGuest] = useState(false);
  // Set while rendering (React's way to keep what an earlier render saw): no frame shows the other state.
  if ((signingIn || (!isPending && !user)) && !seenAsGuest) setSeenAsGuest(true);
  return seenAsGuest ? null : user;
}

export interface SignedInNoticeProps {
  user: User;
  /** Where the page would have sent the shopper after signing in (`?redirect=`). */
  redirect: string | null;
  /** Sign-up adds how to make another account. */
  page: "login" | "signup";
}

/**
 * In place of the login or sign-up form, for a shopper already signed in: who they are, the way on to
 * where signing in would have taken them, and Sign Out for someone else to use the page.
 */
export function SignedInNotice({ user, redirect, page }: SignedInNoticeProps) {
  const signOut = useSignOut();
  const destination = safeRedirect(redirect);
  return (
    <section className={styles.card} aria-labelledby="signed-in-title">
      <div className={styles.cardHeader}>
        <h1 id="signed-in-title" className={styles.title}>
          You're already signed in
        </h1>
        <p className={styles.lead}>
          {"You're signed in as "}
          <strong>{user.username}</strong>
          {` (${user.email}).`}
          {page === "signup" ? " To create another account, sign out first." : null}
        </p>
      </div>
      <div className={styles.actions}>
        <ButtonLink href={destination} fullWidth>
          {destination === "/" ? "Continue Shopping" : "Continue"}
        </ButtonLink>
        <Button
          variant="secondary"
          fullWidth
          onPress={() => signOut.mutate({})}
          isPending={signOut.isPending}
          pendingLabel="Signing out"
        >
          Sign Out
        </Button>
      </div>
    </section>
  );
}
