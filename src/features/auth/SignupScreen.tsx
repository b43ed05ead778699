import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { PlainButton } from "../../components/Pressable";
import { Checkbox } from "../../components/Checkbox";
import { Form, FormError, FormRefusal, fieldOfRefusal, useForm } from "../../components/Form";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages, OTP_RESEND_SECONDS, personName } from "../../lib/accountRules";
import { safeRedirect, withRedirect } from "../../session/redirect";
import { AddressFields, addressInputOf, emptyAddressFields } from "../account";
import * as styles from "./auth.css";
import { CHECKOUT_LOGIN_MESSAGE, isCheckoutPath } from "./checkoutHandoff";
import { SignedInNotice, useSignedInOnArrival } from "./SignedInNotice";
import { OtpStep } from "./OtpStep";
import { SocialLoginButtons, type SocialLoginButtonsProps } from "./SocialLoginButtons";
import { useFocusOnStep } from "./useFocus";
import { useSignedIn } from "./useSignedIn";
import { type SignupValues, validateSignup } from "./validation";

export const emptySignup: SignupValues = {
  name: "",
  username: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  ...emptyAddressFields,
  isDefault: true,
  marketingConsent: false,
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
 * /signup, three steps: 1 the form (the shopper's full name first: it is the delivery
 * name and the name on their invoices) → a code is mailed; 2 the code → a verification token; 3 'Complete
 * Registration' → the account, the session (a guest's bag merged into it), and the `redirect` path or
 * home. A refusal of a step-1 field at the end (400 naming it) goes back to step 1 with the message on the
 * field.
 */
export function SignupScreen({ resendSeconds = OTP_RESEND_SECONDS, socialRedirect }: SignupScreenProps) {
  const { hooks } = useApi();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");

  const [step, setStep] = useState<Step>(1);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(headingRef, step);

  const sendOtp = hooks.useMutation("post", "/auth/send-email-verification-otp");
  const verifyOtp = hooks.useMutation("post", "/auth/verify-otp");
  const register = hooks.useMutation("post", "/auth/register");

  const sendCode = async (values: SignupValues) => {
    const email = values.email.trim();
    const answer = await sendOtp.mutateAsync({ body: { email, username: values.username.trim() } });
    setSentNotice(answer.message ?? `OTP sent to ${email}`);
    setSentKey((k) => k + 1);
  };

  const details = useForm<SignupValues>({
    initialValues: emptySignup,
    validate: validateSignup,
    fallbackMessage: accountMessages.sendOtpFailed,
    onSubmit: async (values) => {
      await sendCode(values);
      setStep(2);
    },
  });
  const values = details.values;
  const email = values.email.trim();

  const complete = useForm({
    initialValues: {},
    fallbackMessage: accountMessages.registrationFailed,
    onSubmit: async () => {
      if (!token) return;
      const phone = values.phone.trim();
      try {
        const answer = await register.mutateAsync({
          body: {
            username: values.username.trim(),
            name: personName(values.name),
            email,
            password: values.password,
            ...(phone ? { phone } : {}),
            verificationToken: token,
            address: addressInputOf(values),
            ...(values.marketingConsent ? { marketingConsent: true } : {}),
          },
        });
        signedIn(answer);
        navigate(safeRedirect(redirect));
      } catch (error) {
        // The server spends the token on every refusal: a new try starts from the details and a new code.
        setToken(null);
        const field = fieldOfRefusal(error, Object.keys(values) as (keyof SignupValues & string)[]);
        if (!field) throw error;
        // A refused detail ("phone must be 10 digits") is shown where it is typed.
        details.setFieldError(field, errorMessage(error, accountMessages.registrationFailed));
        setStep(1);
      }
    },
  });

  const backToDetails = () => {
    setToken(null);
    setStep(1);
  };

  const field = (name: "name" | "username" | "email" | "phone" | "password" | "confirmPassword") =>
    details.field(name);

  const alreadySignedIn = useSignedInOnArrival(step !== 1 || details.isSubmitting);
  if (alreadySignedIn) return <SignedInNotice user={alreadySignedIn} redirect={redirect} page="signup" />;

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
      {step === 1 && isCheckoutPath(redirect) ? (
        <p className={styles.notice}>{CHECKOUT_LOGIN_MESSAGE}</p>
      ) : null}

      {step === 1 ? (
        <>
          <Form form={details} className={styles.form} aria-label="Sign-up details">
            <div className={styles.twoColumns}>
              <TextField
                label="Full name"
                autoComplete="name"
                isRequired
                description="For deliveries and your invoices"
                {...field("name")}
              />
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
            <AddressFields form={details} />
            <Checkbox
              name="isDefault"
              isSelected={values.isDefault}
              onChange={(isDefault) => details.setValue("isDefault", isDefault)}
              isDisabled={details.isSubmitting}
            >
              Set as default address
            </Checkbox>
            <Checkbox
              name="marketingConsent"
              isSelected={values.marketingConsent}
              onChange={(marketingConsent) => details.setValue("marketingConsent", marketingConsent)}
              isDisabled={details.isSubmitting}
            >
              Send me offers and new arrivals by email (optional; turn off any time)
            </Checkbox>
            <FormError form={details} />
            <Button type="submit" fullWidth isDisabled={details.isSubmitting}>
              {details.isSubmitting ? "Sending…" : "Send OTP"}
            </Button>
          </Form>
          <p className={styles.divider}>or</p>
          <SocialLoginButtons
            verb="Sign up with"
            isDisabled={details.isSubmitting}
            redirectTo={socialRedirect}
            afterLogin={{ redirect, wishlist: null }}
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
          emptyMessage={accountMessages.otpRequired}
          verify={async (code) => {
            const answer = await verifyOtp.mutateAsync({ body: { email, otp: code } });
            const verificationToken = answer.data?.verificationToken;
            if (!verificationToken) throw new FormRefusal(accountMessages.noVerificationToken);
            setToken(verificationToken);
            setStep(3);
          }}
          resend={() => sendCode(values)}
          isResending={sendOtp.isPending}
          sentKey={sentKey}
          resendSeconds={resendSeconds}
          notice={sentNotice}
        >
          <PlainButton className={styles.linkButton} onPress={backToDetails}>
            Change details
          </PlainButton>
        </OtpStep>
      ) : null}

      {step === 3 ? (
        <Form form={complete} className={styles.form} aria-label="Complete registration">
          <p className={styles.lead}>Your email is verified. Check your details and create your account.</p>
          <dl className={styles.summary}>
            <dt className={styles.summaryTerm}>Name</dt>
            <dd className={styles.summaryValue}>{personName(values.name)}</dd>
            <dt className={styles.summaryTerm}>Username</dt>
            <dd className={styles.summaryValue}>{values.username.trim()}</dd>
            <dt className={styles.summaryTerm}>Email</dt>
            <dd className={styles.summaryValue}>{email}</dd>
          </dl>
          <FormError form={complete} />
          <Button type="submit" fullWidth isDisabled={complete.isSubmitting || !token}>
            {complete.isSubmitting ? "Registering…" : "Complete Registration"}
          </Button>
          <PlainButton
            className={styles.linkButton}
            onPress={backToDetails}
            isDisabled={complete.isSubmitting}
          >
            Change details
          </PlainButton>
        </Form>
      ) : null}
    </section>
  );
}
