import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Form, FormError, useForm } from "../../components/Form";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages } from "../../lib/accountRules";
import { safeRedirect, withRedirect } from "../../session/redirect";
import { useSaveAfterLogin, WISHLIST_LOGIN_MESSAGE, WISHLIST_PARAM, wishlistProductParam } from "../wishlist";
import * as styles from "./auth.css";
import { SignedInNotice, useSignedInOnArrival } from "./SignedInNotice";
import { parseOAuthFragment, type ProviderId, takeSavedOAuthState } from "./oauth";
import { SocialLoginButtons, type SocialLoginButtonsProps } from "./SocialLoginButtons";
import { CHECKOUT_LOGIN_MESSAGE, isCheckoutPath } from "./checkoutHandoff";
import { useSignedIn } from "./useSignedIn";
import { type LoginValues, validateLogin } from "./validation";

const socialFailure: Record<ProviderId, string> = {
  google: accountMessages.googleFailedRetry,
  facebook: accountMessages.facebookFailed,
};
const socialNoToken: Record<ProviderId, string> = {
  google: accountMessages.googleFailed,
  facebook: accountMessages.facebookNoToken,
};

/**
 * The provider's return to /login#access_token=…&state=…: checks the state saved before leaving, clears
 * the fragment, posts the token to /auth/<provider>-login, and on success stores the session (and the
 * account's cart, the guest's bag merged in), saves the product a guest hearted (when the login page
 * carried one), and goes back to the page the shopper came from, else home (Facebook replaces the history
 * entry).
 */
function useOAuthReturn(onError: (message: string) => void) {
  const { hooks } = useApi();
  const signedIn = useSignedIn();
  const saveAfterLogin = useSaveAfterLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);
  const social = {
    google: hooks.useMutation("post", "/auth/google-login"),
    facebook: hooks.useMutation("post", "/auth/facebook-login"),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read the fragment once, on arrival
  useEffect(() => {
    if (handled.current) return;
    const answer = parseOAuthFragment(location.hash);
    if (!answer) return;
    handled.current = true;
    // The token must not stay in the address bar or the history.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    const saved = takeSavedOAuthState();
    if (!saved || !answer.state || saved.state !== answer.state) {
      onError(saved ? socialFailure[saved.provider] : accountMessages.somethingWrong);
      return;
    }
    if (!answer.accessToken) {
      onError(socialNoToken[saved.provider]);
      return;
    }
    const provider = saved.provider;
    social[provider].mutate(
      { body: { access_token: answer.accessToken } },
      {
        onSuccess: async (answer) => {
          signedIn(answer);
          await saveAfterLogin(answer.user._id, wishlistProductParam(saved.wishlist));
          navigate(safeRedirect(saved.redirect), { replace: provider === "facebook" });
        },
        onError: (error) => onError(errorMessage(error, socialFailure[provider])),
      },
    );
  }, []);

  return social.google.isPending || social.facebook.isPending;
}

export interface LoginScreenProps {
  /** Stories replace the full-page trip to the provider. */
  socialRedirect?: SocialLoginButtonsProps["redirectTo"];
}

/** /login: identifier (email, username or phone) and password, social buttons, links.
 * Coming from the checkout, it says so (the guest's bag comes along). */
export function LoginScreen({ socialRedirect }: LoginScreenProps) {
  const { hooks } = useApi();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  // The product a guest hearted before being sent here: saved once they are signed in.
  const productToSave = wishlistProductParam(searchParams.get(WISHLIST_PARAM));
  const saveAfterLogin = useSaveAfterLogin();
  const login = hooks.useMutation("post", "/auth/login");
  const form = useForm<LoginValues>({
    initialValues: { identifier: "", password: "" },
    validate: validateLogin,
    // Any login failure reads as the server's message, else this (docs/product.md#when-a-call-fails).
    fallbackMessage: accountMessages.loginFailed,
    onSubmit: async (values) => {
      const answer = await login.mutateAsync({
        body: { identifier: values.identifier.trim(), password: values.password },
      });
      signedIn(answer);
      await saveAfterLogin(answer.user._id, productToSave);
      navigate(safeRedirect(redirect));
    },
  });
  const socialPending = useOAuthReturn(form.setFormError);
  const busy = form.isSubmitting || socialPending;
  const field = (name: keyof LoginValues) => ({ ...form.field(name), isDisabled: busy });

  const alreadySignedIn = useSignedInOnArrival(busy);
  if (alreadySignedIn) return <SignedInNotice user={alreadySignedIn} redirect={redirect} page="login" />;

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <div className={styles.cardHeader}>
        <h1 id="login-title" className={styles.title}>
          Log In
        </h1>
        <p className={styles.lead}>Welcome back. Log in with your email, username or phone number.</p>
      </div>
      {productToSave ? <p className={styles.notice}>{WISHLIST_LOGIN_MESSAGE}</p> : null}
      {!productToSave && isCheckoutPath(redirect) ? (
        <p className={styles.notice}>{CHECKOUT_LOGIN_MESSAGE}</p>
      ) : null}
      <Form form={form} className={styles.form} aria-labelledby="login-title">
        <TextField
          label="Email, username or phone"
          autoComplete="username"
          isRequired
          {...field("identifier")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
          {...field("password")}
        />
        <div className={styles.links}>
          <Link href="/forgot-password">Forgot Password?</Link>
        </div>
        <FormError form={form} />
        <Button type="submit" fullWidth isDisabled={busy}>
          {form.isSubmitting ? "Logging in…" : socialPending ? "Signing in…" : "Log In"}
        </Button>
      </Form>
      <p className={styles.divider}>or</p>
      <SocialLoginButtons
        verb="Continue with"
        isDisabled={busy}
        redirectTo={socialRedirect}
        afterLogin={{ redirect, wishlist: productToSave }}
      />
      <p className={styles.lead}>
        {"New to Rangrez? "}
        <Link href={withRedirect("/signup", redirect)}>Sign up</Link>
      </p>
    </section>
  );
}
