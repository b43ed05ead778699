// Contract tag "privacy" (docs/decisions/personal-data.md): the signed-in shopper's correction of their
// name, phone and email, their choice about offers by email, the download of their data, the deletion of
// their account; and the unsubscribe link of offer
// mails, which needs no sign-in (its token is signed by the shop). Every answer is the caller's own:
// `private, no-store`, the export's above all.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { accountDetailsMessages } from "../../src/lib/accountDetails";
import { privacyMessages } from "../../src/lib/privacy/messages";
import type { Database } from "../db/schema";
import { changeDetails, confirmEmailChange, requestEmailChangeCode } from "../services/accounts/details";
import { toApiUser } from "../services/accounts/users";
import type { ThrottlePolicy } from "../services/throttle";
import { deleteAccount } from "../services/privacy/deleteAccount";
import { personalDataExport } from "../services/privacy/exportData";
import {
  type MarketingChoice,
  marketingChoice,
  setMarketingConsent,
  unsubscribe,
} from "../services/privacy/marketing";
import { inputOf, privateAnswers } from "./requestInput";
import { clearSessionCookie, requireUser } from "./session";

const choiceAnswer = (choice: MarketingChoice) => ({
  marketingEmails: choice.consent,
  chosenAt: choice.at ? choice.at.toISOString() : null,
});

/** The file name of a download made on `now`'s day. */
export const exportFileName = (now: Date) => `rangrez-my-data-${now.toISOString().slice(0, 10)}.json`;

export interface AccountRouteOptions {
  /** Key of the code hashes (the sign-up code's). */
  codePepper: string;
  /** Changes of name and phone per account (tests lower it). */
  detailsThrottle?: ThrottlePolicy;
}

export function privacyAccountRoutes(db: Kysely<Database>, now: () => Date, options: AccountRouteOptions) {
  const { codePepper, detailsThrottle } = options;
  return (
    new Hono()
      .use("*", privateAnswers)
      // Correction (docs/decisions/personal-data.md#correction): name and phone at once; the email with a
      // code mailed to the new address.
      .put("/details", async (c) => {
        const user = await requireUser(c, db);
        const body = inputOf(c, "updateAccountDetails").body;
        const changed = await changeDetails(db, user, body, detailsThrottle);
        return c.json({
          success: true as const,
          message: accountDetailsMessages.saved,
          user: await toApiUser(db, changed),
        });
      })
      .post("/email/code", async (c) => {
        const user = await requireUser(c, db);
        const { email } = inputOf(c, "sendEmailChangeCode").body;
        const sentTo = await requestEmailChangeCode({ db, pepper: codePepper }, user, email);
        return c.json({ success: true as const, message: accountDetailsMessages.codeSent(sentTo) });
      })
      .put("/email", async (c) => {
        const user = await requireUser(c, db);
        const body = inputOf(c, "changeEmail").body;
        const changed = await confirmEmailChange(db, codePepper, user, body);
        return c.json({
          success: true as const,
          message: accountDetailsMessages.emailChanged,
          user: await toApiUser(db, changed),
        });
      })
      .get("/privacy", async (c) => {
        const user = await requireUser(c, db);
        return c.json({ success: true as const, data: choiceAnswer(await marketingChoice(db, user.id)) });
      })
      .put("/privacy/marketing", async (c) => {
        const user = await requireUser(c, db);
        const { marketingEmails } = inputOf(c, "setMarketingConsent").body;
        const choice = await setMarketingConsent(db, user.id, marketingEmails, now());
        return c.json({
          success: true as const,
          message: marketingEmails ? privacyMessages.consentOn : privacyMessages.consentOff,
          data: choiceAnswer(choice),
        });
      })
      .get("/privacy/export", async (c) => {
        const user = await requireUser(c, db);
        const at = now();
        const document = await personalDataExport(db, user.id, at);
        c.header("Content-Disposition", `attachment; filename="${exportFileName(at)}"`);
        return c.json(document);
      })
      .delete("/", async (c) => {
        const user = await requireUser(c, db);
        await deleteAccount(db, user.id, now());
        clearSessionCookie(c);
        return c.json({ success: true as const, message: privacyMessages.accountDeleted });
      })
  );
}

/** Where a mail app's one-click unsubscribe (RFC 8058) is served: the page's address hands its POST here
 * (server/app.ts), and the cross-site check lets it through (server/api/index.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/privacy/unsubscribe/one-click";

export function unsubscribeRoutes(db: Kysely<Database>, key: string, now: () => Date) {
  return new Hono()
    .use("*", privateAnswers)
    .post("/unsubscribe", async (c) => {
      const { token } = inputOf(c, "unsubscribeMarketing").body;
      await unsubscribe(db, key, token, now());
      return c.json({ success: true as const, message: privacyMessages.unsubscribed });
    })
    .post("/unsubscribe/one-click", async (c) => {
      // The body is the contract's one pair (List-Unsubscribe=One-Click), checked already; the token is
      // the link's, in the query, so the address the mail app posts to is the link itself.
      const { token } = inputOf(c, "unsubscribeOneClick").query;
      await unsubscribe(db, key, token, now());
      return c.json({ success: true as const, message: privacyMessages.unsubscribed });
    });
}
