// Offers by email only with the shopper's own, separate consent, withdrawn as easily as it was given
// (docs/decisions/personal-data.md#marketing-mail): the switch in My Account › Privacy, the unticked box at
// sign-up, and a signed link in every offer mail that works without signing in. The shop sends no offer
// mail yet; any future one is addressed by `offerMailFor`, which answers none for an account without the
// consent, and built by `offerMail`, which gives it the link and the headers it must carry.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { privacyMessages } from "../../../src/lib/privacy/messages";
import type { Database } from "../../db/schema";
import type { OutgoingMail } from "../mail/mailer";
import { badRequest } from "../errors";

type Db = Kysely<Database>;

export interface MarketingChoice {
  consent: boolean;
  /** When the shopper last chose (null: never asked). */
  at: Date | null;
}

export async function marketingChoice(db: Db, userId: string): Promise<MarketingChoice> {
  const row = await db
    .selectFrom("users")
    .select(["marketing_consent", "marketing_consent_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { consent: row.marketing_consent, at: row.marketing_consent_at };
}

/** Records the shopper's choice and when it was made. */
export async function setMarketingConsent(
  db: Db,
  userId: string,
  consent: boolean,
  now = new Date(),
): Promise<MarketingChoice> {
  await db
    .updateTable("users")
    .set({ marketing_consent: consent, marketing_consent_at: now })
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .execute();
  return { consent, at: now };
}

const signature = (key: string, userId: string) =>
  createHmac("sha256", key).update(`unsubscribe:${userId}`).digest("base64url");

/** The unsubscribe link's token: the account's id and its HMAC under the shop's key (no expiry: a link in
 * an old mail must still work). */
export const unsubscribeToken = (key: string, userId: string) => `${userId}.${signature(key, userId)}`;

/** The account a token names, or 400 when it was not signed by this shop. */
export function unsubscribeTokenUser(key: string, token: string): string {
  const [userId, mac] = token.split(".");
  const expected = userId ? Buffer.from(signature(key, userId)) : Buffer.alloc(0);
  const given = Buffer.from(mac ?? "");
  if (!userId || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(privacyMessages.badUnsubscribeLink);
  }
  return userId;
}

/** Withdraws the consent the token's account gave (idempotent: a second click says the same). */
export async function unsubscribe(db: Db, key: string, token: string, now = new Date()): Promise<void> {
  const userId = unsubscribeTokenUser(key, token);
  await db
    .updateTable("users")
    .set({ marketing_consent: false, marketing_consent_at: now })
    .where("id", "=", userId)
    .where("marketing_consent", "=", true)
    .execute();
}

/** The page an offer mail's unsubscribe link opens (src/app/routes/unsubscribe.tsx). */
export const unsubscribeUrl = (publicOrigin: string, token: string) =>
  `${new URL("/unsubscribe", publicOrigin).href}?${new URLSearchParams({ token })}`;

/** The headers every offer mail carries (RFC 2369): mail apps show their own Unsubscribe button, and with
 * List-Unsubscribe-Post (RFC 8058) press it for the shopper by posting `List-Unsubscribe=One-Click` to the
 * link (POST /unsubscribe, answered by the contract's unsubscribeOneClick); a plain GET of the link, what a
 * mail scanner does, only opens the page. */
export function marketingMailHeaders(publicOrigin: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(publicOrigin, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The words under every offer mail, with its link. */
export const unsubscribeFooter = (url: string) =>
  `You get offers from us because you agreed to them. To stop them, open ${url} (no sign-in needed).`;

/**
 * An offer mail to an account that consented (the caller sends it to `marketing_consent = true` only): the
 * unsubscribe link under its words, and the List-Unsubscribe pair, so the mail app's own button
 * unsubscribes in one press. The one way an offer mail is made; service mails (orders, codes, replies) carry
 * neither.
 */
export function offerMail(
  publicOrigin: string,
  token: string,
  mail: Pick<OutgoingMail, "to" | "subject" | "text">,
): OutgoingMail {
  const url = unsubscribeUrl(publicOrigin, token);
  return {
    ...mail,
    text: `${mail.text}\n\n${unsubscribeFooter(url)}\n`,
    headers: marketingMailHeaders(publicOrigin, token),
  };
}

/**
 * The offer mail for one account, or null when it may not have one: no consent given (or withdrawn), or the
 * account deleted. The one way to address an offer, so consent is checked where the mail is made, not left
 * to each campaign's query; read at the moment of sending, a withdrawal a minute earlier counts.
 */
export async function offerMailFor(
  db: Db,
  key: string,
  publicOrigin: string,
  userId: string,
  content: Pick<OutgoingMail, "subject" | "text">,
): Promise<OutgoingMail | null> {
  const account = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .where("marketing_consent", "=", true)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!account?.email) return null;
  return offerMail(publicOrigin, unsubscribeToken(key, userId), { ...content, to: account.email });
}
