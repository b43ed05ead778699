import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { ACCOUNT_PRIVACY_PATH } from "../../lib/paths";
import { privacyMessages } from "../../lib/privacy/messages";
import * as styles from "./Privacy.css";

/**
 * /unsubscribe?token=…: the page an offer mail's unsubscribe link opens (docs/decisions/personal-data.md#marketing-mail).
 * No sign-in: one press withdraws the consent the signed token names. (A press, not the page's load, so a
 * mail scanner that opens every link unsubscribes nobody.)
 */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  const { hooks } = useApi();
  const unsubscribe = hooks.useMutation("post", "/privacy/unsubscribe");
  const failure = !token
    ? privacyMessages.badUnsubscribeLink
    : unsubscribe.isError
      ? errorMessage(unsubscribe.error, privacyMessages.badUnsubscribeLink)
      : null;

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className={styles.panelTitle}>
          {unsubscribe.isSuccess ? "You are unsubscribed" : "Unsubscribe from offers by email"}
        </h1>
        {unsubscribe.isSuccess ? (
          <p className={styles.panelText} role="status">
            {unsubscribe.data.message}
          </p>
        ) : failure ? (
          <p className={styles.panelText} role="alert">
            {failure}
          </p>
        ) : (
          <p className={styles.panelText}>
            We will stop sending you offers and new arrivals. Order and account emails still come.
          </p>
        )}
        <div className={styles.panelActions}>
          {token && !unsubscribe.isSuccess ? (
            <Button
              isDisabled={unsubscribe.isPending}
              onPress={() => unsubscribe.mutate({ body: { token } })}
            >
              {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
            </Button>
          ) : null}
        </div>
        <p className={styles.muted}>
          Signed in? You can also change this in <Link href={ACCOUNT_PRIVACY_PATH}>My Account › Privacy</Link>
          .
        </p>
      </section>
    </div>
  );
}
