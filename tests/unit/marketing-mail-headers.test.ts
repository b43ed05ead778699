import { type CaughtMailer, startCaughtMailer } from "../support/caughtMailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../mocks/fixtures";
import { signupCodeMail } from "../../server/services/accounts/mails";
import { readCaughtMails } from "../../server/services/mail/catcher";
import type { SmtpMailer } from "../../server/services/mail/mailer";
import { orderConfirmationMail } from "../../server/services/orders/mail";
import type { DatabaseHandle } from "../../server/db/database";
import { identityColumns } from "../../server/services/accounts/identity";
import { newId } from "../../server/services/accounts/tokens";
import {
  offerMail,
  offerMailFor,
  setMarketingConsent,
  unsubscribe,
  unsubscribeToken,
  unsubscribeUrl,
} from "../../server/services/privacy/marketing";
import { memoryDatabase } from "./server-helpers";

let dir: string;
let mailer: SmtpMailer;
let caught: CaughtMailer;

let handle: DatabaseHandle;

beforeAll(async () => {
  caught = await startCaughtMailer("rangrez-offer-mail-");
  ({ dir, mailer } = caught);
  handle = await memoryDatabase();
}, 60_000);
afterAll(async () => {
  await caught.stop();
  await handle.close();
});

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

describe("who an offer mail may go to", () => {
  const key = "k".repeat(64);
  const offer = { subject: "New shackets", text: "Six new shackets are in." };

  async function account(label: string) {
    const id = newId();
    const email = `${label}.${id.slice(0, 8)}@example.in`;
    await handle.db
      .insertInto("users")
      .values({
        id,
        ...identityColumns({ username: `${label}_${id.slice(0, 8)}`, email }),
        role: "shopper",
        password_hash: "unused",
      })
      .execute();
    return { id, email };
  }

  it("none to an account that never agreed; one, with its link, once it agrees; none after it withdraws", async () => {
    const meera = await account("meera");
    expect(await offerMailFor(handle.db, key, origin, meera.id, offer)).toBeNull();

    await setMarketingConsent(handle.db, meera.id, true);
    const mail = await offerMailFor(handle.db, key, origin, meera.id, offer);
    expect(mail?.to).toBe(meera.email);
    expect(mail?.text).toContain(unsubscribeUrl(origin, unsubscribeToken(key, meera.id)));
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Withdrawn by the mail's own link, no sign-in.
    await unsubscribe(handle.db, key, unsubscribeToken(key, meera.id));
    expect(await offerMailFor(handle.db, key, origin, meera.id, offer)).toBeNull();
  });

  it("none to a deleted account, even one that had agreed", async () => {
    const arjun = await account("arjun");
    await setMarketingConsent(handle.db, arjun.id, true);
    await handle.db.updateTable("users").set({ deleted_at: new Date() }).where("id", "=", arjun.id).execute();
    expect(await offerMailFor(handle.db, key, origin, arjun.id, offer)).toBeNull();
  });
});
