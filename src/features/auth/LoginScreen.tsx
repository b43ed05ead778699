import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-aria-components";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { TextField } from "../../components/TextField";
import { accountMessages } from "../../lib/accountRules";
import * as styles from "./auth.css";
import { parseOAuthFragment, type ProviderId, takeSavedOAuthState } from "./oauth";
import { safeRedirect, withRedirect } from "../../session/redirect";
import { SESSION_QUERY_KEY, type User } from "../../session/session";
import { SocialLoginButtons, type SocialLoginButtonsProps } from "./SocialLoginButtons";
import { useFocusInvalidField } from "./useFocus";
import { type FieldProblem, type LoginValues, validateLogin } from "./validation";

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
 * the fragment, posts the token to /auth/<provider>-login, and on success stores the session and goes
 * home (Facebook replaces the history entry).
 */
function useOAuthReturn(onError: (message: string) => void) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);
  const social = useMutation({
    mutationFn: async ({ provider, token }: { provider: ProviderId; token: string }) => {
      const body = { access_token: token };
      const { data } =
        provider === "google"
          ? await client.POST("/auth/google-login", { body })
          : await client.POST("/auth/facebook-login", { body });
      if (!data) throw new Error("empty answer");
      return data.user;
    },
  });

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
    social.mutate(
      { provider, token: answer.accessToken },
      {
        onSuccess: (user: User) => {
          queryClient.setQueryData(SESSION_QUERY_KEY, user);
          navigate("/", { replace: provider === "facebook" });
        },
        onError: (error) => onError(errorMessage(error, socialFailure[provider])),
      },
    );
  }, []);

  return social.isPending;
}

export interface LoginScreenProps {
  /** Stories replace the full-page trip to the provider. */
  socialRedirect?: SocialLoginButtonsProps["redirectTo"];
}

/** /login (storefront 2.13): identifier (email, username or phone) and password, social buttons, links. */
export function LoginScreen({ socialRedirect }: LoginScreenProps) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const [values, setValues] = useState<LoginValues>({ identifier: "", password: "" });
  const [problem, setProblem] = useState<FieldProblem<keyof LoginValues> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidField(formRef, problem);

  const socialPending = useOAuthReturn(setServerError);
  const login = useMutation({
    mutationFn: async (body: LoginValues) => {
      const { data } = await client.POST("/auth/login", { body });
      if (!data) throw new Error("empty answer");
      return data.user;
    },
  });
  const busy = login.isPending || socialPending;

  const field = (key: keyof LoginValues) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (problem) setProblem(null);
    },
    isInvalid: problem?.field === key,
    errorMessage: problem?.field === key ? problem.message : undefined,
    isDisabled: busy,
  });

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <div className={styles.cardHeader}>
        <h1 id="login-title" className={styles.title}>
          Log In
        </h1>
        <p className={styles.lead}>Welcome back. Log in with your email, username or phone number.</p>
      </div>
      <Form
        ref={formRef}
        className={styles.form}
        validationBehavior="aria"
        aria-labelledby="login-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setServerError(null);
          const found = validateLogin(values);
          setProblem(found);
          if (found) return;
          login.mutate(
            { identifier: values.identifier.trim(), password: values.password },
            {
              onSuccess: (user) => {
                queryClient.setQueryData(SESSION_QUERY_KEY, user);
                navigate(safeRedirect(redirect));
              },
              onError: (error) => setServerError(errorMessage(error, accountMessages.loginFailed)),
            },
          );
        }}
      >
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
        <p role="alert" className={styles.alert}>
          {serverError ?? ""}
        </p>
        <Button type="submit" fullWidth isDisabled={busy}>
          {login.isPending ? "Logging in…" : socialPending ? "Signing in…" : "Log In"}
        </Button>
      </Form>
      <p className={styles.divider}>or</p>
      <SocialLoginButtons verb="Continue with" isDisabled={busy} redirectTo={socialRedirect} />
      <p className={styles.lead}>
        {"New to Rangrez? "}
        <Link href={withRedirect("/signup", redirect)}>Sign up</Link>
      </p>
    </section>
  );
}
