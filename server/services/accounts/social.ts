// Google and Facebook sign-in: configuration from the environment, access-token verification against
// the providers' endpoints (configurable, so tests and development use the local fake provider), and the
// account a verified identity maps to.
import type { Kysely } from "kysely";
import { ApiError } from "../errors";
import type { Database, SocialProvider } from "../../db/schema";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { PERSON_NAME_MAX, personName } from "../../../src/lib/accountRules";
import { unusablePasswordHash } from "./passwords";
import { newId, randomToken } from "./tokens";
import { identityColumns } from "./identity";
import { conflictFromUniqueViolation, findUserByEmail, type UserRow, uniqueUsername } from "./users";

export interface GoogleConfig {
  clientId: string;
  authorizeUrl: string;
  tokeninfoUrl: string;
  userinfoUrl: string;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  graphUrl: string;
}

export interface OAuthConfig {
  google?: GoogleConfig;
  facebook?: FacebookConfig;
}

export const GOOGLE_DEFAULTS = {
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokeninfoUrl: "https://oauth2.googleapis.com/tokeninfo",
  userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
};
export const FACEBOOK_DEFAULTS = {
  authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
  graphUrl: "https://graph.facebook.com",
};
export const GOOGLE_SCOPE = "openid email profile";
export const FACEBOOK_SCOPE = "email,public_profile";

/** GOOGLE_CLIENT_ID (+ GOOGLE_*_URL), FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (+ FACEBOOK_*_URL). */
export function oauthConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OAuthConfig {
  const config: OAuthConfig = {};
  if (env.GOOGLE_CLIENT_ID) {
    config.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      authorizeUrl: env.GOOGLE_AUTHORIZE_URL || GOOGLE_DEFAULTS.authorizeUrl,
      tokeninfoUrl: env.GOOGLE_TOKENINFO_URL || GOOGLE_DEFAULTS.tokeninfoUrl,
      userinfoUrl: env.GOOGLE_USERINFO_URL || GOOGLE_DEFAULTS.userinfoUrl,
    };
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    config.facebook = {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      authorizeUrl: env.FACEBOOK_AUTHORIZE_URL || FACEBOOK_DEFAULTS.authorizeUrl,
      graphUrl: (env.FACEBOOK_GRAPH_URL || FACEBOOK_DEFAULTS.graphUrl).replace(/\/+$/, ""),
    };
  }
  return config;
}

export interface ProviderInfo {
  id: SocialProvider;
  name: string;
  configured: boolean;
  authorizeUrl?: string;
  clientId?: string;
  scope?: string;
}

export function providerList(config: OAuthConfig): ProviderInfo[] {
  const { google, facebook } = config;
  return [
    google
      ? {
          id: "google",
          name: "Google",
          configured: true,
          authorizeUrl: google.authorizeUrl,
          clientId: google.clientId,
          scope: GOOGLE_SCOPE,
        }
      : { id: "google", name: "Google", configured: false },
    facebook
      ? {
          id: "facebook",
          name: "Facebook",
          configured: true,
          authorizeUrl: facebook.authorizeUrl,
          clientId: facebook.appId,
          scope: FACEBOOK_SCOPE,
        }
      : { id: "facebook", name: "Facebook", configured: false },
  ];
}

/** A verified identity at a provider. `email` only when the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  name: string;
}

const TIMEOUT_MS = 10_000;

async function getJson(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    headers: { accept: "application/json", ...headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url.split("?")[0]} answered ${res.status}`);
  const body = (await res.json()) as unknown;
  if (!body || typeof body !== "object") throw new Error("not a JSON object");
  return body as Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const truthy = (value: unknown) => value === true || value === "true";

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export async function verifyGoogleToken(config: GoogleConfig, accessToken: string): Promise<SocialIdentity> {
  const info = await getJson(withQuery(config.tokeninfoUrl, { access_token: accessToken }));
  if (str(info.aud) !== config.clientId && str(info.azp) !== config.clientId)
    throw new Error("token for another app");
  if (!truthy(info.email_verified)) throw new Error("email not verified");
  const user = await getJson(config.userinfoUrl, { authorization: `Bearer ${accessToken}` });
  const subject = str(user.sub);
  const email = str(user.email);
  if (!subject || !email) throw new Error("no subject or email");
  if (info.sub !== undefined && str(info.sub) !== subject) throw new Error("subject mismatch");
  return { provider: "google", subject, email, name: str(user.name) };
}

export async function verifyFacebookToken(
  config: FacebookConfig,
  accessToken: string,
): Promise<SocialIdentity> {
  const debug = await getJson(
    withQuery(`${config.graphUrl}/debug_token`, {
      input_token: accessToken,
      access_token: `${config.appId}|${config.appSecret}`,
    }),
  );
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (!truthy(data.is_valid) || str(data.app_id) !== config.appId)
    throw new Error("token not valid for this app");
  const me = await getJson(
    withQuery(`${config.graphUrl}/me`, { fields: "id,name,email", access_token: accessToken }),
  );
  const subject = str(me.id);
  const email = str(me.email);
  if (!subject || !email) throw new Error("no id or email");
  if (data.user_id !== undefined && str(data.user_id) !== subject) throw new Error("user mismatch");
  return { provider: "facebook", subject, email, name: str(me.name) };
}

/** Verifies the token with the provider, or throws the provider's 401 / 503. */
export async function verifySocialToken(
  config: OAuthConfig,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity> {
  if (provider === "google") {
    if (!config.google) throw new ApiError(503, authMessages.notConfigured("Google"));
    try {
      return await verifyGoogleToken(config.google, accessToken);
    } catch {
      throw new ApiError(401, authMessages.googleFailed);
    }
  }
  if (!config.facebook) throw new ApiError(503, authMessages.notConfigured("Facebook"));
  try {
    return await verifyFacebookToken(config.facebook, accessToken);
  } catch {
    throw new ApiError(401, authMessages.facebookFailed);
  }
}

/** The provider's name for the person as the shop keeps a name: no control or format characters, spaces
 * as in a typed name, at most PERSON_NAME_MAX characters ("" when it gives none). */
export function providerName(name: string): string {
  return Array.from(personName(name.replace(/[\p{Cc}\p{Cf}]/gu, " ")))
    .slice(0, PERSON_NAME_MAX)
    .join("")
    .trim();
}

/** The user, with the provider's name when theirs is empty (an account made before names were asked for). */
async function namedFromProvider(db: Kysely<Database>, user: UserRow, identity: SocialIdentity) {
  const name = providerName(identity.name);
  if (user.name !== "" || name === "") return user;
  return (
    (await db
      .updateTable("users")
      .set({ name })
      .where("id", "=", user.id)
      .where("name", "=", "")
      .returningAll()
      .executeTakeFirst()) ?? user
  );
}

/** The user of a verified identity: its link, else the user with that (verified) email, linked now, else a
 * new shopper (named as the provider names them, username from the name or email, no phone, no usable
 * password). */
export async function userForIdentity(db: Kysely<Database>, identity: SocialIdentity): Promise<UserRow> {
  const linked = await db
    .selectFrom("user_identities")
    .innerJoin("users", "users.id", "user_identities.user_id")
    .selectAll("users")
    .where("user_identities.provider", "=", identity.provider)
    .where("user_identities.subject", "=", identity.subject)
    .executeTakeFirst();
  if (linked) return namedFromProvider(db, linked, identity);

  let user = await findUserByEmail(db, identity.email);
  if (!user) {
    const username = await uniqueUsername(db, identity.name || identity.email.split("@")[0]);
    try {
      user = await db
        .insertInto("users")
        .values({
          id: newId(),
          ...identityColumns({ username, email: identity.email }),
          name: providerName(identity.name),
          phone: "",
          role: "shopper",
          password_hash: unusablePasswordHash(randomToken()),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      conflictFromUniqueViolation(error);
    }
  }
  await db
    .insertInto("user_identities")
    .values({ provider: identity.provider, subject: identity.subject, user_id: user.id })
    .onConflict((oc) => oc.columns(["provider", "subject"]).doNothing())
    .execute();
  return namedFromProvider(db, user, identity);
}
