// A local stand-in for Google and Facebook sign-in (tests, and `npm run dev` with FAKE_OAUTH=1). It speaks
// just enough of both providers for the shop: the implicit-grant authorize pages (a "Continue" button that
// sends the browser back to redirect_uri with #access_token=…&state=…), Google's tokeninfo and userinfo,
// and Facebook's debug_token and /me. Tokens live in memory.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";
import type { OAuthConfig } from "../services/accounts/social";

export interface FakeOAuthUser {
  /** Google `sub` / Facebook `id`. */
  id: string;
  email: string;
  name: string;
  /** Google's email_verified (default true). */
  emailVerified?: boolean;
}

export interface FakeOAuthOptions {
  /** The Google client id tokens are issued for (tokeninfo answers it as aud/azp). */
  clientId: string;
  /** The Facebook app id and secret (debug_token checks the app access token). */
  appId: string;
  appSecret: string;
  users?: { google?: FakeOAuthUser[]; facebook?: FakeOAuthUser[] };
}

export const DEFAULT_FAKE_USERS = {
  google: [{ id: "google-test-1", email: "google.tester@example.com", name: "Google Tester" }],
  facebook: [{ id: "facebook-test-1", email: "facebook.tester@example.com", name: "Facebook Tester" }],
} satisfies { google: FakeOAuthUser[]; facebook: FakeOAuthUser[] };

type Provider = "google" | "facebook";

interface Grant {
  provider: Provider;
  user: FakeOAuthUser;
  /** The client / app id the browser asked for at the authorize page. */
  audience: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export function createFakeOAuthProvider(options: FakeOAuthOptions): Hono {
  const users = {
    google: options.users?.google ?? DEFAULT_FAKE_USERS.google,
    facebook: options.users?.facebook ?? DEFAULT_FAKE_USERS.facebook,
  };
  const grants = new Map<string, Grant>();

  const authorizePage = (provider: Provider, title: string) => (c: Context) => {
    const q = c.req.query();
    const redirectUri = q.redirect_uri ?? "";
    if (!/^https?:\/\//.test(redirectUri)) return c.text("redirect_uri is required", 400);
    const hidden = ["client_id", "redirect_uri", "state", "scope", "response_type"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? "")}">`)
      .join("\n");
    const choices = users[provider]
      .map(
        (u, i) =>
          `<label style="display:block;margin:.5rem 0"><input type="radio" name="account" value="${i}"${i === 0 ? " checked" : ""}> ${escapeHtml(u.name)} (${escapeHtml(u.email)})</label>`,
      )
      .join("\n");
    return c.html(
      page(
        title,
        `<form method="get" action="${provider === "google" ? "/google/approve" : "/facebook/dialog/approve"}">
<fieldset><legend>Account</legend>
${choices}
</fieldset>
${hidden}
<p><button type="submit">Continue</button></p>
</form>`,
      ),
    );
  };

  const approve = (provider: Provider) => (c: Context) => {
    const q = c.req.query();
    const user = users[provider][Number(q.account ?? 0)] ?? users[provider][0];
    const redirectUri = q.redirect_uri ?? "";
    if (!user || !/^https?:\/\//.test(redirectUri)) return c.text("Bad request", 400);
    const token = `fake-${provider}-${randomBytes(16).toString("hex")}`;
    grants.set(token, { provider, user, audience: q.client_id ?? "" });
    const fragment = new URLSearchParams({
      access_token: token,
      token_type: "bearer",
      expires_in: "3600",
      state: q.state ?? "",
    });
    const target = new URL(redirectUri);
    target.hash = fragment.toString();
    return c.redirect(target.toString(), 302);
  };

  const grantFor = (provider: Provider, token: string | undefined) => {
    const grant = token ? grants.get(token) : undefined;
    return grant?.provider === provider ? grant : undefined;
  };

  const app = new Hono();

  // Google
  app.get("/google/authorize", authorizePage("google", "Sign in with Google (test provider)"));
  app.get("/google/approve", approve("google"));
  app.get("/google/tokeninfo", (c) => {
    const grant = grantFor("google", c.req.query("access_token"));
    if (!grant) return c.json({ error: "invalid_token", error_description: "Invalid Value" }, 400);
    return c.json({
      azp: grant.audience,
      aud: grant.audience,
      sub: grant.user.id,
      scope:
        "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
      expires_in: "3599",
      email: grant.user.email,
      email_verified: String(grant.user.emailVerified ?? true),
      access_type: "online",
    });
  });
  app.get("/google/userinfo", (c) => {
    const token = c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    const grant = grantFor("google", token);
    if (!grant) return c.json({ error: "invalid_request", error_description: "Invalid Credentials" }, 401);
    return c.json({
      sub: grant.user.id,
      name: grant.user.name,
      email: grant.user.email,
      email_verified: grant.user.emailVerified ?? true,
    });
  });

  // Facebook
  app.get("/facebook/dialog/oauth", authorizePage("facebook", "Sign in with Facebook (test provider)"));
  app.get("/facebook/dialog/approve", approve("facebook"));
  app.get("/facebook/debug_token", (c) => {
    if (c.req.query("access_token") !== `${options.appId}|${options.appSecret}`) {
      return c.json(
        { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } },
        400,
      );
    }
    const grant = grantFor("facebook", c.req.query("input_token"));
    if (!grant) {
      return c.json({
        data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } },
      });
    }
    return c.json({
      data: {
        app_id: grant.audience,
        type: "USER",
        application: "Rangrez (test)",
        is_valid: true,
        scopes: ["email", "public_profile"],
        user_id: grant.user.id,
      },
    });
  });
  app.get("/facebook/me", (c) => {
    const grant = grantFor("facebook", c.req.query("access_token"));
    if (!grant) {
      return c.json(
        { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } },
        400,
      );
    }
    const fields = (c.req.query("fields") ?? "id,name").split(",");
    const all: Record<string, string> = { id: grant.user.id, name: grant.user.name, email: grant.user.email };
    return c.json(Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])));
  });

  app.all("*", (c) => c.text("Not found", 404));
  return app;
}

/** The shop's OAuth configuration for a fake provider at `baseUrl` (e.g. http://127.0.0.1:4010). */
export function fakeOAuthConfig(baseUrl: string, options: FakeOAuthOptions): OAuthConfig {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    google: {
      clientId: options.clientId,
      authorizeUrl: `${base}/google/authorize`,
      tokeninfoUrl: `${base}/google/tokeninfo`,
      userinfoUrl: `${base}/google/userinfo`,
    },
    facebook: {
      appId: options.appId,
      appSecret: options.appSecret,
      authorizeUrl: `${base}/facebook/dialog/oauth`,
      graphUrl: `${base}/facebook`,
    },
  };
}

export interface RunningFakeOAuth {
  url: string;
  oauth: OAuthConfig;
  close: () => Promise<void>;
}

/** Serves the fake provider on FAKE_OAUTH_PORT (default 0: a free port) of 127.0.0.1; answers the shop's
 * OAuth config pointing at it. */
export async function startFakeOAuth(env: NodeJS.ProcessEnv = process.env): Promise<RunningFakeOAuth> {
  const options: FakeOAuthOptions = {
    clientId: env.FAKE_OAUTH_CLIENT_ID || "rangrez-dev.apps.googleusercontent.example",
    appId: env.FAKE_OAUTH_APP_ID || "100000000000001",
    appSecret: env.FAKE_OAUTH_APP_SECRET || "rangrez-dev-facebook-secret",
  };
  const app = createFakeOAuthProvider(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: Number(env.FAKE_OAUTH_PORT || 0), hostname: "127.0.0.1" },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    oauth: fakeOAuthConfig(url, options),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
