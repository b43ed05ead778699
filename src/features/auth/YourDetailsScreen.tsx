import { useRef, useState } from "react";
import { isApiError } from "../../api/errors";
import { Button } from "../../components/Button";
import { Form, FormError, useForm } from "../../components/Form";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toast";
import { accountDetailsMessages, detailsProblems, newEmailProblem } from "../../lib/accountDetails";
import { ACCOUNT_PRIVACY_PATH } from "../../lib/paths";
import { type User, useSession } from "../../session/session";
import * as styles from "./YourDetails.css";
import { OtpStep } from "./OtpStep";
import { useChangeEmail, useSaveDetails, useSendEmailCode } from "./useAccountDetails";
import { useFocusOnStep } from "./useFocus";

/** The screen's own words (the answers' are src/lib/accountDetails.ts's). */
export const yourDetailsText = {
  title: "Your details",
  subtitle: "Keep your name, phone number and email address correct. Your delivery addresses are in",
  guest: "Log in to see your details",
  guestText: "Your name, phone number and email address can be corrected here once you are signed in.",
  saveFailed: "Your details could not be saved. Please try again.",
  sendFailed: "The code could not be sent. Please try again.",
  changeFailed: "Your email address could not be changed. Please try again.",
  newEmailLead: "We will mail a 6-digit code to the new address. Your email changes once you enter the code.",
  takenHint:
    "If this address already belongs to another Rangrez account, the mail there says so instead of giving a code.",
} as const;

/** Full name and phone number, saved together; checked as at sign-up. */
function NameAndPhone({ user }: { user: User }) {
  const save = useSaveDetails();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: user.name, phone: user.phone },
    validate: detailsProblems,
    fallbackMessage: yourDetailsText.saveFailed,
    onSubmit: async (values) => {
      setSaved(null);
      const answer = await save.mutateAsync({ body: { name: values.name, phone: values.phone.trim() } });
      form.reset({ name: answer.user.name, phone: answer.user.phone });
      setSaved(answer.message);
      toast.success(answer.message);
    },
    // Another account's phone number is the phone field's problem; anything else is the form's.
    onServerError: (message, error) => {
      if (isApiError(error) && error.status === 409) form.setFieldError("phone", message);
      else form.setFormError(message);
    },
  });

  return (
    <section className={styles.section} aria-labelledby="details-name-title">
      <h2 id="details-name-title" className={styles.sectionTitle}>
        Name and phone number
      </h2>
      <Form form={form} className={styles.form} aria-labelledby="details-name-title">
        <TextField label="Full name" {...form.field("name")} autoComplete="name" isRequired />
        <TextField
          label="Phone number (optional)"
          description="10 digits, or leave it empty."
          {...form.field("phone")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <FormError form={form} />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={form.isSubmitting}>
            {form.isSubmitting ? "Saving…" : "Save changes"}
          </Button>
          {form.isSubmitting ? <Spinner label="Saving your details" /> : null}
        </div>
        <p role="status" className={styles.saved}>
          {saved ?? ""}
        </p>
      </Form>
    </section>
  );
}

type EmailStep = "show" | "enter" | "code";

/** The email address: shown, then a new one, then the code mailed to it. */
function EmailAddress({ user, resendSeconds }: { user: User; resendSeconds?: number }) {
  const sendCode = useSendEmailCode();
  const changeEmail = useChangeEmail();
  const [step, setStep] = useState<EmailStep>("show");
  const [sentTo, setSentTo] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [changed, setChanged] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);

  // Kept while the code step shows, so "Use a different address" comes back to what was typed.
  const entry = useForm({
    initialValues: { email: "" },
    validate: ({ email }) => {
      const problem = newEmailProblem(email);
      return problem ? { email: problem } : {};
    },
    fallbackMessage: yourDetailsText.sendFailed,
    onSubmit: async ({ email }) => {
      const answer = await sendCode.mutateAsync({ body: { email: email.trim() } });
      setSentTo(email.trim());
      setNotice(answer.message);
      setSentKey((n) => n + 1);
      setStep("code");
    },
    // The address's own problems (already yours, the wait between codes) show on its field.
    onServerError: (message) => entry.setFieldError("email", message),
  });

  const headingText =
    step === "show" ? "Email address" : step === "enter" ? "New email address" : "Enter the code";

  return (
    <section className={styles.section} aria-labelledby="details-email-title">
      <h2 id="details-email-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {headingText}
      </h2>
      {step === "show" ? (
        <>
          <p className={styles.text}>
            You log in with and get our mails at <strong className={styles.email}>{user.email}</strong>.
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                setChanged(null);
                setStep("enter");
              }}
            >
              Change email address
            </Button>
          </div>
        </>
      ) : null}
      {step === "enter" ? (
        <Form form={entry} className={styles.form} aria-labelledby="details-email-title">
          <p className={styles.muted}>{yourDetailsText.newEmailLead}</p>
          <TextField
            label="New email address"
            {...entry.field("email")}
            type="email"
            autoComplete="email"
            isRequired
          />
          <FormError form={entry} />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={entry.isSubmitting}>
              {entry.isSubmitting ? "Sending code…" : "Send code"}
            </Button>
            <Button variant="ghost" isDisabled={entry.isSubmitting} onPress={() => setStep("show")}>
              Cancel
            </Button>
            {entry.isSubmitting ? <Spinner label="Sending the code" /> : null}
          </div>
        </Form>
      ) : null}
      {step === "code" ? (
        <OtpStep
          email={sentTo}
          emptyMessage={accountDetailsMessages.otpRequired}
          notice={notice}
          sentKey={sentKey}
          resendSeconds={resendSeconds}
          isResending={sendCode.isPending}
          verify={async (otp) => {
            const answer = await changeEmail.mutateAsync({ body: { email: sentTo, otp } });
            entry.reset({ email: "" });
            setChanged(answer.message);
            setStep("show");
            toast.success(answer.message);
          }}
          resend={async () => {
            const answer = await sendCode.mutateAsync({ body: { email: sentTo } });
            setNotice(answer.message);
            setSentKey((n) => n + 1);
          }}
        >
          <p className={styles.muted}>{yourDetailsText.takenHint}</p>
          <div className={styles.actions}>
            <Button variant="ghost" onPress={() => setStep("enter")}>
              Use a different address
            </Button>
          </div>
        </OtpStep>
      ) : null}
      <p role="status" className={styles.saved}>
        {changed ?? ""}
      </p>
    </section>
  );
}

export interface YourDetailsScreenProps {
  /** The wait before another code may be asked for (30 s; stories may start at 0). */
  resendSeconds?: number;
}

/**
 * /account/details: My Account › Your details (docs/decisions/personal-data.md#correction). The shopper (or
 * a staff member, for their own account) corrects their full name and phone number, and changes their email
 * address with a code mailed to the new one. Loading and guest states.
 */
export function YourDetailsScreen({ resendSeconds }: YourDetailsScreenProps) {
  const session = useSession();
  const user = session.user;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{yourDetailsText.title}</h1>
          <p className={styles.subtitle}>
            {yourDetailsText.subtitle} <Link href="/account/addresses">My Addresses</Link>; your choices about
            your data in <Link href={ACCOUNT_PRIVACY_PATH}>My Data &amp; Privacy</Link>.
          </p>
        </div>
      </header>
      {session.isPending ? (
        <div className={styles.panel}>
          <Spinner label="Loading your details" />
        </div>
      ) : !user ? (
        <SignInPrompt title={yourDetailsText.guest} text={yourDetailsText.guestText} />
      ) : (
        <>
          <NameAndPhone key={user._id} user={user} />
          <EmailAddress key={`${user._id}-email`} user={user} resendSeconds={resendSeconds} />
        </>
      )}
    </div>
  );
}
