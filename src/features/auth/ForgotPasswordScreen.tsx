import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/Toast";
import { useApi } from "../../api/ApiProvider";
import { Button } from "../../components/Button";
import { PlainButton } from "../../components/Pressable";
import { Form, FormError, useForm } from "../../components/Form";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages, OTP_RESEND_SECONDS } from "../../lib/accountRules";
import * as styles from "./auth.css";
import { OtpStep } from "./OtpStep";
import { useFocusOnStep } from "./useFocus";
import { type ResetValues, validateForgotEmail, validateReset } from "./validation";

/** Shown after a reset when the server sent no message of its own. */
export const RESET_DONE = "Password updated. Please log in.";

type Step = 1 | 2;

export interface ForgotPasswordScreenProps {
  /** The resend wait (30 s); stories may shorten it. */
  resendSeconds?: number;
}

/**
 * /forgot-password: step 1 the email → a code (field and 30 s resend wait appear) →
 * verified; step 2 the new password twice → reset → /login. The back arrow goes from step 2 to step 1,
 * otherwise back in history.
 */
export function ForgotPasswordScreen({ resendSeconds = OTP_RESEND_SECONDS }: ForgotPasswordScreenProps) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [sent, setSent] = useState(false);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [code, setCode] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(headingRef, step);

  const sendOtp = hooks.useMutation("post", "/auth/send-reset-otp");
  const verifyOtp = hooks.useMutation("post", "/auth/verify-reset-otp");
  const reset = hooks.useMutation("post", "/auth/reset-password");

  const sendCode = async () => {
    const answer = await sendOtp.mutateAsync({ body: { email: address } });
    setSentNotice(answer.message ?? null);
    setSent(true);
    setSentKey((k) => k + 1);
  };
  const emailForm = useForm({
    initialValues: { email: "" },
    validate: validateForgotEmail,
    fallbackMessage: accountMessages.sendOtpFailed,
    onSubmit: () => (sent ? undefined : sendCode()),
  });
  const address = emailForm.values.email.trim();

  const passwordForm = useForm<ResetValues>({
    initialValues: { password: "", confirmPassword: "" },
    validate: validateReset,
    fallbackMessage: accountMessages.resetFailed,
    onSubmit: async ({ password }) => {
      const answer = await reset.mutateAsync({ body: { email: address, password, otp: code } });
      toast.success(answer.message ?? RESET_DONE);
      navigate("/login");
    },
  });

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <div className={styles.cardHeader}>
        <div className={styles.titleRow}>
          <PlainButton
            className={styles.backButton}
            aria-label={step === 2 ? "Back to the code step" : "Go back"}
            onPress={() => {
              if (step === 2) {
                passwordForm.setFormError(null);
                setStep(1);
              } else navigate(-1);
            }}
          >
            <span aria-hidden="true">←</span>
          </PlainButton>
          <h1 id="forgot-title" className={styles.title}>
            Forgot Password
          </h1>
        </div>
        <p className={styles.stepLabel}>{`Step ${step} of 2`}</p>
        <h2 id="forgot-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step === 1 ? "Find your account" : "Choose a new password"}
        </h2>
      </div>

      {step === 1 ? (
        <>
          <Form form={emailForm} className={styles.form} aria-labelledby="forgot-step-heading">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              isRequired
              {...emailForm.field("email")}
              isReadOnly={sent}
              description={sent ? undefined : "We will send a 6-digit code to this email."}
            />
            <FormError form={emailForm} />
            {sent ? (
              <PlainButton
                className={styles.linkButton}
                onPress={() => {
                  setSent(false);
                  setSentNotice(null);
                }}
              >
                Use a different email
              </PlainButton>
            ) : (
              <Button type="submit" fullWidth isDisabled={emailForm.isSubmitting}>
                {emailForm.isSubmitting ? "Sending…" : "Send OTP"}
              </Button>
            )}
          </Form>
          {sent ? (
            <OtpStep
              email={address}
              emptyMessage={accountMessages.forgotOtpRequired}
              initialCode={code}
              verify={async (otp) => {
                await verifyOtp.mutateAsync({ body: { email: address, otp } });
                setCode(otp);
                setStep(2);
              }}
              resend={sendCode}
              isResending={sendOtp.isPending}
              sentKey={sentKey}
              resendSeconds={resendSeconds}
              notice={sentNotice}
            />
          ) : null}
          <p className={styles.lead}>
            {"Remembered it? "}
            <Link href="/login">Log in</Link>
          </p>
        </>
      ) : (
        <Form form={passwordForm} className={styles.form} aria-labelledby="forgot-step-heading">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            isRequired
            description="8+ characters with uppercase, lowercase, a number and one of !@#$%^&* (only these characters)"
            {...passwordForm.field("password")}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            isRequired
            {...passwordForm.field("confirmPassword")}
          />
          <FormError form={passwordForm} />
          <Button type="submit" fullWidth isDisabled={passwordForm.isSubmitting}>
            {passwordForm.isSubmitting ? "Resetting…" : "Reset Password"}
          </Button>
        </Form>
      )}
    </section>
  );
}
