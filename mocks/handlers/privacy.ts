// Contract tag "privacy": the shopper's choice about offers by email (kept in the store, so the switch in
// My Account › Privacy reads back what it set), the download of their data (built from the store: the
// account, its addresses and wishlist, and the sample tickets filed under its email), the deletion of the account (signs the store out), and the
// unsubscribe link; the correction of one's name, phone and email (kept in the store, so the session
// reads back what was saved; any 6-digit code is right here: the code's rules are the server's). The
// server's refusals a screen shows are named variants with its messages.
import { HttpResponse } from "msw";
import type { components } from "../../src/api/schema";
import { FIXTURES_NOW } from "../fixtures/clock";
import { complaints } from "../fixtures/complaints";
import { authMessages } from "../../src/lib/accountApiMessages";
import { accountDetailsMessages } from "../../src/lib/accountDetails";
import { personName } from "../../src/lib/accountRules";
import { privacyMessages } from "../../src/lib/privacy/messages";
import { fail, http, inputOf } from "./http";
import { mockSignOut, mockStore, requireUser, sessionUser } from "./store";
import { defineVariants } from "./variants";

/** A ticket as the download carries it (server/services/privacy/exportData.ts): the thread's replies are from
 * "care team", and it was last updated by its latest event. */
function exportedTicket(t: components["schemas"]["Complaint"]) {
  const thread = t.messages ?? [];
  const times = [t.createdAt, t.acknowledgedAt, t.resolvedAt, ...thread.map((m) => m.createdAt)].filter(
    (at): at is string => at !== null,
  );
  return {
    number: t.number,
    topic: t.topic,
    name: t.name,
    email: t.email,
    orderNumber: t.orderNumber,
    status: t.status,
    createdAt: t.createdAt,
    updatedAt: times.sort().at(-1) ?? t.createdAt,
    acknowledgeBy: t.acknowledgeBy,
    resolveBy: t.resolveBy,
    acknowledgedAt: t.acknowledgedAt,
    resolvedAt: t.resolvedAt,
    messages: thread.map((m) => ({
      from: m.author === "staff" ? ("care team" as const) : ("you" as const),
      text: m.body,
      writtenAt: m.createdAt,
    })),
  };
}

const AT = new Date(FIXTURES_NOW).toISOString();

/** The server's refusal of a signed-in shopper's call, with `message` (a guest still gets the 401). */
const refuseSignedIn = (status: number, message: string) => () => {
  requireUser();
  return fail(status, message);
};

const defaults = [
  http.get("/account/privacy", ({ response }) => {
    requireUser();
    return response(200).json({ success: true, data: mockStore.marketing });
  }),

  http.put("/account/privacy/marketing", ({ request, response }) => {
    requireUser();
    const { marketingEmails } = inputOf(request, "setMarketingConsent").body;
    mockStore.marketing = { marketingEmails, chosenAt: AT };
    return response(200).json({
      success: true,
      message: marketingEmails ? privacyMessages.consentOn : privacyMessages.consentOff,
      data: mockStore.marketing,
    });
  }),

  http.get("/account/privacy/export", () => {
    const user = requireUser();
    const document: components["schemas"]["PersonalDataExport"] = {
      exportedAt: AT,
      account: {
        _id: user._id,
        username: user.username,
        name: user.name,
        email: user.email,
        phone: user.phone,
        createdAt: AT,
        marketingEmails: {
          consent: mockStore.marketing.marketingEmails,
          chosenAt: mockStore.marketing.chosenAt,
        },
        socialSignIns: [],
      },
      addresses: mockStore.addresses,
      orders: [],
      reviews: [],
      designs: [],
      uploads: [],
      wishlist: mockStore.wishlistIds.map((productId) => ({ productId, addedAt: AT })),
      restockAlerts: [],
      complaints: complaints.filter((t) => t.email === user.email).map(exportedTicket),
    };
    return HttpResponse.json(document, {
      headers: {
        "Cache-Control": "private, no-store",
        "Content-Disposition": `attachment; filename="rangrez-my-data-${AT.slice(0, 10)}.json"`,
      },
    });
  }),

  http.put("/account/details", ({ request, response }) => {
    requireUser();
    const { name, phone } = inputOf(request, "updateAccountDetails").body;
    if (mockStore.user) mockStore.user = { ...mockStore.user, name: personName(name), phone: phone.trim() };
    return response(200).json({ success: true, message: accountDetailsMessages.saved, user: requireUser() });
  }),

  http.post("/account/email/code", ({ request, response }) => {
    const user = requireUser();
    const email = inputOf(request, "sendEmailChangeCode").body.email.trim().toLowerCase();
    if (email === user.email.toLowerCase()) fail(400, accountDetailsMessages.sameEmail);
    return response(200).json({ success: true, message: accountDetailsMessages.codeSent(email) });
  }),

  http.put("/account/email", ({ request, response }) => {
    requireUser();
    const { email } = inputOf(request, "changeEmail").body;
    if (mockStore.user) mockStore.user = { ...mockStore.user, email: email.trim().toLowerCase() };
    const user = sessionUser() ?? requireUser();
    return response(200).json({ success: true, message: accountDetailsMessages.emailChanged, user });
  }),

  http.delete("/account", () => {
    requireUser();
    mockSignOut();
    return HttpResponse.json({ success: true as const, message: privacyMessages.accountDeleted });
  }),

  http.post("/privacy/unsubscribe", ({ response }) => {
    mockStore.marketing = { marketingEmails: false, chosenAt: AT };
    return response(200).json({ success: true, message: privacyMessages.unsubscribed });
  }),

  // A mail app's one-click unsubscribe (no screen sends it; the server's is the one that matters).
  http.post("/privacy/unsubscribe/one-click", ({ response }) => {
    mockStore.marketing = { marketingEmails: false, chosenAt: AT };
    return response(200).json({ success: true, message: privacyMessages.unsubscribed });
  }),
];

export const privacyHandlers = defineVariants(defaults, {
  /** The shopper agreed to offers by email. */
  consentOn: [
    http.get("/account/privacy", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { marketingEmails: true, chosenAt: AT } });
    }),
  ],
  /** An order is still open: the account cannot be deleted yet. */
  openOrders: [http.delete("/account", refuseSignedIn(409, privacyMessages.openOrders))],
  /** Another account has the phone number. */
  phoneTaken: [http.put("/account/details", refuseSignedIn(409, authMessages.phoneTaken))],
  /** Ten changes this hour already: the next in 40 minutes. */
  detailsThrottled: [
    http.put("/account/details", refuseSignedIn(429, accountDetailsMessages.tooManyChanges(2400))),
  ],
  /** A code went to the new address less than 30 s ago. */
  emailCodeThrottled: [http.post("/account/email/code", refuseSignedIn(429, authMessages.resendWait(27)))],
  /** The code typed is not the one mailed. */
  wrongEmailCode: [http.put("/account/email", refuseSignedIn(400, authMessages.invalidOtp))],
  /** The code's ten minutes are over. */
  emailCodeExpired: [http.put("/account/email", refuseSignedIn(400, authMessages.otpExpired))],
  /** The address came to belong to another account after the code went out. */
  emailTaken: [http.put("/account/email", refuseSignedIn(409, authMessages.emailTaken))],
  /** The unsubscribe link was not signed by the shop. */
  badUnsubscribeLink: [
    http.post("/privacy/unsubscribe", () => fail(400, privacyMessages.badUnsubscribeLink)),
  ],
});
