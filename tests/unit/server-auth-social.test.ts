// Google and Facebook sign-in against the local fake provider, served over real HTTP like the real ones.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeOAuthProvider, type FakeOAuthOptions, fakeOAuthConfig } from "../../server/dev/fake-oauth";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const fake: FakeOAuthOptions = {
  clientId: "rangrez-test.apps.googleusercontent.example",
  appId: "424242",
  appSecret: "fb-test-secret",
  users: {
    google: [
      { id: "g-100", email: "asha.rao@example.in", name: "Asha Rao" },
      { id: "g-200", email: "aarav@example.com", name: "Aarav K" },
      { id: "g-300", email: "unverified@example.in", name: "Un Verified", emailVerified: false },
      { id: "g-400", email: "asha.rao2@example.in", name: "Asha Rao" },
    ],
    facebook: [{ id: "fb-900", email: "vikram@example.in", name: "Vikram Singh" }],
  },
};

let h: AuthHarness;
let providerUrl: string;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  const provider = createFakeOAuthProvider(fake);
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: provider.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await authHarness({ oauth: fakeOAuthConfig(providerUrl, fake) });
}, 60_000);
afterAll(async () => {
  await h.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Walks the provider's authorize page as a browser would: page → Continue → redirect with the token. */
async function tokenFrom(
  provider: "google" | "facebook",
  account = 0,
  clientId = provider === "google" ? fake.clientId : fake.appId,
): Promise<string> {
  const authorize = provider === "google" ? "/google/authorize" : "/facebook/dialog/oauth";
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: "http://shop.test/login",
    response_type: "token",
    scope: "email",
    state: "st-123",
  });
  const page = await fetch(`${providerUrl}${authorize}?${params}`);
  const html = await page.text();
  expect(html).toContain(`Sign in with ${provider === "google" ? "Google" : "Facebook"} (test provider)`);
  expect(html).toMatch(/<button type="submit">Continue<\/button>/);
  const action = html.match(/action="([^"]+)"/)?.[1] ?? "";
  params.set("account", String(account));
  const approved = await fetch(`${providerUrl}${action}?${params}`, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const location = new URL(approved.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe("http://shop.test/login");
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get("state")).toBe("st-123");
  expect(fragment.get("token_type")).toBe("bearer");
  return fragment.get("access_token") ?? "";
}

describe("GET /auth/providers", () => {
  it("lists both providers with where to send the shopper when configured", async () => {
    const res = await new Browser(h.app).get("/auth/providers");
    expect(res.body).toEqual({
      success: true,
      providers: [
        {
          id: "google",
          name: "Google",
          configured: true,
          authorizeUrl: `${providerUrl}/google/authorize`,
          clientId: fake.clientId,
          scope: "openid email profile",
        },
        {
          id: "facebook",
          name: "Facebook",
          configured: true,
          authorizeUrl: `${providerUrl}/facebook/dialog/oauth`,
          clientId: fake.appId,
          scope: "email,public_profile",
        },
      ],
    });
  });

  it("says not configured (no URL or id) when the server has no keys", async () => {
    const res = await new Browser(h.appWith({ oauth: {} })).get("/auth/providers");
    expect(res.body.providers).toEqual([
      { id: "google", name: "Google", configured: false },
      { id: "facebook", name: "Facebook", configured: false },
    ]);
  });
});

describe("Google", () => {
  it("first sign-in creates a shopper (named as the provider names them, username from the name), signs in with a new session", async () => {
    const b = new Browser(h.app);
    const res = await b.post("/auth/google-login", { access_token: await tokenFrom("google", 0) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      username: "asha_rao",
      name: "Asha Rao",
      email: "asha.rao@example.in",
      phone: "",
      role: "shopper",
      address: null,
    });
    expect(res.setCookie).toContain("HttpOnly");
    expect((await b.get("/auth/verify")).body.user.email).toBe("asha.rao@example.in");
    // No password works for it.
    const login = await new Browser(h.app).post("/auth/login", {
      identifier: "asha_rao",
      password: "Anything@1",
    });
    expect(login.status).toBe(401);
  });

  it("the second sign-in finds the linked account; a same-name user gets a unique username", async () => {
    const again = await new Browser(h.app).post("/auth/google-login", {
      access_token: await tokenFrom("google", 0),
    });
    const other = await new Browser(h.app).post("/auth/google-login", {
      access_token: await tokenFrom("google", 3),
    });
    expect(again.body.user.username).toBe("asha_rao");
    expect(other.body.user.username).toBe("asha_rao2");
    const users = await h.handle.db
      .selectFrom("users")
      .select("id")
      .where("username", "like", "asha_rao%")
      .execute();
    expect(users).toHaveLength(2);
  });

  it("links to the existing account with the same verified email", async () => {
    const res = await new Browser(h.app).post("/auth/google-login", {
      access_token: await tokenFrom("google", 1),
    });
    expect(res.status).toBe(200);
    // The account's own name stays: the provider's ("Aarav K") names only an account that has none.
    expect(res.body.user).toMatchObject({
      username: "aarav_k",
      name: "Aarav Kumar",
      email: "aarav@example.com",
    });
    const link = await h.handle.db
      .selectFrom("user_identities")
      .selectAll()
      .where("subject", "=", "g-200")
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: "google", user_id: res.body.user._id });
  });

  it("gives an account without a name (made before names were asked for) the provider's", async () => {
    const aarav = h.handle.db.updateTable("users").where("username", "=", "aarav_k");
    await aarav.set({ name: "" }).execute();
    try {
      const res = await new Browser(h.app).post("/auth/google-login", {
        access_token: await tokenFrom("google", 1),
      });
      expect(res.body.user).toMatchObject({ username: "aarav_k", name: "Aarav K" });
    } finally {
      await aarav.set({ name: "Aarav Kumar" }).execute();
    }
  });

  it.each([
    ["an unknown token", async () => "made-up-token"],
    ["a token issued to another app", async () => tokenFrom("google", 0, "someone-else.apps.example")],
    ["an unverified email", async () => tokenFrom("google", 2)],
    ["a Facebook token", async () => tokenFrom("facebook", 0)],
  ])("401 for %s", async (_, token) => {
    const res = await new Browser(h.app).post("/auth/google-login", { access_token: await token() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Google login failed. Please try again." });
  });
});

describe("Facebook", () => {
  it("creates and signs in; then finds the same account", async () => {
    const first = await new Browser(h.app).post("/auth/facebook-login", {
      access_token: await tokenFrom("facebook"),
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ username: "vikram_singh", email: "vikram@example.in" });
    const second = await new Browser(h.app).post("/auth/facebook-login", {
      access_token: await tokenFrom("facebook"),
    });
    expect(second.body.user._id).toBe(first.body.user._id);
  });

  it("401 for a bad token, a token of another app, or a wrong app secret", async () => {
    const message = { success: false, message: "Failed to sign in with Facebook. Please try again." };
    const bad = await new Browser(h.app).post("/auth/facebook-login", { access_token: "nope" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual(message);
    const otherApp = await new Browser(h.app).post("/auth/facebook-login", {
      access_token: await tokenFrom("facebook", 0, "777"),
    });
    expect(otherApp.body).toEqual(message);
    const config = fakeOAuthConfig(providerUrl, { ...fake, appSecret: "wrong" });
    const wrongSecret = await new Browser(h.appWith({ oauth: config })).post("/auth/facebook-login", {
      access_token: await tokenFrom("facebook"),
    });
    expect(wrongSecret.status).toBe(401);
  });
});

describe("not configured", () => {
  it("503 names the provider; the body is still validated first", async () => {
    const app = h.appWith({ oauth: {} });
    const google = await new Browser(app).post("/auth/google-login", { access_token: "x" });
    expect(google.status).toBe(503);
    expect(google.body).toEqual({ success: false, message: "Google sign-in is not available on this shop" });
    const facebook = await new Browser(app).post("/auth/facebook-login", { access_token: "x" });
    expect(facebook.status).toBe(503);
    expect(facebook.body.message).toBe("Facebook sign-in is not available on this shop");
    expect((await new Browser(app).post("/auth/google-login", {})).body.message).toBe(
      "access_token is required",
    );
  });

  it("reads its configuration from the environment", async () => {
    const { oauthConfigFromEnv } = await import("../../server/services/accounts/social");
    expect(oauthConfigFromEnv({})).toEqual({});
    expect(oauthConfigFromEnv({ FACEBOOK_APP_ID: "1" })).toEqual({});
    const config = oauthConfigFromEnv({
      GOOGLE_CLIENT_ID: "cid",
      FACEBOOK_APP_ID: "1",
      FACEBOOK_APP_SECRET: "s",
      FACEBOOK_GRAPH_URL: "http://graph.local/",
    });
    expect(config.google).toEqual({
      clientId: "cid",
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokeninfoUrl: "https://oauth2.googleapis.com/tokeninfo",
      userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    });
    expect(config.facebook).toEqual({
      appId: "1",
      appSecret: "s",
      authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
      graphUrl: "http://graph.local",
    });
  });
});
