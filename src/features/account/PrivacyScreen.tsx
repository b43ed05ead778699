import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../api/errors";
import { Button, ButtonLink } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { toast } from "../../components/Toast";
import { ACCOUNT_DELETED_PATH, ACCOUNT_DETAILS_PATH, PRIVACY_NOTICE_PATH } from "../../lib/paths";
import { useSession } from "../../session/session";
import { privacyScreenMessages as messages } from "./accountDeletion";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import * as styles from "./Privacy.css";
import { useDownloadMyData, usePrivacySettings, useSetMarketingConsent } from "./usePrivacy";

/** Offers by email: one checkbox gives and withdraws the consent (unticked until the shopper ticks it). */
function MarketingConsent({ marketingEmails }: { marketingEmails: boolean }) {
  const consent = useSetMarketingConsent();
  const shown =
    consent.isPending && consent.variables ? consent.variables.body.marketingEmails : marketingEmails;
  return (
    <section className={styles.section} aria-labelledby="privacy-offers-title">
      <h2 id="privacy-offers-title" className={styles.sectionTitle}>
        Offers by email
      </h2>
      <Checkbox
        isSelected={shown}
        isDisabled={consent.isPending}
        onChange={(selected) =>
          consent.mutate(
            { body: { marketingEmails: selected } },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(errorMessage(error, messages.consentFailed)),
            },
          )
        }
      >
        {messages.consentLabel}
      </Checkbox>
      <p className={styles.muted}>{messages.consentHint}</p>
    </section>
  );
}

/** Download my data: a JSON file of everything the shop keeps about the shopper. */
function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <section className={styles.section} aria-labelledby="privacy-download-title">
      <h2 id="privacy-download-title" className={styles.sectionTitle}>
        Download your data
      </h2>
      <p className={styles.text}>
        A file (JSON) of your account, addresses, orders, reviews, saved designs, uploaded pictures and
        wishlist.
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={download.isPending}
          onPress={() =>
            download.mutate(undefined, {
              onSuccess: (name) => toast.success(`Saved ${name}`),
              onError: (error) => toast.error(errorMessage(error, messages.downloadFailed)),
            })
          }
        >
          {download.isPending ? "Preparing your file…" : "Download my data"}
        </Button>
        {download.isPending ? <Spinner label="Preparing your file" /> : null}
      </div>
    </section>
  );
}

/**
 * /account/privacy: My Account › Privacy (docs/decisions/personal-data.md). The choice about offers by email,
 * the download of the shopper's data, where to correct it, and the deletion of the account after a
 * confirmation that says what is erased and what is kept. Loading, failed and guest states.
 */
export function PrivacyScreen() {
  const session = useSession();
  const user = session.user;
  const settings = usePrivacySettings(Boolean(user));
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();

  let body: ReactNode;
  if (session.isPending || (user && settings.isPending)) {
    body = (
      <div className={styles.panel}>
        <Spinner label="Loading privacy settings" />
      </div>
    );
  } else if (!user || (isApiError(settings.error) && settings.error.status === 401)) {
    body = (
      <SignInPrompt
        title={messages.guest}
        text="Your choices about your data, its download and the deletion of your account are here once you are signed in."
      />
    );
  } else if (settings.isError || !settings.data) {
    body = (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{messages.loadFailed}</p>
        <Button onPress={() => settings.refetch()} isDisabled={settings.isFetching}>
          {settings.isFetching ? "Trying again…" : "Try Again"}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <MarketingConsent marketingEmails={settings.data.data.marketingEmails} />
        <DownloadMyData />
        <section className={styles.section} aria-labelledby="privacy-correct-title">
          <h2 id="privacy-correct-title" className={styles.sectionTitle}>
            Correct your data
          </h2>
          <p className={styles.text}>
            Correct your name, phone number or email address in{" "}
            <Link href={ACCOUNT_DETAILS_PATH}>Your details</Link>. Change or delete your delivery addresses in{" "}
            <Link href="/account/addresses">My Addresses</Link>.
          </p>
        </section>
        <section className={styles.danger} aria-labelledby="privacy-delete-title">
          <h2 id="privacy-delete-title" className={styles.sectionTitle}>
            Delete your account
          </h2>
          <p className={styles.text}>
            Erases your account and what it holds. Orders and GST invoices are kept as the law requires,
            without your email or phone number.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setDeleting(true)}>
              Delete my account
            </Button>
          </div>
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{messages.title}</h1>
          <p className={styles.subtitle}>
            What we keep, why and for how long: <Link href={PRIVACY_NOTICE_PATH}>our privacy notice</Link>.
          </p>
        </div>
      </header>
      {body}
      <DeleteAccountDialog
        isOpen={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          navigate(ACCOUNT_DELETED_PATH, { replace: true });
        }}
      />
    </div>
  );
}

/** /account/deleted: what the shopper sees once their account is gone. */
export function AccountDeletedScreen() {
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="account-deleted-title">
        <h1 id="account-deleted-title" className={styles.panelTitle}>
          Your account is deleted
        </h1>
        <p className={styles.panelText}>
          You are signed out on all your devices. Your orders and GST invoices are kept as the law requires,
          without your email or phone number. You are welcome back any time.
        </p>
        <div className={styles.panelActions}>
          <ButtonLink href="/">Continue shopping</ButtonLink>
        </div>
      </section>
    </div>
  );
}
