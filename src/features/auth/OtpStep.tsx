import type { ReactNode } from "react";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Form, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { visuallyHidden } from "../../design/utils.css";
import { accountMessages, OTP_LENGTH, OTP_RESEND_SECONDS } from "../../lib/accountRules";
import * as styles from "./auth.css";
import { useCountdown } from "./useCountdown";
import { cleanOtp, isCompleteOtp, validateOtp } from "./validation";

export interface OtpStepProps {
  /** Where the code went (shown to the shopper). */
  email: string;
  /** The message for submitting an empty code (sign-up and reset word it differently). */
  emptyMessage: string;
  /** The code the field starts with (coming back to a verified step keeps it). */
  initialCode?: string;
  /** Checks a complete 6-digit code; a refusal is shown under the code field. */
  verify: (code: string) => Promise<unknown>;
  /** Asks for a new code; on success the field empties, a refusal is shown under it. */
  resend: () => Promise<unknown>;
  isResending: boolean;
  /** Changes after every successful send: the resend wait starts again. */
  sentKey: unknown;
  /** The resend wait in seconds (30; stories may start at 0). */
  resendSeconds?: number;
  /** A line above the field, e.g. the server's "OTP sent to …". */
  notice?: string | null;
  /** More actions under the buttons, e.g. "Change details". */
  children?: ReactNode;
}

/**
 * The code step of sign-up and forgot password: a 6-digit code field (digits only), Verify enabled at
 * exactly 6 digits, and "Resend OTP" locked for 30 s after every send with a visible countdown. Screen
 * readers hear the wait once when it starts and once when a new code may be requested.
 */
export function OtpStep({
  email,
  emptyMessage,
  initialCode = "",
  verify,
  resend,
  isResending,
  sentKey,
  resendSeconds = OTP_RESEND_SECONDS,
  notice,
  children,
}: OtpStepProps) {
  const left = useCountdown(resendSeconds, sentKey);
  const form = useForm({
    initialValues: { otp: initialCode },
    validate: (values) => validateOtp(values, emptyMessage),
    fallbackMessage: accountMessages.invalidOtp,
    onSubmit: ({ otp }) => (isCompleteOtp(otp) ? verify(otp) : undefined),
    // Every refusal of the code is about the code.
    onServerError: (message) => form.setFieldError("otp", message),
  });
  const code = form.values.otp;
  const otp = form.field("otp");

  return (
    <Form form={form} className={styles.form} aria-label="Enter the code">
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <p className={styles.lead}>
        {`Enter the ${OTP_LENGTH}-digit code we sent to `}
        <strong>{email}</strong>.
      </p>
      <TextField
        label="Verification code"
        {...otp}
        onChange={(value) => otp.onChange(cleanOtp(value))}
        // Enter does not submit while Verify is disabled: an empty code still gets its message.
        onKeyDown={(event) => {
          if (event.key === "Enter" && code === "") form.handleSubmit();
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        isRequired
        className={styles.otpInput}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth isDisabled={!isCompleteOtp(code) || form.isSubmitting}>
          {form.isSubmitting ? "Verifying…" : "Verify"}
        </Button>
      </div>
      <div className={styles.resendRow}>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={left > 0 || isResending}
          onPress={() => {
            form.setFieldError("otp", null);
            resend().then(
              () => form.reset({ otp: "" }),
              (error: unknown) =>
                form.setFieldError("otp", errorMessage(error, accountMessages.sendOtpFailed)),
            );
          }}
        >
          {isResending ? "Sending…" : "Resend OTP"}
        </Button>
        {left > 0 ? <span role="timer" className={styles.countdown}>{`Resend in ${left}s`}</span> : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {left > 0
          ? `You can request a new code in ${resendSeconds} seconds.`
          : "You can now request a new code."}
      </p>
      {children}
    </Form>
  );
}
