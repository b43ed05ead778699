// The browser half of social login (implicit grant): where the shopper is sent, the random `state` kept
// in sessionStorage, and reading the provider's answer from the /login fragment.
import type { components } from "../../api/schema";

export type AuthProvider = components["schemas"]["AuthProvider"];
export type ProviderId = AuthProvider["id"];

export const OAUTH_STATE_KEY = "rz_oauth_state";

/**
 * What the login page was asked to do after signing in: go back to `redirect` and save the `wishlist`
 * product. The provider returns to a bare /login, so these wait in sessionStorage with the state; they
 * are checked again when read (the redirect by `safeRedirect`, the product by its id rule).
 */
export interface AfterLogin {
  redirect: string | null;
  wishlist: string | null;
}

export interface SavedOAuthState extends AfterLogin {
  state: string;
  provider: ProviderId;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The provider's authorize URL for this shop, with a fresh state saved for the return. */
export function beginOAuth(
  provider: AuthProvider,
  origin: string,
  storage: Storage = sessionStorage,
  afterLogin: AfterLogin = { redirect: null, wishlist: null },
): string {
  if (!provider.authorizeUrl) throw new Error(`${provider.name} is not configured`);
  const state = randomState();
  storage.setItem(
    OAUTH_STATE_KEY,
    JSON.stringify({ state, provider: provider.id, ...afterLogin } satisfies SavedOAuthState),
  );
  const url = new URL(provider.authorizeUrl, origin);
  url.searchParams.set("client_id", provider.clientId ?? "");
  url.searchParams.set("redirect_uri", `${origin}/login`);
  url.searchParams.set("response_type", "token");
  if (provider.scope) url.searchParams.set("scope", provider.scope);
  url.searchParams.set("state", state);
  return url.toString();
}

export interface OAuthReturn {
  accessToken: string | null;
  state: string | null;
  error: string | null;
}

/** The provider's answer in a `#access_token=…&state=…` fragment, or null when the fragment is not one. */
export function parseOAuthFragment(hash: string): OAuthReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("access_token") && !params.has("state") && !params.has("error")) return null;
  return { accessToken: params.get("access_token"), state: params.get("state"), error: params.get("error") };
}

/** The saved state (and which provider it was for), removed so it can be used once only. */
export function takeSavedOAuthState(storage: Storage = sessionStorage): SavedOAuthState | null {
  const raw = storage.getItem(OAUTH_STATE_KEY);
  storage.removeItem(OAUTH_STATE_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedOAuthState>;
    if (typeof saved.state !== "string" || (saved.provider !== "google" && saved.provider !== "facebook")) {
      return null;
    }
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    return {
      state: saved.state,
      provider: saved.provider,
      redirect: text(saved.redirect),
      wishlist: text(saved.wishlist),
    };
  } catch {
    return null;
  }
}
