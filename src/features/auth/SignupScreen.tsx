import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button as AriaButton, Form } from "react-aria-components";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages, OTP_RESEND_SECONDS } from "../../lib/accountRules";
import { type AddressFieldValues, AddressFields, emptyAddressFields } from "../account";
import * as styles from "./auth.css";
import { OtpStep } from "./OtpStep";
import { safeRedirect, withRedirect } from "../../session/redirect";
import { SESSION_QUERY_KEY } from "../../session/session";
import { SocialLoginButtons, type SocialLoginButtonsProps } from "./SocialLoginButtons";
import { useFocusInvalidField, useFocusOnStep } from "./useFocus";
import { type FieldProblem, type SignupField, type SignupValues, validateSignup } from "./validation";

export const emptySignup: SignupValues = {
  username: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  address: emptyAddressFields,
  isDefault: true,
};

type Step = 1 | 2 | 3;
const STEP_HEADINGS: Record<Step, string> = {
  1: "Your details",
  2: "Verify your email",
  3: "Complete your registration",
};

export interface SignupScreenProps {
  /** The resend wait (30 s); stories may shorten it. */
  resendSeconds?: number;
  /** Stories replace the full-page trip to a social provider. */
  socialRedirect?: SocialLoginButtonsProps["redirectTo"];
}

/**
 * /signup (storefront 2.12), three steps: 1 the form (checked in the spec's order) → a code is mailed;
 * 2 the code → a verification token; 3 'Complete Registration' → the account, the session, and the
 * `redirect` path or home.
 */
export function SignupScreen({ resendSeconds = OTP_RESEND_SECONDS, socialRedirect }: SignupScreenProps) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");

  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [problem, setProblem] = useState<FieldProblem<SignupField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusInvalidField(formRef, problem);
  useFocusOnStep(headingRef, step);

  const sendOtp = useMutation({
    mutationFn: async (body: { email: string; username?: string }) => {
      const { data } = await client.POST("/auth/send-email-verification-otp", { body });
      return data?.message ?? null;
    },
  });
  const verifyOtp = useMutation({
    mutationFn: async (body: { email: string; otp: string }) => {
      const { data } = await client.POST("/auth/verify-otp", { body });
      return data?.data?.verificationToken ?? null;
    },
  });
  const register = useMutation({
    mutationFn: async (verificationToken: string) => {
      const { address, isDefault } = values;
      const phone = values.phone.trim();
      const { data } = await client.POST("/auth/register", {
        body: {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          ...(phone ? { phone } : {}),
          verificationToken,
          address: {
            street: address.street.trim(),
            city: address.city.trim(),
            state: address.state.trim(),
            pincode: address.pincode.trim(),
            country: address.country.trim() || emptyAddressFields.country,
            ...(address.landmark.trim() ? { landmark: address.landmark.trim() } : {}),
            addressType: address.addressType,
            isDefault,
          },
        },
      });
      if (!data) throw new Error("empty answer");
      return data.user;
    },
  });

  const email = values.email.trim();
  const send = (onSent: () => void, onFailed: (message: string) => void) =>
    sendOtp.mutate(
      { email, username: values.username.trim() },
      {
        onSuccess: (message) => {
          setSentNotice(message ?? `OTP sent to ${email}`);
          setSentKey((k) => k + 1);
          onSent();
        },
        onError: (error) => onFailed(errorMessage(error, accountMessages.sendOtpFailed)),
      },
    );

  const update = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };
  const field = (key: "username" | "email" | "phone" | "password" | "confirmPassword") => ({
    name: key,
    value: values[key],
    onChange: (value: string) => update(key, value),
    isInvalid: problem?.field === key,
    errorMessage: problem?.field === key ? problem.message : undefined,
    isDisabled: sendOtp.isPending,
  });
  const addressErrors: Partial<Record<keyof AddressFieldValues, string>> =
    problem && ["street", "city", "state", "pincode"].includes(problem.field)
      ? { [problem.field]: problem.message }
      : {};

  const backToDetails = () => {
    setOtp("");
    setOtpError(null);
    setServerError(null);
    setToken(null);
    setStep(1);
  };

  return (
    <section className={`${styles.card} ${styles.wideCard}`} aria-labelledby="signup-title">
      <div className={styles.cardHeader}>
        <h1 id="signup-title" className={styles.title}>
          Sign Up
        </h1>
        <p className={styles.stepLabel}>{`Step ${step} of 3`}</p>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {STEP_HEADINGS[step]}
        </h2>
      </div>

      {step === 1 ? (
        <>
          <Form
            ref={formRef}
            className={styles.form}
            validationBehavior="aria"
            aria-label="Sign-up details"
            onSubmit={(event) => {
              event.preventDefault();
              if (sendOtp.isPending) return;
              setServerError(null);
              const found = validateSignup(values);
              setProblem(found);
              if (found) return;
              send(() => {
                setOtp("");
                setOtpError(null);
                setStep(2);
              }, setServerError);
            }}
          >
            <div className={styles.twoColumns}>
              <TextField label="Username" autoComplete="username" isRequired {...field("username")} />
              <TextField label="Email" type="email" autoComplete="email" isRequired {...field("email")} />
              <TextField
                label="Phone number (optional)"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                description="10 digits"
                {...field("phone")}
              />
              <span aria-hidden="true" />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                isRequired
                description="8+ characters with uppercase, lowercase, a number and one of !@#$%^&*"
                {...field("password")}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                isRequired
                {...field("confirmPassword")}
              />
            </div>
            <h3 className={styles.sectionTitle}>Address</h3>
            <AddressFields
              values={values.address}
              onChange={(address) => update("address", address)}
              errors={addressErrors}
              isDisabled={sendOtp.isPending}
            />
            <Checkbox
              name="isDefault"
              isSelected={values.isDefault}
              onChange={(isDefault) => update("isDefault", isDefault)}
              isDisabled={sendOtp.isPending}
            >
              Set as default address
            </Checkbox>
            <p role="alert" className={styles.alert}>
              {serverError ?? ""}
            </p>
            <Button type="submit" fullWidth isDisabled={sendOtp.isPending}>
              {sendOtp.isPending ? "Sending…" : "Send OTP"}
            </Button>
          </Form>
          <p className={styles.divider}>or</p>
          <SocialLoginButtons
            verb="Sign up with"
            isDisabled={sendOtp.isPending}
            redirectTo={socialRedirect}
          />
          <p className={styles.lead}>
            {"Already have an account? "}
            <Link href={withRedirect("/login", redirect)}>Log in</Link>
          </p>
        </>
      ) : null}

      {step === 2 ? (
        <OtpStep
          email={email}
          code={otp}
          onCodeChange={(code) => {
            setOtp(code);
            setOtpError(null);
          }}
          emptyMessage={accountMessages.otpRequired}
          error={otpError}
          isVerifying={verifyOtp.isPending}
          onVerify={(code) => {
            setOtpError(null);
            verifyOtp.mutate(
              { email, otp: code },
              {
                onSuccess: (verificationToken) => {
                  if (!verificationToken) {
                    setOtpError(accountMessages.noVerificationToken);
                    return;
                  }
                  setToken(verificationToken);
                  setServerError(null);
                  setStep(3);
                },
                onError: (error) => setOtpError(errorMessage(error, accountMessages.invalidOtp)),
              },
            );
          }}
          isResending={sendOtp.isPending}
          onResend={() => {
            setOtpError(null);
            send(() => setOtp(""), setOtpError);
          }}
          sentKey={sentKey}
          resendSeconds={resendSeconds}
          notice={sentNotice}
        >
          <AriaButton className={styles.linkButton} onPress={backToDetails}>
            Change details
          </AriaButton>
        </OtpStep>
      ) : null}

      {step === 3 ? (
        <div className={styles.form}>
          <p className={styles.lead}>Your email is verified. Check your details and create your account.</p>
          <dl className={styles.summary}>
            <dt className={styles.summaryTerm}>Username</dt>
            <dd className={styles.summaryValue}>{values.username.trim()}</dd>
            <dt className={styles.summaryTerm}>Email</dt>
            <dd className={styles.summaryValue}>{email}</dd>
          </dl>
          <p role="alert" className={styles.alert}>
            {serverError ?? ""}
          </p>
          <Button
            fullWidth
            isDisabled={register.isPending || !token}
            onPress={() => {
              if (!token || register.isPending) return;
              setServerError(null);
              register.mutate(token, {
                onSuccess: (user) => {
                  queryClient.setQueryData(SESSION_QUERY_KEY, user);
                  navigate(safeRedirect(redirect));
                },
                onError: (error) => {
                  setServerError(errorMessage(error, accountMessages.registrationFailed));
                  // The server spends the token on every refusal: a new try starts from the details.
                  setToken(null);
                },
              });
            }}
          >
            {register.isPending ? "Registering…" : "Complete Registration"}
          </Button>
          <AriaButton className={styles.linkButton} onPress={backToDetails} isDisabled={register.isPending}>
            Change details
          </AriaButton>
        </div>
      ) : null}
    </section>
  );
}
