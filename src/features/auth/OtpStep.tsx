import { type ReactNode, useRef, useState } from "react";
import { Form } from "react-aria-components";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { visuallyHidden } from "../../design/utils.css";
import { OTP_LENGTH, OTP_RESEND_SECONDS } from "../../lib/accountRules";
import * as styles from "./auth.css";
import { useCountdown } from "./useCountdown";
import { cleanOtp, isCompleteOtp } from "./validation";

export interface OtpStepProps {
  /** Where the code went (shown to the shopper). */
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called with a complete 6-digit code. */
  onVerify: (code: string) => void;
  isVerifying: boolean;
  /** The message for submitting an empty code (sign-up and reset word it differently). */
  emptyMessage: string;
  /** The server's answer to the last verify or resend, shown under the code field. */
  error?: string | null;
  onResend: () => void;
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
  code,
  onCodeChange,
  onVerify,
  isVerifying,
  emptyMessage,
  error,
  onResend,
  isResending,
  sentKey,
  resendSeconds = OTP_RESEND_SECONDS,
  notice,
  children,
}: OtpStepProps) {
  const left = useCountdown(resendSeconds, sentKey);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLDivElement>(null);
  const message = emptyError ? emptyMessage : (error ?? undefined);
  const canVerify = isCompleteOtp(code) && !isVerifying;
  const askForCode = () => {
    setEmptyError(true);
    inputRef.current?.querySelector("input")?.focus();
  };

  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      aria-label="Enter the code"
      onSubmit={(event) => {
        event.preventDefault();
        if (code === "") {
          askForCode();
          return;
        }
        if (canVerify) onVerify(code);
      }}
    >
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <p className={styles.lead}>
        {`Enter the ${OTP_LENGTH}-digit code we sent to `}
        <strong>{email}</strong>.
      </p>
      <div ref={inputRef}>
        <TextField
          label="Verification code"
          name="otp"
          value={code}
          onChange={(value) => {
            setEmptyError(false);
            onCodeChange(cleanOtp(value));
          }}
          // Enter does not submit while Verify is disabled: an empty code still gets its message.
          onKeyDown={(event) => {
            if (event.key === "Enter" && code === "") askForCode();
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          isRequired
          isInvalid={Boolean(message)}
          errorMessage={message}
          className={styles.otpInput}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" fullWidth isDisabled={!canVerify}>
          {isVerifying ? "Verifying…" : "Verify"}
        </Button>
      </div>
      <div className={styles.resendRow}>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={left > 0 || isResending}
          onPress={() => {
            setEmptyError(false);
            onResend();
          }}
        >
          {isResending ? "Sending…" : "Resend OTP"}
        </Button>
        {left > 0 ? <span className={styles.countdown}>{`Resend in ${left}s`}</span> : null}
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
