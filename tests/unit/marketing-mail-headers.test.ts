import { type CaughtMailer, startCaughtMailer } from "../support/caughtMailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../mocks/fixtures";
import { signupCodeMail } from "../../server/services/accounts/mails";
import { readCaughtMails } from "../../server/services/mail/catcher";
import type { SmtpMailer } from "../../server/services/mail/mailer";
import { orderConfirmationMail } from "../../server/services/orders/mail";
import { offerMail, unsubscribeToken, unsubscribeUrl } from "../../server/services/privacy/marketing";

let dir: string;
let mailer: SmtpMailer;
let caught: CaughtMailer;

beforeAll(async () => {
  caught = await startCaughtMailer("rangrez-offer-mail-");
  ({ dir, mailer } = caught);
});
afterAll(() => caught.stop());

const origin = "https://rangrez.in";
const token = unsubscribeToken("k".repeat(64), "64f1a2b3c4d5e6f708192a3b");

describe("offer mail headers", () => {
  it("an offer mail has List-Unsubscribe and List-Unsubscribe-Post and the link in its words", async () => {
    const mail = offerMail(origin, token, {
      to: "meera@example.in",
      subject: "New kurtas this week",
      text: "Twelve new kurtas are in.",
    });
    await mailer.send(mail);
    const caught = (await readCaughtMails(dir)).find((m) => m.subject === "New kurtas this week");
    const link = unsubscribeUrl(origin, token);
    expect(caught?.listHeaders).toEqual({
      "list-unsubscribe": `<${link}>`,
      "list-unsubscribe-post": "List-Unsubscribe=One-Click",
    });
    expect(caught?.text).toContain(link);
  });

  it("a service mail (a sign-up code, an order's confirmation) has neither", async () => {
    const service = [signupCodeMail("meera@example.in", "123456", "meera"), orderConfirmationMail(orders[0])];
    for (const mail of service) {
      expect(mail.headers).toBeUndefined();
      await mailer.send(mail);
    }
    const caught = await readCaughtMails(dir);
    for (const mail of service) {
      const sent = caught.find((m) => m.subject === mail.subject);
      expect(sent).toBeDefined();
      expect(sent?.listHeaders).toEqual({});
    }
  });
});
