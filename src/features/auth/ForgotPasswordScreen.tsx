import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button as AriaButton, Form } from "react-aria-components";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages, OTP_RESEND_SECONDS } from "../../lib/accountRules";
import * as styles from "./auth.css";
import { OtpStep } from "./OtpStep";
import { useFocusInvalidField, useFocusOnStep } from "./useFocus";
import { type FieldProblem, type ResetValues, validateForgotEmail, validateReset } from "./validation";

/** Shown after a reset when the server sent no message of its own. */
export const RESET_DONE = "Password updated. Please log in.";

type Step = 1 | 2;

export interface ForgotPasswordScreenProps {
  /** The resend wait (30 s); stories may shorten it. */
  resendSeconds?: number;
}

/**
 * /forgot-password (storefront 2.14): step 1 the email → a code (field and 30 s resend wait appear) →
 * verified; step 2 the new password twice → reset → /login. The back arrow goes from step 2 to step 1,
 * otherwise back in history.
 */
export function ForgotPasswordScreen({ resendSeconds = OTP_RESEND_SECONDS }: ForgotPasswordScreenProps) {
  const { client } = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState("");
  const [emailProblem, setEmailProblem] = useState<FieldProblem<"email"> | null>(null);
  const [sent, setSent] = useState(false);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const [passwords, setPasswords] = useState<ResetValues>({ password: "", confirmPassword: "" });
  const [problem, setProblem] = useState<FieldProblem<keyof ResetValues> | null>(null);

  const emailFormRef = useRef<HTMLFormElement>(null);
  const resetFormRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusInvalidField(emailFormRef, emailProblem);
  useFocusInvalidField(resetFormRef, problem);
  useFocusOnStep(headingRef, step);

  const sendOtp = useMutation({
    mutationFn: async (address: string) => {
      const { data } = await client.POST("/auth/send-reset-otp", { body: { email: address } });
      return data?.message ?? null;
    },
  });
  const verifyOtp = useMutation({
    mutationFn: async (body: { email: string; otp: string }) => {
      await client.POST("/auth/verify-reset-otp", { body });
    },
  });
  const reset = useMutation({
    mutationFn: async (body: { email: string; password: string; otp: string }) => {
      const { data } = await client.POST("/auth/reset-password", { body });
      return data?.message ?? null;
    },
  });

  const address = email.trim();
  const send = (onFailed: (message: string) => void) =>
    sendOtp.mutate(address, {
      onSuccess: (message) => {
        setSentNotice(message);
        setSent(true);
        setOtp("");
        setSentKey((k) => k + 1);
      },
      onError: (error) => onFailed(errorMessage(error, accountMessages.sendOtpFailed)),
    });

  const passwordField = (key: keyof ResetValues) => ({
    name: key,
    value: passwords[key],
    onChange: (value: string) => {
      setPasswords((current) => ({ ...current, [key]: value }));
      setProblem(null);
    },
    isInvalid: problem?.field === key,
    errorMessage: problem?.field === key ? problem.message : undefined,
    isDisabled: reset.isPending,
  });

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <div className={styles.cardHeader}>
        <div className={styles.titleRow}>
          <AriaButton
            className={styles.backButton}
            aria-label={step === 2 ? "Back to the code step" : "Go back"}
            onPress={() => {
              if (step === 2) {
                setServerError(null);
                setStep(1);
              } else navigate(-1);
            }}
          >
            <span aria-hidden="true">←</span>
          </AriaButton>
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
          <Form
            ref={emailFormRef}
            className={styles.form}
            validationBehavior="aria"
            aria-labelledby="forgot-step-heading"
            onSubmit={(event) => {
              event.preventDefault();
              if (sendOtp.isPending || sent) return;
              setServerError(null);
              const message = validateForgotEmail(email);
              setEmailProblem(message ? { field: "email", message } : null);
              if (!message) send(setServerError);
            }}
          >
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={email}
              onChange={(value) => {
                setEmail(value);
                setEmailProblem(null);
              }}
              isReadOnly={sent}
              isDisabled={sendOtp.isPending && !sent}
              isInvalid={Boolean(emailProblem)}
              errorMessage={emailProblem?.message}
              description={sent ? undefined : "We will send a 6-digit code to this email."}
            />
            <p role="alert" className={styles.alert}>
              {serverError ?? ""}
            </p>
            {sent ? (
              <AriaButton
                className={styles.linkButton}
                onPress={() => {
                  setSent(false);
                  setSentNotice(null);
                  setOtp("");
                  setOtpError(null);
                }}
              >
                Use a different email
              </AriaButton>
            ) : (
              <Button type="submit" fullWidth isDisabled={sendOtp.isPending}>
                {sendOtp.isPending ? "Sending…" : "Send OTP"}
              </Button>
            )}
          </Form>
          {sent ? (
            <OtpStep
              email={address}
              code={otp}
              onCodeChange={(code) => {
                setOtp(code);
                setOtpError(null);
              }}
              emptyMessage={accountMessages.forgotOtpRequired}
              error={otpError}
              isVerifying={verifyOtp.isPending}
              onVerify={(code) => {
                setOtpError(null);
                verifyOtp.mutate(
                  { email: address, otp: code },
                  {
                    onSuccess: () => setStep(2),
                    onError: (error) => setOtpError(errorMessage(error, accountMessages.invalidOtp)),
                  },
                );
              }}
              isResending={sendOtp.isPending}
              onResend={() => {
                setOtpError(null);
                send(setOtpError);
              }}
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
        <Form
          ref={resetFormRef}
          className={styles.form}
          validationBehavior="aria"
          aria-labelledby="forgot-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (reset.isPending) return;
            setServerError(null);
            const found = validateReset(passwords);
            setProblem(found);
            if (found) return;
            reset.mutate(
              { email: address, password: passwords.password, otp },
              {
                onSuccess: (message) => {
                  toast.success(message ?? RESET_DONE);
                  navigate("/login");
                },
                onError: (error) => setServerError(errorMessage(error, accountMessages.resetFailed)),
              },
            );
          }}
        >
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            isRequired
            description="8+ characters with uppercase, lowercase, a number and one of !@#$%^&* (only these characters)"
            {...passwordField("password")}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            isRequired
            {...passwordField("confirmPassword")}
          />
          <p role="alert" className={styles.alert}>
            {serverError ?? ""}
          </p>
          <Button type="submit" fullWidth isDisabled={reset.isPending}>
            {reset.isPending ? "Resetting…" : "Reset Password"}
          </Button>
        </Form>
      )}
    </section>
  );
}
