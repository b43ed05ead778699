// setVariantStock (server/services/restock.ts) beyond the contract scenario's happy path: only a size going
// from 0 to more mails (by a job written with the change), only the shoppers waiting for that size, and a
// mail given up after its last try re-arms its alert so the next restock tries again.
import { describe, expect, it } from "vitest";
import { catalogue, type Size, users } from "../../mocks/fixtures";
import type { Mailer, OutgoingMail } from "../../server/services/mail/mailer";
import { requestRestockAlert, setVariantStock } from "../../server/services/restock";
import { runDueJobs } from "../support/jobs";
import { seededServer } from "./server-helpers";
import { captureLogs } from "../support/logLines";

const server = seededServer();
const PUBLIC = "https://rangrez.test";

const soldOut = catalogue.flatMap((p) =>
  p.variants.flatMap((v) =>
    v.sizes.filter((s) => s.stock === 0).map((s) => ({ p, v, size: s.size as Size })),
  ),
);

function recordingMailer(fail = false): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (mail) => {
      if (fail) throw new Error("SMTP down");
      sent.push(mail);
    },
    close: () => {},
  };
}

const waiting = (variantId: string, size: Size) =>
  server.handle.db
    .selectFrom("restock_alerts")
    .select(["user_id", "notified_at"])
    .where("variant_id", "=", variantId)
    .where("size", "=", size)
    .execute();

describe("setVariantStock", () => {
  it("mails the waiting shoppers of that size only when it goes from 0 to more", async () => {
    const [a, b] = soldOut.filter((x, i, all) => all.findIndex((y) => y.v === x.v) === i);
    for (const user of [users[0], users[1]]) {
      await requestRestockAlert(server.handle.db, user._id, {
        productId: a.p._id,
        variantId: a.v._id,
        size: a.size,
      });
    }
    await requestRestockAlert(server.handle.db, users[2]._id, {
      productId: b.p._id,
      variantId: b.v._id,
      size: b.size,
    });
    const mailer = recordingMailer();
    const mail = { publicOrigin: PUBLIC };
    // Still 0: nothing.
    expect(
      await setVariantStock(server.handle.db, mail, {
        variantId: a.v._id,
        size: a.size,
        stock: 0,
      }),
    ).toEqual([]);
    const notified = await setVariantStock(server.handle.db, mail, {
      variantId: a.v._id,
      size: a.size,
      stock: 2,
    });
    expect(notified?.map((n) => n.email).sort()).toEqual([users[0].email, users[1].email].sort());
    await runDueJobs(server.handle.db, { mailer });
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([users[0].email, users[1].email].sort());
    expect(mailer.sent[0].text).toContain(`${PUBLIC}/display/${a.p._id}/${a.v._id}`);
    // 2 → 5 is not a restock; the other variant's shopper was never mailed.
    expect(
      await setVariantStock(server.handle.db, mail, {
        variantId: a.v._id,
        size: a.size,
        stock: 5,
      }),
    ).toEqual([]);
    expect((await waiting(b.v._id, b.size)).map((w) => w.notified_at)).toEqual([null]);
    expect(
      await setVariantStock(server.handle.db, mail, {
        variantId: a.v._id,
        size: "XXXL" as Size,
        stock: 1,
      }),
    ).toBeNull();
    await runDueJobs(server.handle.db, { mailer });
    expect(mailer.sent).toHaveLength(2);
  });

  it("a mail that fails every try is given up and re-arms the alert, and the next restock mails it", async () => {
    const c = soldOut.at(-1) as (typeof soldOut)[number];
    await requestRestockAlert(server.handle.db, users[0]._id, {
      productId: c.p._id,
      variantId: c.v._id,
      size: c.size,
    });
    const change = { variantId: c.v._id, size: c.size };
    const mail = { publicOrigin: PUBLIC };
    await setVariantStock(server.handle.db, mail, { ...change, stock: 1 });
    expect((await waiting(c.v._id, c.size))[0].notified_at).not.toBeNull();
    const failing = recordingMailer(true);
    // Tried again at once (no backoff) until the job's last try: then it is given up.
    const logs = captureLogs();
    try {
      await runDueJobs(server.handle.db, { mailer: failing }, { backoffMs: { base: 0, max: 0 } });
      expect(logs.messages()).toContainEqual(
        expect.stringContaining("failed on try 10 of 10, given up: SMTP down"),
      );
    } finally {
      logs.restore();
    }
    expect((await waiting(c.v._id, c.size))[0].notified_at).toBeNull();
    await setVariantStock(server.handle.db, mail, { ...change, stock: 0 });
    await setVariantStock(server.handle.db, mail, { ...change, stock: 3 });
    const working = recordingMailer();
    await runDueJobs(server.handle.db, { mailer: working });
    expect(working.sent.map((m) => m.to)).toEqual([users[0].email]);
    expect((await waiting(c.v._id, c.size))[0].notified_at).not.toBeNull();
  });
});
