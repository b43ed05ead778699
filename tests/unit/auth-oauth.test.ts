import { describe, expect, it } from "vitest";
import {
  type AuthProvider,
  beginOAuth,
  OAUTH_STATE_KEY,
  parseOAuthFragment,
  takeSavedOAuthState,
} from "../../src/features/auth/oauth";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const google: AuthProvider = {
  id: "google",
  name: "Google",
  configured: true,
  authorizeUrl: "https://accounts.example/o/oauth2/auth?prompt=select_account",
  clientId: "client-123",
  scope: "openid email profile",
};

describe("beginOAuth", () => {
  it("builds the implicit-grant URL and saves a fresh state for the return", () => {
    const storage = memoryStorage();
    const url = new URL(beginOAuth(google, "https://shop.example", storage));
    expect(url.origin + url.pathname).toBe("https://accounts.example/o/oauth2/auth");
    expect(url.searchParams.get("prompt")).toBe("select_account");
    expect(url.searchParams.get("client_id")).toBe("client-123");
    expect(url.searchParams.get("redirect_uri")).toBe("https://shop.example/login");
    expect(url.searchParams.get("response_type")).toBe("token");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    const saved = JSON.parse(storage.getItem(OAUTH_STATE_KEY) ?? "null");
    expect(saved).toEqual({
      state: url.searchParams.get("state"),
      provider: "google",
      redirect: null,
      wishlist: null,
    });
    expect(saved.state).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps where to go and what to save after signing in (the provider returns to a bare /login)", () => {
    const storage = memoryStorage();
    beginOAuth(google, "https://shop.example", storage, { redirect: "/trending?page=2", wishlist: "p1" });
    expect(takeSavedOAuthState(storage)).toMatchObject({ redirect: "/trending?page=2", wishlist: "p1" });
  });

  it("uses a new state every time", () => {
    const storage = memoryStorage();
    const a = new URL(beginOAuth(google, "https://shop.example", storage)).searchParams.get("state");
    const b = new URL(beginOAuth(google, "https://shop.example", storage)).searchParams.get("state");
    expect(a).not.toBe(b);
  });

  it("resolves a relative authorize URL against the shop", () => {
    const url = beginOAuth(
      { ...google, authorizeUrl: "/__fake-oauth/google/authorize" },
      "http://localhost:3000",
      memoryStorage(),
    );
    expect(url.startsWith("http://localhost:3000/__fake-oauth/google/authorize?")).toBe(true);
  });

  it("refuses a provider that is not configured", () => {
    expect(() =>
      beginOAuth(
        { id: "facebook", name: "Facebook", configured: false },
        "https://shop.example",
        memoryStorage(),
      ),
    ).toThrow();
  });
});

describe("parseOAuthFragment", () => {
  it("reads the token and the state", () => {
    expect(parseOAuthFragment("#access_token=abc.def&state=s1&token_type=bearer")).toEqual({
      accessToken: "abc.def",
      state: "s1",
      error: null,
    });
  });

  it("reads a refusal", () => {
    expect(parseOAuthFragment("#error=access_denied&state=s1")).toEqual({
      accessToken: null,
      state: "s1",
      error: "access_denied",
    });
  });

  it("ignores fragments that are not an OAuth answer", () => {
    expect(parseOAuthFragment("")).toBeNull();
    expect(parseOAuthFragment("#reviews")).toBeNull();
  });
});

describe("takeSavedOAuthState", () => {
  it("answers the saved state once", () => {
    const storage = memoryStorage();
    storage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s1", provider: "facebook" }));
    expect(takeSavedOAuthState(storage)).toEqual({
      state: "s1",
      provider: "facebook",
      redirect: null,
      wishlist: null,
    });
    expect(takeSavedOAuthState(storage)).toBeNull();
  });

  it("refuses garbage", () => {
    const storage = memoryStorage();
    storage.setItem(OAUTH_STATE_KEY, "{not json");
    expect(takeSavedOAuthState(storage)).toBeNull();
    storage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s1", provider: "twitter" }));
    expect(takeSavedOAuthState(storage)).toBeNull();
  });

  it("drops a redirect or a product that is not text", () => {
    const storage = memoryStorage();
    storage.setItem(
      OAUTH_STATE_KEY,
      JSON.stringify({ state: "s1", provider: "google", redirect: { to: "/x" }, wishlist: 42 }),
    );
    expect(takeSavedOAuthState(storage)).toMatchObject({ redirect: null, wishlist: null });
  });
});
