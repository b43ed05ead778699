import { useId } from "react";
import { Button } from "../../components/Button";
import { useApi } from "../../api/ApiProvider";
import * as styles from "./auth.css";
import { type AfterLogin, type AuthProvider, beginOAuth, type ProviderId } from "./oauth";

const PROVIDERS: Array<{ id: ProviderId; name: string }> = [
  { id: "google", name: "Google" },
  { id: "facebook", name: "Facebook" },
];

export interface SocialLoginButtonsProps {
  /** "Continue with" (login) or "Sign up with" (sign-up). */
  verb?: string;
  isDisabled?: boolean;
  /** Sends the browser to the provider (a full page load); stories replace it. */
  redirectTo?: (url: string) => void;
  /** Where to go, and what to save, once the provider sends the shopper back (kept for the return). */
  afterLogin?: AfterLogin;
}

const defaultRedirect = (url: string) => window.location.assign(url);

/**
 * The Google and Facebook buttons, driven by GET /auth/providers: a configured provider's button sends
 * the shopper to its sign-in page; a provider that is not configured (or while the list loads, or when it
 * failed) has its button disabled with the reason under it.
 */
export function SocialLoginButtons({
  verb = "Continue with",
  isDisabled = false,
  redirectTo = defaultRedirect,
  afterLogin,
}: SocialLoginButtonsProps) {
  const { hooks } = useApi();
  const baseId = useId();
  const query = hooks.useQuery("get", "/auth/providers", undefined, { retry: false });
  const listed = query.data?.providers ?? [];

  return (
    <ul className={styles.socialList} aria-label="Social sign-in">
      {PROVIDERS.map(({ id, name }) => {
        const provider: AuthProvider | undefined = listed.find((p) => p.id === id);
        const available = Boolean(provider?.configured && provider.authorizeUrl);
        const noteId = `${baseId}-${id}-note`;
        const showNote = !available && !query.isPending;
        return (
          <li key={id} className={styles.socialItem}>
            <Button
              variant="secondary"
              fullWidth
              isDisabled={isDisabled || !available}
              aria-describedby={showNote ? noteId : undefined}
              onPress={() => {
                if (provider && available)
                  redirectTo(beginOAuth(provider, window.location.origin, sessionStorage, afterLogin));
              }}
            >
              {`${verb} ${provider?.name ?? name}`}
            </Button>
            {showNote ? (
              <span id={noteId} className={styles.socialNote}>
                {`${provider?.name ?? name} sign-in is not available`}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
