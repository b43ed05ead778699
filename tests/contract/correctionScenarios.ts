// Correcting one's own details (docs/decisions/personal-data.md#correction), run inside `contractScenarios`
// against the server on PGlite and on PostgreSQL, every answer checked against the contract: name and phone
// change at once (checked as at sign-up) and the session answers them; the email changes only with the code
// mailed to the new address, for the account that asked; the old address is told once; an address with
// another account answers as sign-up does (its owner gets a note, no code), and is refused if it was taken
// while the code was out; the download holds the corrected values.
import { describe, expect, it } from "vitest";
import { staffUser } from "../../mocks/fixtures";
import { authMessages } from "../../src/lib/accountApiMessages";
import {
  accountDetailsMessages,
  EMAIL_CHANGE_MAIL_SUBJECT,
  EMAIL_CHANGE_TAKEN_MAIL_SUBJECT,
  EMAIL_CHANGED_MAIL_SUBJECT,
} from "../../src/lib/accountDetails";
import { apiError } from "./apiError";
import { staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { freshIdentity, mailedCode, registerBody, registeredShopper, signUpToken } from "./shoppers";

/** A code that is not `code` (six digits all the same are never both). */
const otherThan = (code: string) => (code === "111111" ? "222222" : "111111");

export function correctionScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  const mailsTo = async (email: string, subject: string) =>
    (await target().inbox()).filter((m) => m.subject === subject && m.to.includes(email));

  describe("PUT /account/details", () => {
    it("changes the name and phone, kept as sign-up keeps them, and the session answers them", async () => {
      const { browser, user } = await registeredShopper(target(), "details_me");
      const answer = await browser.client.PUT("/account/details", {
        body: { name: "  Meera   Krishnan-Iyer ", phone: "" },
      });
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.data).toMatchObject({
        success: true,
        message: accountDetailsMessages.saved,
        user: { _id: user._id, name: "Meera Krishnan-Iyer", phone: "", email: user.email },
      });
      const session = await browser.client.GET("/auth/verify");
      expect(session.data?.user).toMatchObject({ name: "Meera Krishnan-Iyer", phone: "" });

      const phone = freshIdentity("details_phone").phone;
      const again = await browser.client.PUT("/account/details", { body: { name: "मीरा अय्यर", phone } });
      expect(again.data?.user).toMatchObject({ name: "मीरा अय्यर", phone });
      // The phone is a way to log in: the new one works.
      const login = await target()
        .browser()
        .client.POST("/auth/login", {
          body: { identifier: phone, password: "Rangrez@2026" },
        });
      expect(login.data?.user._id).toBe(user._id);
    });

    it("refuses another account's phone, a name sign-up refuses, and a guest", async () => {
      const me = await registeredShopper(target(), "details_a");
      const them = await registeredShopper(target(), "details_b");
      const taken = await apiError(
        me.browser.client.PUT("/account/details", {
          body: { name: "Meera Iyer", phone: them.identity.phone },
        }),
      );
      expect([taken.status, taken.serverMessage]).toEqual([409, authMessages.phoneTaken]);
      const badName = await apiError(
        me.browser.client.PUT("/account/details", { body: { name: "meera_99", phone: "" } }),
      );
      expect(badName.status).toBe(400);
      const guest = await apiError(
        target()
          .browser()
          .client.PUT("/account/details", { body: { name: "Meera Iyer", phone: "" } }),
      );
      expect(guest.status).toBe(401);
      const session = await me.browser.client.GET("/auth/verify");
      expect(session.data?.user).toMatchObject({ name: me.identity.name, phone: me.identity.phone });
    });

    it("a staff account corrects its own details the same way", async () => {
      const browser = await staffBrowser(target());
      const changed = await browser.client.PUT("/account/details", {
        body: { name: "Rangrez Care Staff", phone: staffUser.phone },
      });
      expect(changed.data?.user).toMatchObject({ role: "staff", name: "Rangrez Care Staff" });
      const back = await browser.client.PUT("/account/details", {
        body: { name: staffUser.name, phone: staffUser.phone },
      });
      expect(back.data?.user.name).toBe(staffUser.name);
    });
  });

  describe("changing the email", () => {
    it("takes the code mailed to the new address, for this account only; tells the old address once", async () => {
      const me = await registeredShopper(target(), "email_me");
      const other = await registeredShopper(target(), "email_other");
      const newEmail = freshIdentity("email_new").email;

      const sent = await me.browser.client.POST("/account/email/code", { body: { email: newEmail } });
      expect(sent.response.headers.get("cache-control")).toBe("private, no-store");
      expect(sent.data).toEqual({ success: true, message: accountDetailsMessages.codeSent(newEmail) });
      const code = await mailedCode(target(), newEmail, EMAIL_CHANGE_MAIL_SUBJECT);
      expect((await me.browser.client.GET("/auth/verify")).data?.user?.email).toBe(me.identity.email);

      // The code is this account's: another signed-in account cannot use it.
      const theirs = await apiError(
        other.browser.client.PUT("/account/email", { body: { email: newEmail, otp: code } }),
      );
      expect([theirs.status, theirs.serverMessage]).toEqual([400, authMessages.invalidOtp]);
      const wrong = await apiError(
        me.browser.client.PUT("/account/email", { body: { email: newEmail, otp: otherThan(code) } }),
      );
      expect([wrong.status, wrong.serverMessage]).toEqual([400, authMessages.invalidOtp]);
      expect((await me.browser.client.GET("/auth/verify")).data?.user?.email).toBe(me.identity.email);

      const changed = await me.browser.client.PUT("/account/email", { body: { email: newEmail, otp: code } });
      expect(changed.response.headers.get("cache-control")).toBe("private, no-store");
      expect(changed.data).toMatchObject({
        message: accountDetailsMessages.emailChanged,
        user: { _id: me.user._id, email: newEmail },
      });
      expect((await me.browser.client.GET("/auth/verify")).data?.user?.email).toBe(newEmail);
      // Spent: the same code changes nothing again.
      const spent = await apiError(
        me.browser.client.PUT("/account/email", { body: { email: newEmail, otp: code } }),
      );
      expect(spent.status).toBe(400);

      const notices = await mailsTo(me.identity.email, EMAIL_CHANGED_MAIL_SUBJECT);
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain(newEmail);
      expect(
        (await target().inbox()).filter(
          (m) => m.subject === EMAIL_CHANGED_MAIL_SUBJECT && m.to.includes(newEmail),
        ),
      ).toEqual([]);

      // The new address logs in; the old one names no account any more.
      const login = await target()
        .browser()
        .client.POST("/auth/login", {
          body: { identifier: newEmail, password: me.identity.password },
        });
      expect(login.data?.user._id).toBe(me.user._id);
      const old = await apiError(
        target()
          .browser()
          .client.POST("/auth/login", {
            body: { identifier: me.identity.email, password: me.identity.password },
          }),
      );
      expect(old.status).toBe(401);

      // The download holds the corrected values.
      await me.browser.client.PUT("/account/details", { body: { name: "Meera K Iyer", phone: "" } });
      const exported = await me.browser.client.GET("/account/privacy/export");
      expect(exported.data?.account).toMatchObject({ email: newEmail, name: "Meera K Iyer", phone: "" });
      expect(JSON.stringify(exported.data?.account)).not.toContain(me.identity.phone);
    });

    it("an address with another account answers as sign-up does: its owner gets a note, no code", async () => {
      const me = await registeredShopper(target(), "email_taker");
      const owner = await registeredShopper(target(), "email_owner");
      const sent = await me.browser.client.POST("/account/email/code", {
        body: { email: owner.identity.email },
      });
      expect(sent.data).toEqual({
        success: true,
        message: accountDetailsMessages.codeSent(owner.identity.email),
      });
      const notes = await mailsTo(owner.identity.email, EMAIL_CHANGE_TAKEN_MAIL_SUBJECT);
      expect(notes).toHaveLength(1);
      expect(notes[0].text).not.toMatch(/(?<!\S)\d{6}(?!\S)/);
      expect(await mailsTo(owner.identity.email, EMAIL_CHANGE_MAIL_SUBJECT)).toEqual([]);
      // The mail names nobody but its own reader.
      expect(notes[0].content).not.toContain(me.identity.email);
      expect(notes[0].content).not.toContain(me.identity.username);

      const guess = await apiError(
        me.browser.client.PUT("/account/email", { body: { email: owner.identity.email, otp: "123456" } }),
      );
      expect(guess.status).toBe(400);
      // Sign-up's limits: a second code within 30 seconds is refused with the wait.
      const soon = await apiError(
        me.browser.client.POST("/account/email/code", { body: { email: owner.identity.email } }),
      );
      expect(soon.status).toBe(429);
      const same = await apiError(
        me.browser.client.POST("/account/email/code", { body: { email: me.identity.email.toUpperCase() } }),
      );
      expect([same.status, same.serverMessage]).toEqual([400, accountDetailsMessages.sameEmail]);
      expect((await me.browser.client.GET("/auth/verify")).data?.user?.email).toBe(me.identity.email);
      const guest = await apiError(
        target()
          .browser()
          .client.POST("/account/email/code", { body: { email: "x@example.in" } }),
      );
      expect(guest.status).toBe(401);
    });

    it("refuses the right code when the address became another account's while the code was out", async () => {
      const me = await registeredShopper(target(), "email_late");
      const wanted = freshIdentity("email_raced");
      await me.browser.client.POST("/account/email/code", { body: { email: wanted.email } });
      const code = await mailedCode(target(), wanted.email, EMAIL_CHANGE_MAIL_SUBJECT);
      // Someone signs up with the address meanwhile.
      const newcomer = target().browser();
      const token = await signUpToken(target(), newcomer, wanted);
      const created = await newcomer.client.POST("/auth/register", { body: registerBody(wanted, token) });
      expect(created.response.status).toBe(201);

      const refused = await apiError(
        me.browser.client.PUT("/account/email", { body: { email: wanted.email, otp: code } }),
      );
      expect([refused.status, refused.serverMessage]).toEqual([409, authMessages.emailTaken]);
      expect((await me.browser.client.GET("/auth/verify")).data?.user?.email).toBe(me.identity.email);
      expect(await mailsTo(me.identity.email, EMAIL_CHANGED_MAIL_SUBJECT)).toEqual([]);
    });
  });
}
