// Personal-data scenarios (docs/decisions/personal-data.md), run inside `contractScenarios` against the
// server on PGlite and on PostgreSQL, every answer checked against the contract: offers by email only with
// the shopper's consent, switched off in My Account or by the mail's link without signing in (a forged link
// refused); the download holds the shopper's data and nobody else's, never cached; deleting the account
// erases what the confirmation says and keeps the orders with the details GST records need; the periodic
// erasure job erases what the retention table says is expired and keeps the rest. Complaint tickets: in the
// download with their threads, kept (without the email) with an order or erased when the account goes, and
// erased 3 years after their resolution.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { blankVariantId, catalogue, staffUser } from "../../mocks/fixtures";
import { UNSUBSCRIBE_PATH } from "../../src/lib/paths";
import { privacyMessages } from "../../src/lib/privacy/messages";
import { COMPLAINT_REPLY_MAIL_JOB } from "../../server/services/complaints/complaints";
import { ORDER_BATCH } from "../../server/services/privacy/retention";
import {
  COMPLAINT_RECORD_YEARS,
  ERASED_KINDS,
  GUEST_UPLOAD_DAYS,
  erasureRule,
  ORDER_RECORD_YEARS,
} from "../../src/lib/privacy/retention";
import { apiError } from "./apiError";
import { staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { freshIdentity, homeAddress, registerBody, registeredShopper, signUpToken } from "./shoppers";

const DAY = 24 * 60 * 60 * 1000;
const unique = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

export function privacyScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();
  const db = () => target().backOffice.database;

  /** A shopper with an address, a wishlisted product, a review, a design with an uploaded picture and a
   * delivered order: one of everything the download and the deletion cover. */
  async function shopperWithData(label: string) {
    const shopper = await registeredShopper(target(), label);
    const { browser, user } = shopper;
    const product = catalogue[catalogue.length - 1];
    const variant = product.variants[0];
    await browser.client.POST("/addresses", {
      body: { ...homeAddress, street: `${label} Lane 7`, isDefault: false },
    });
    await browser.client.POST("/wishlist/toggle", { body: { userId: user._id, productId: product._id } });
    await db()
      .insertInto("reviews")
      .values({
        id: unique("rev"),
        product_id: product._id,
        user_id: user._id,
        username: user.username,
        rating: 4,
        comment: `Review by ${label}`,
      })
      .execute();
    const uploadId = await target().backOffice.addDesignUpload(user._id);
    const designId = await target().backOffice.saveDesign({
      userId: user._id,
      garment: "tshirt",
      variantId: blankVariantId("tshirt", "black"),
      sides: {
        front: [{ kind: "upload", id: "u1", uploadId, x: 600, y: 600, width: 400, height: 400, rotation: 0 }],
        back: [],
      },
    });
    await target().backOffice.deliverOrder(user._id, {
      productId: product._id,
      variantId: variant._id,
      size: variant.sizes[0].size,
    });
    return { ...shopper, uploadId, designId, productId: product._id };
  }

  /** A ticket as the complaints service files it, with its thread: the shopper's message, then a staff reply
   * (written by the sample staff account, whose name and email must never reach the shopper's download). */
  async function ticket(input: {
    userId: string | null;
    orderId?: string | null;
    name: string;
    email: string;
    label: string;
    createdAt?: Date;
    resolvedAt?: Date | null;
  }) {
    const createdAt = input.createdAt ?? new Date();
    const staff = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", staffUser.email)
      .executeTakeFirstOrThrow();
    const row = await db()
      .insertInto("complaints")
      .values({
        user_id: input.userId,
        order_id: input.orderId ?? null,
        name: input.name,
        email: input.email,
        topic: input.orderId ? "delivery" : "website",
        status: input.resolvedAt ? "resolved" : "acknowledged",
        created_at: createdAt,
        acknowledge_by: new Date(createdAt.getTime() + 2 * DAY),
        resolve_by: new Date(createdAt.getTime() + 30 * DAY),
        acknowledged_at: new Date(createdAt.getTime() + DAY / 2),
        resolved_at: input.resolvedAt ?? null,
      })
      .returning(["id", "number"])
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("complaint_messages")
      .values([
        { complaint_id: row.id, author: "shopper", body: `Complaint ${input.label}`, created_at: createdAt },
        {
          complaint_id: row.id,
          author: "staff",
          staff_id: staff.id,
          body: `Reply to ${input.label}`,
          created_at: new Date(createdAt.getTime() + DAY / 2),
        },
      ])
      .execute();
    return row.number;
  }

  const ticketNumbers = async (numbers: string[]) =>
    (await db().selectFrom("complaints").select("number").where("number", "in", numbers).execute())
      .map((t) => t.number)
      .sort();

  const orderOf = async (userId: string) =>
    await db()
      .selectFrom("orders")
      .select(["id", "order_number"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();

  describe("complaint tickets and personal data", () => {
    it("the download holds the shopper's tickets and threads, replies from the care team, and nobody else's", async () => {
      const me = await shopperWithData("tickets_me");
      const them = await shopperWithData("tickets_them");
      const order = await orderOf(me.user._id);
      const filed = new Date(Date.now() - 10 * DAY);
      const mine = await ticket({
        userId: me.user._id,
        orderId: order.id,
        name: me.identity.name,
        email: me.identity.email,
        label: "tickets_me",
        createdAt: filed,
        resolvedAt: new Date(filed.getTime() + DAY),
      });
      await ticket({
        userId: them.user._id,
        name: them.identity.name,
        email: them.identity.email,
        label: "tickets_them",
      });
      const data = (await me.browser.client.GET("/account/privacy/export")).data;
      if (!data) throw new Error("the export answered no data");
      expect(data.complaints).toEqual([
        {
          number: mine,
          topic: "delivery",
          name: me.identity.name,
          email: me.identity.email,
          orderNumber: order.order_number,
          status: "resolved",
          createdAt: filed.toISOString(),
          updatedAt: new Date(filed.getTime() + DAY).toISOString(),
          acknowledgeBy: new Date(filed.getTime() + 2 * DAY).toISOString(),
          resolveBy: new Date(filed.getTime() + 30 * DAY).toISOString(),
          acknowledgedAt: new Date(filed.getTime() + DAY / 2).toISOString(),
          resolvedAt: new Date(filed.getTime() + DAY).toISOString(),
          messages: [
            { from: "you", text: "Complaint tickets_me", writtenAt: filed.toISOString() },
            {
              from: "care team",
              text: "Reply to tickets_me",
              writtenAt: new Date(filed.getTime() + DAY / 2).toISOString(),
            },
          ],
        },
      ]);
      const text = JSON.stringify(data);
      for (const absent of ["tickets_them", them.identity.email, staffUser.email]) {
        expect(text).not.toContain(absent);
      }
    });

    it("deleting the account keeps the ticket about an order without the email and erases the others", async () => {
      const me = await shopperWithData("tickets_delete");
      const bystander = await registeredShopper(target(), "tickets_bystander");
      const order = await orderOf(me.user._id);
      const about = await ticket({
        userId: me.user._id,
        orderId: order.id,
        name: me.identity.name,
        email: me.identity.email,
        label: "about the order",
      });
      const general = await ticket({
        userId: me.user._id,
        name: me.identity.name,
        email: me.identity.email,
        label: "about the website",
      });
      // Filed as a guest under the same email before signing up.
      const asGuest = await ticket({
        userId: null,
        name: me.identity.name,
        email: me.identity.email.toUpperCase(),
        label: "as a guest",
      });
      const theirs = await ticket({
        userId: bystander.user._id,
        name: bystander.identity.name,
        email: bystander.identity.email,
        label: "bystander",
      });
      expect((await me.browser.client.DELETE("/account")).response.status).toBe(200);

      expect(await ticketNumbers([about, general, asGuest, theirs])).toEqual([about, theirs].sort());
      const kept = await db()
        .selectFrom("complaints")
        .select(["name", "email", "order_id", "user_id"])
        .where("number", "=", about)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ name: me.identity.name, email: "", order_id: order.id, user_id: me.user._id });
      const thread = await db()
        .selectFrom("complaint_messages as m")
        .innerJoin("complaints as c", "c.id", "m.complaint_id")
        .select("m.body")
        .where("c.number", "=", about)
        .execute();
      expect(thread.map((m) => m.body)).toEqual(["Complaint about the order", "Reply to about the order"]);
      const left = await db()
        .selectFrom("complaint_messages")
        .select("id")
        .where("body", "in", ["Complaint about the website", "Complaint as a guest"])
        .execute();
      expect(left).toEqual([]);
      expect(
        (
          await db()
            .selectFrom("complaints")
            .select("email")
            .where("number", "=", theirs)
            .executeTakeFirstOrThrow()
        ).email,
      ).toBe(bystander.identity.email);

      // Staff may still answer the kept ticket: the reply joins its record, and its mail job ends having
      // sent nothing, as there is no email to send it to.
      const staff = await staffBrowser(target());
      const replied = await staff.client.POST("/admin/complaints/{number}/replies", {
        params: { path: { number: about } },
        body: { message: "Refunded to the original payment method." },
      });
      expect(replied.response.status).toBe(201);
      expect(replied.data?.data).toMatchObject({ email: "", replies: 2 });
      const reply = await db()
        .selectFrom("complaint_messages as m")
        .innerJoin("complaints as c", "c.id", "m.complaint_id")
        .select("m.id")
        .where("c.number", "=", about)
        .where("m.body", "=", "Refunded to the original payment method.")
        .executeTakeFirstOrThrow();
      const mailJob = () =>
        db()
          .selectFrom("jobs")
          .select(["done_at", "failed_at"])
          .where("kind", "=", COMPLAINT_REPLY_MAIL_JOB)
          .where("key", "=", String(reply.id))
          .executeTakeFirst();
      await expect.poll(async () => (await mailJob())?.done_at ?? null, { timeout: 10_000 }).not.toBeNull();
      expect((await mailJob())?.failed_at).toBeNull();
      const mailed = (await target().inbox()).filter((m) =>
        m.subject.includes(`Reply to your complaint ${about}`),
      );
      expect(mailed).toEqual([]);
    });

    it("the erasure job erases a ticket resolved over the table's years ago and keeps a recent or unresolved one", async () => {
      const now = new Date();
      const yearsAgo = (years: number, days = 0) => new Date(now.getTime() - (years * 365 + days) * DAY);
      const shopper = await registeredShopper(target(), "tickets_retention");
      const who = { name: shopper.identity.name, email: shopper.identity.email };
      const old = await ticket({
        ...who,
        userId: shopper.user._id,
        label: "old resolved",
        createdAt: yearsAgo(COMPLAINT_RECORD_YEARS, 40),
        resolvedAt: yearsAgo(COMPLAINT_RECORD_YEARS, 1),
      });
      const oldGuest = await ticket({
        userId: null,
        name: "A guest",
        email: `${unique("guest")}@example.in`,
        label: "old guest",
        createdAt: yearsAgo(COMPLAINT_RECORD_YEARS, 40),
        resolvedAt: yearsAgo(COMPLAINT_RECORD_YEARS, 2),
      });
      const recent = await ticket({
        ...who,
        userId: shopper.user._id,
        label: "recent resolved",
        createdAt: yearsAgo(COMPLAINT_RECORD_YEARS, -10),
        resolvedAt: yearsAgo(COMPLAINT_RECORD_YEARS - 1),
      });
      const unresolved = await ticket({
        ...who,
        userId: shopper.user._id,
        label: "old unresolved",
        createdAt: yearsAgo(COMPLAINT_RECORD_YEARS + 1),
      });
      const erased = await target().backOffice.runRetention(now);
      expect(erased.complaints).toBeGreaterThanOrEqual(2);
      expect(await ticketNumbers([old, oldGuest, recent, unresolved])).toEqual([recent, unresolved].sort());
      const thread = await db()
        .selectFrom("complaint_messages")
        .select("id")
        .where("body", "in", ["Complaint old resolved", "Reply to old guest"])
        .execute();
      expect(thread).toEqual([]);
    });
  });

  describe("offers by email", () => {
    it("are off unless the separate box is ticked at sign-up, and one switch turns them on and off", async () => {
      const plain = await registeredShopper(target(), "consent_none");
      const off = await plain.browser.client.GET("/account/privacy");
      expect(off.data?.data).toEqual({ marketingEmails: false, chosenAt: null });
      expect(off.response.headers.get("cache-control")).toBe("private, no-store");

      const browser = target().browser();
      const identity = freshIdentity("consent_yes");
      const token = await signUpToken(target(), browser, identity);
      const created = await browser.client.POST("/auth/register", {
        body: { ...registerBody(identity, token), marketingConsent: true },
      });
      expect(created.response.status).toBe(201);
      const on = await browser.client.GET("/account/privacy");
      expect(on.data?.data.marketingEmails).toBe(true);
      expect(on.data?.data.chosenAt).toEqual(expect.any(String));

      const withdrawn = await browser.client.PUT("/account/privacy/marketing", {
        body: { marketingEmails: false },
      });
      expect(withdrawn.data?.message).toBe(privacyMessages.consentOff);
      expect((await browser.client.GET("/account/privacy")).data?.data.marketingEmails).toBe(false);
      const given = await plain.browser.client.PUT("/account/privacy/marketing", {
        body: { marketingEmails: true },
      });
      expect(given.data).toMatchObject({
        message: privacyMessages.consentOn,
        data: { marketingEmails: true },
      });

      const guest = await apiError(target().browser().client.GET("/account/privacy"));
      expect(guest.status).toBe(401);
    });

    it("the mail's unsubscribe link withdraws them without signing in; a forged link is refused", async () => {
      const shopper = await registeredShopper(target(), "unsub");
      const other = await registeredShopper(target(), "unsub_other");
      for (const who of [shopper, other]) {
        await who.browser.client.PUT("/account/privacy/marketing", { body: { marketingEmails: true } });
      }
      const tokenOf = target().backOffice.unsubscribeToken;
      // Another account's id under this one's signature, and a signature of nobody's.
      const forged = [
        `${other.user._id}.${tokenOf(shopper.user._id).split(".")[1]}`,
        `${shopper.user._id}.${"A".repeat(43)}`,
      ];
      const stranger = target().browser();
      for (const token of forged) {
        const refused = await apiError(stranger.client.POST("/privacy/unsubscribe", { body: { token } }));
        expect({ status: refused.status, message: refused.serverMessage }).toEqual({
          status: 400,
          message: privacyMessages.badUnsubscribeLink,
        });
      }
      expect((await other.browser.client.GET("/account/privacy")).data?.data.marketingEmails).toBe(true);

      const token = tokenOf(shopper.user._id);
      for (let click = 0; click < 2; click += 1) {
        const done = await stranger.client.POST("/privacy/unsubscribe", { body: { token } });
        expect(done.data).toEqual({ success: true, message: privacyMessages.unsubscribed });
      }
      expect((await shopper.browser.client.GET("/account/privacy")).data?.data.marketingEmails).toBe(false);
      expect((await other.browser.client.GET("/account/privacy")).data?.data.marketingEmails).toBe(true);
    });

    it("a mail app's one-click POST to the link (RFC 8058) withdraws them; a forged link is refused, a repeat harmless", async () => {
      const shopper = await registeredShopper(target(), "oneclick");
      const other = await registeredShopper(target(), "oneclick_other");
      for (const who of [shopper, other]) {
        await who.browser.client.PUT("/account/privacy/marketing", { body: { marketingEmails: true } });
      }
      const consent = async (who: typeof shopper) =>
        (await who.browser.client.GET("/account/privacy")).data?.data.marketingEmails;
      const tokenOf = target().backOffice.unsubscribeToken;
      // What a mail app sends: the form of the List-Unsubscribe-Post header to the List-Unsubscribe link,
      // from its own origin, with no cookie.
      const oneClick = (token: string) =>
        target().site(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: "https://mail.example.com",
          },
          body: "List-Unsubscribe=One-Click",
        });
      const forged = `${other.user._id}.${tokenOf(shopper.user._id).split(".")[1]}`;
      const refused = await oneClick(forged);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, message: privacyMessages.badUnsubscribeLink });
      expect(await consent(other)).toBe(true);
      expect(await consent(shopper)).toBe(true);

      for (let press = 0; press < 2; press += 1) {
        const done = await oneClick(tokenOf(shopper.user._id));
        expect(done.status).toBe(200);
        expect(done.headers.get("cache-control")).toBe("private, no-store");
        expect(await done.json()).toEqual({ success: true, message: privacyMessages.unsubscribed });
      }
      expect(await consent(shopper)).toBe(false);
      expect(await consent(other)).toBe(true);

      // The operation the link is handed to, called as the contract has it (its answer checked).
      const direct = await target()
        .browser()
        .client.POST("/privacy/unsubscribe/one-click", {
          params: { query: { token: tokenOf(other.user._id) } },
          body: { "List-Unsubscribe": "One-Click" },
          bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
      expect(direct.data).toEqual({ success: true, message: privacyMessages.unsubscribed });
      expect(await consent(other)).toBe(false);
    });
  });

  describe("GET /account/privacy/export", () => {
    it("holds the shopper's account, addresses, orders, reviews, designs and wishlist, and nobody else's", async () => {
      const me = await shopperWithData("export_me");
      const them = await shopperWithData("export_them");
      const answer = await me.browser.client.GET("/account/privacy/export");
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="rangrez-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = answer.data;
      if (!data) throw new Error("the export answered no data");
      expect(data.account).toMatchObject({
        _id: me.user._id,
        email: me.identity.email,
        phone: me.identity.phone,
        name: me.identity.name,
      });
      expect(data.addresses.map((a) => a.street).sort()).toEqual(
        [homeAddress.street, "export_me Lane 7"].sort(),
      );
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0].delivery.email).toBe(me.identity.email);
      expect(data.reviews.map((r) => r.comment)).toEqual(["Review by export_me"]);
      expect(data.designs.map((d) => d._id)).toEqual([me.designId]);
      expect(data.uploads.map((u) => u._id)).toEqual([me.uploadId]);
      expect(data.wishlist.map((w) => w.productId)).toEqual([me.productId]);
      const text = JSON.stringify(data);
      for (const theirs of [
        them.user._id,
        them.identity.email,
        them.identity.username,
        them.identity.phone,
        them.designId,
        them.uploadId,
        "export_them",
      ]) {
        expect(text).not.toContain(theirs);
      }
      expect((await apiError(target().browser().client.GET("/account/privacy/export"))).status).toBe(401);
    });
  });

  describe("DELETE /account", () => {
    it("erases the account and signs out everywhere, keeping the orders with only what GST records need", async () => {
      const me = await shopperWithData("delete_me");
      const bystander = await shopperWithData("delete_bystander");
      // A second device signed in to the same account.
      const phone = target().browser();
      const login = await phone.client.POST("/auth/login", {
        body: { identifier: me.identity.email, password: me.identity.password },
      });
      expect(login.response.status).toBe(200);

      // A mail to the shopper still waiting to go (a notify-me mail due later).
      await db()
        .insertInto("jobs")
        .values({
          kind: "restock.mail",
          key: unique("waiting"),
          payload: JSON.stringify({
            mail: { to: me.identity.email.toUpperCase(), subject: "Back in stock" },
          }),
          run_at: new Date(Date.now() + DAY),
        })
        .execute();
      const deleted = await me.browser.client.DELETE("/account");
      expect(deleted.data).toEqual({ success: true, message: privacyMessages.accountDeleted });
      expect(deleted.response.headers.get("set-cookie")).toMatch(/rz_session=; Max-Age=0/);
      for (const browser of [me.browser, phone]) {
        expect((await browser.client.GET("/auth/verify")).data?.user).toBeNull();
      }
      const again = await apiError(
        target()
          .browser()
          .client.POST("/auth/login", {
            body: { identifier: me.identity.email, password: me.identity.password },
          }),
      );
      expect(again.status).toBe(401);

      const id = me.user._id;
      const left = async (userId: string) => ({
        addresses: (await db().selectFrom("addresses").select("id").where("user_id", "=", userId).execute())
          .length,
        sessions: (
          await db().selectFrom("sessions").select("user_id").where("user_id", "=", userId).execute()
        ).length,
        designs: (await db().selectFrom("designs").select("id").where("user_id", "=", userId).execute())
          .length,
        uploads: (
          await db().selectFrom("design_uploads").select("id").where("user_id", "=", userId).execute()
        ).length,
        wishlists: (await db().selectFrom("wishlists").select("id").where("user_id", "=", userId).execute())
          .length,
        carts: (await db().selectFrom("carts").select("id").where("user_id", "=", userId).execute()).length,
        reviews: (await db().selectFrom("reviews").select("id").where("user_id", "=", userId).execute())
          .length,
      });
      expect(await left(id)).toEqual({
        addresses: 0,
        sessions: 0,
        designs: 0,
        uploads: 0,
        wishlists: 0,
        carts: 0,
        reviews: 0,
      });
      // Nobody else's data is touched.
      expect(await left(bystander.user._id)).toMatchObject({
        addresses: 2,
        designs: 1,
        uploads: 1,
        reviews: 1,
      });

      const stub = await db()
        .selectFrom("users")
        .select(["email", "username", "name", "phone", "deleted_at", "marketing_consent"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stub).toMatchObject({ name: "", phone: "", marketing_consent: false });
      expect(stub.deleted_at).not.toBeNull();
      expect(JSON.stringify(stub)).not.toContain(me.identity.email);
      expect(stub.username).not.toBe(me.identity.username);

      const orders = await db()
        .selectFrom("orders")
        .select(["name", "email", "phone_number", "delivery_address", "state", "pincode"])
        .where("user_id", "=", id)
        .execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ email: "", phone_number: "", state: "Karnataka", pincode: "560038" });
      expect(orders[0].name).not.toBe("");
      const review = await db()
        .selectFrom("reviews")
        .select(["user_id", "username"])
        .where("comment", "=", "Review by delete_me")
        .executeTakeFirstOrThrow();
      expect(review).toEqual({ user_id: null, username: "Former shopper" });
      const waiting = await db()
        .selectFrom("jobs")
        .select("id")
        .where("done_at", "is", null)
        .where(sql<boolean>`position(${me.identity.email.toLowerCase()} in lower(payload::text)) > 0`)
        .execute();
      expect(waiting).toEqual([]);
      // The uploads' stored files are erased by a job written in the same transaction.
      const job = await db()
        .selectFrom("jobs")
        .select(["kind"])
        .where("key", "=", `account:${id}`)
        .executeTakeFirst();
      expect(job?.kind).toBe("privacy.erase-files");

      // The email is free again: the person may come back as a new shopper.
      const back = target().browser();
      const token = await signUpToken(target(), back, me.identity);
      const created = await back.client.POST("/auth/register", {
        body: registerBody(me.identity, token),
      });
      expect(created.response.status).toBe(201);
      expect(created.data?.user._id).not.toBe(id);
    });

    it("waits while an order is open; a guest is asked to sign in; staff accounts are not closed here", async () => {
      const me = await registeredShopper(target(), "delete_open");
      await db()
        .insertInto("orders")
        .values({ id: unique("ord"), user_id: me.user._id, status: "shipped" })
        .execute();
      const refused = await apiError(me.browser.client.DELETE("/account"));
      expect({ status: refused.status, message: refused.serverMessage }).toEqual({
        status: 409,
        message: privacyMessages.openOrders,
      });
      expect((await me.browser.client.GET("/auth/verify")).data?.user?._id).toBe(me.user._id);
      expect((await apiError(target().browser().client.DELETE("/account"))).status).toBe(401);
      const staff = await apiError((await staffBrowser(target())).client.DELETE("/account"));
      expect({ status: staff.status, message: staff.serverMessage }).toEqual({
        status: 403,
        message: privacyMessages.staffAccount,
      });
    });

    it("erases a code the account asked for to change its email, with the new address, and nobody else's", async () => {
      const me = await registeredShopper(target(), "delete_changing");
      const other = await registeredShopper(target(), "delete_changing_other");
      const [mine, theirs] = [`${unique("new")}@example.in`, `${unique("new")}@example.in`];
      for (const [shopper, email] of [
        [me, mine],
        [other, theirs],
      ] as const) {
        const sent = await shopper.browser.client.POST("/account/email/code", { body: { email } });
        expect(sent.response.status).toBe(200);
      }
      const codeFor = (email: string) =>
        db().selectFrom("email_codes").select("purpose").where("email", "=", email).execute();
      expect(await codeFor(mine)).toEqual([{ purpose: "email_change" }]);

      expect((await me.browser.client.DELETE("/account")).response.status).toBe(200);
      expect(await codeFor(mine)).toEqual([]);
      const waiting = await db()
        .selectFrom("jobs")
        .select("id")
        .where("done_at", "is", null)
        .where(sql<boolean>`position(${mine} in lower(payload::text)) > 0`)
        .execute();
      expect(waiting).toEqual([]);
      expect(await codeFor(theirs)).toEqual([{ purpose: "email_change" }]);
    });
  });

  describe("the periodic erasure job", () => {
    it("erases each kind the retention table names once expired, and keeps the live rows", async () => {
      const now = new Date();
      const past = (days: number) => new Date(now.getTime() - days * DAY);
      const future = new Date(now.getTime() + DAY);
      const shopper = await registeredShopper(target(), "retention");
      const userId = shopper.user._id;
      const d = db();

      const sessions = [unique("old"), unique("live")];
      await d
        .insertInto("sessions")
        .values([
          { token_hash: sessions[0], user_id: userId, expires_at: past(2) },
          { token_hash: sessions[1], user_id: userId, expires_at: future },
        ])
        .execute();
      const emails = [`${unique("old")}@example.in`, `${unique("live")}@example.in`];
      for (const [i, email] of emails.entries()) {
        await d
          .insertInto("email_codes")
          .values({
            purpose: "signup",
            email,
            code_hash: "x",
            sent_at: past(3),
            expires_at: i === 0 ? past(2) : future,
            window_started_at: past(3),
          })
          .execute();
      }
      const bags = [unique("bag"), unique("bag")];
      await d
        .insertInto("carts")
        .values([
          { id: bags[0], guest_token_hash: unique("t"), expires_at: past(2) },
          { id: bags[1], guest_token_hash: unique("t"), expires_at: future },
        ])
        .execute();
      const counters = [unique("k"), unique("k")];
      await d
        .insertInto("throttle_counters")
        .values([
          { key: counters[0], hits: 1, window_ends_at: past(2) },
          { key: counters[1], hits: 1, window_ends_at: future },
        ])
        .execute();
      const messages = await d
        .insertInto("contact_messages")
        .values([
          // The column's type leaves out a value for a generated timestamp; the database takes one.
          { name: "Old", email: emails[0], message: "old", created_at: past(366) as never },
          { name: "New", email: emails[1], message: "new", created_at: past(1) as never },
        ])
        .returning("id")
        .execute();
      const product = catalogue[0];
      const variant = product.variants[0];
      await d
        .insertInto("restock_alerts")
        .values([
          { user_id: userId, variant_id: variant._id, size: variant.sizes[0].size, notified_at: past(31) },
          {
            user_id: userId,
            variant_id: variant._id,
            size: variant.sizes[1]?.size ?? variant.sizes[0].size,
            notified_at: past(1),
          },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
      // Uploads: an old unused one goes; a recent one, one a saved design places and one an order printed stay.
      const upload = async (createdAt: Date) => {
        const id = await target().backOffice.addDesignUpload(userId);
        await d.updateTable("design_uploads").set({ created_at: createdAt }).where("id", "=", id).execute();
        return id;
      };
      const oldUnused = await upload(past(31));
      const recent = await upload(past(1));
      const inDesign = await upload(past(40));
      const ordered = await upload(past(40));
      const layer = (uploadId: string) => ({
        kind: "upload" as const,
        id: "u1",
        uploadId,
        x: 600,
        y: 600,
        width: 400,
        height: 400,
        rotation: 0,
      });
      await target().backOffice.saveDesign({
        userId,
        garment: "tshirt",
        variantId: blankVariantId("tshirt", "black"),
        sides: { front: [], back: [layer(inDesign)] },
      });
      const orderId = unique("ord");
      await d
        .insertInto("orders")
        .values({ id: orderId, user_id: userId, status: "delivered", delivered_at: now })
        .execute();
      await d
        .insertInto("order_lines")
        .values({
          id: unique("line"),
          order_id: orderId,
          product_id: product._id,
          variant_id: variant._id,
          size: variant.sizes[0].size,
          quantity: 1,
          unit_price: 799,
          design: JSON.stringify({ sides: { front: [layer(ordered)], back: [] } }),
        })
        .execute();

      // Page-speed rows (docs/decisions/field-vitals.md): one past its 8 days goes, one of 7 days stays.
      const vitalsBuild = unique("b")
        .replace(/[^A-Za-z0-9._-]/g, "")
        .slice(0, 40);
      const vitalsRow = (takenAt: Date, value: number) => ({
        taken_at: takenAt,
        build_id: vitalsBuild,
        page_type: "home" as const,
        connection: "4g" as const,
        device: "phone" as const,
        metric: "LCP" as const,
        value,
        rating: "good" as const,
      });
      await d
        .insertInto("web_vitals")
        .values([vitalsRow(past(9), 1), vitalsRow(past(7), 2)])
        .execute();
      const vitalsKept = async () =>
        (await d.selectFrom("web_vitals").select("value").where("build_id", "=", vitalsBuild).execute()).map(
          (r) => r.value,
        );

      const erased = await target().backOffice.runRetention(now);
      expect(Object.keys(erased).sort()).toEqual([...ERASED_KINDS].sort());
      expect(await vitalsKept()).toEqual([2]);

      const has = async <T>(rows: Promise<T[]>) => (await rows).length > 0;
      expect({
        oldSession: await has(
          d.selectFrom("sessions").select("user_id").where("token_hash", "=", sessions[0]).execute(),
        ),
        liveSession: await has(
          d.selectFrom("sessions").select("user_id").where("token_hash", "=", sessions[1]).execute(),
        ),
        oldCode: await has(
          d.selectFrom("email_codes").select("email").where("email", "=", emails[0]).execute(),
        ),
        liveCode: await has(
          d.selectFrom("email_codes").select("email").where("email", "=", emails[1]).execute(),
        ),
        oldBag: await has(d.selectFrom("carts").select("id").where("id", "=", bags[0]).execute()),
        liveBag: await has(d.selectFrom("carts").select("id").where("id", "=", bags[1]).execute()),
        oldCounter: await has(
          d.selectFrom("throttle_counters").select("key").where("key", "=", counters[0]).execute(),
        ),
        liveCounter: await has(
          d.selectFrom("throttle_counters").select("key").where("key", "=", counters[1]).execute(),
        ),
        oldMessage: await has(
          d.selectFrom("contact_messages").select("id").where("id", "=", messages[0].id).execute(),
        ),
        liveMessage: await has(
          d.selectFrom("contact_messages").select("id").where("id", "=", messages[1].id).execute(),
        ),
        oldUpload: await has(
          d.selectFrom("design_uploads").select("id").where("id", "=", oldUnused).execute(),
        ),
        recentUpload: await has(
          d.selectFrom("design_uploads").select("id").where("id", "=", recent).execute(),
        ),
        designUpload: await has(
          d.selectFrom("design_uploads").select("id").where("id", "=", inDesign).execute(),
        ),
        orderedUpload: await has(
          d.selectFrom("design_uploads").select("id").where("id", "=", ordered).execute(),
        ),
      }).toEqual({
        oldSession: false,
        liveSession: true,
        oldCode: false,
        liveCode: true,
        oldBag: false,
        liveBag: true,
        oldCounter: false,
        liveCounter: true,
        oldMessage: false,
        liveMessage: true,
        oldUpload: false,
        recentUpload: true,
        designUpload: true,
        orderedUpload: true,
      });
      const alerts = await d
        .selectFrom("restock_alerts")
        .select("notified_at")
        .where("user_id", "=", userId)
        .execute();
      expect(alerts.every((a) => a.notified_at !== null && a.notified_at > past(30))).toBe(true);
      // The old upload's stored file goes by a job written with the erasure.
      const job = await d
        .selectFrom("jobs")
        .select("kind")
        .where("key", "=", `retention:${now.toISOString()}`)
        .executeTakeFirst();
      expect(job?.kind).toBe("privacy.erase-files");
      // The shopper's own session, alive, still signs them in.
      expect((await shopper.browser.client.GET("/auth/verify")).data?.user?._id).toBe(userId);
    });

    it("erases a signed-in shopper's bag left unchanged past its days, and keeps a bag in use", async () => {
      const [idle, active] = [
        await registeredShopper(target(), "bag_idle"),
        await registeredShopper(target(), "bag_active"),
      ];
      // A product on sale in a size with stock: the bag's add checks both.
      const product = catalogue.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0)));
      const variant = product?.variants.find((v) => v.sizes.some((s) => s.stock > 0));
      const size = variant?.sizes.find((s) => s.stock > 0)?.size;
      if (!product || !variant || !size) throw new Error("no fixture product with stock");
      const bagOf = async (shopper: typeof idle) =>
        (await shopper.browser.client.GET("/cart/getusercart")).data?.data.products ?? [];
      for (const shopper of [idle, active]) {
        const added = await shopper.browser.client.POST("/cart/items", {
          body: { productId: product._id, variantId: variant._id, size, quantity: 1 },
        });
        expect(added.response.ok).toBe(true);
        expect(await bagOf(shopper)).toHaveLength(1);
      }
      const now = new Date();
      const days = erasureRule("idleBags").afterDays;
      const setChanged = (userId: string, daysAgo: number) =>
        db()
          .updateTable("carts")
          .set({ updated_at: new Date(now.getTime() - daysAgo * DAY) })
          .where("user_id", "=", userId)
          .execute();
      await setChanged(idle.user._id, days + 1);
      await setChanged(active.user._id, days - 1);

      const erased = await target().backOffice.runRetention(now);
      expect(erased.idleBags).toBeGreaterThanOrEqual(1);
      expect(await bagOf(idle)).toEqual([]);
      expect(await bagOf(active)).toHaveLength(1);
      // The emptied shopper fills a bag again as before.
      const again = await idle.browser.client.POST("/cart/items", {
        body: { productId: product._id, variantId: variant._id, size, quantity: 1 },
      });
      expect(again.response.ok).toBe(true);
      expect(await bagOf(idle)).toHaveLength(1);
    });
  });
  describe("the erasure job and a guest's pictures", () => {
    it(`erases a guest's pictures ${GUEST_UPLOAD_DAYS} days after they were sent unless a sign-in claimed them`, async () => {
      const d = target().backOffice.database;
      const now = new Date();
      const past = (days: number) => new Date(now.getTime() - days * DAY);
      const shopper = await registeredShopper(target(), "retention_guest");
      const row = (
        id: string,
        createdAt: Date,
        owner: { user_id: string | null; guest_token_hash: string | null },
      ) => ({
        id,
        ...owner,
        storage_key: `private/design-uploads/guests/${id}.webp`,
        width: 40,
        height: 50,
        created_at: createdAt,
      });
      const guest = { user_id: null, guest_token_hash: unique("hash") };
      const [old, young, claimed] = [unique("up_old"), unique("up_young"), unique("up_claimed")];
      await d
        .insertInto("design_uploads")
        .values([
          row(old, past(GUEST_UPLOAD_DAYS + 0.5), guest),
          row(young, past(GUEST_UPLOAD_DAYS - 0.5), guest),
          // Sent as a guest 8 days ago, then claimed by signing in: the account's unused-picture days apply.
          row(claimed, past(GUEST_UPLOAD_DAYS + 1), { user_id: shopper.user._id, guest_token_hash: null }),
        ])
        .execute();

      const erased = await target().backOffice.runRetention(now);
      expect(erased.guestUploads).toBeGreaterThanOrEqual(1);
      const left = await d
        .selectFrom("design_uploads")
        .select("id")
        .where("id", "in", [old, young, claimed])
        .execute();
      expect(left.map((r) => r.id).sort()).toEqual([claimed, young].sort());
      // The old picture's stored file goes by a job written with the erasure (a worker may have run it
      // already, which empties its payload).
      const job = await d
        .selectFrom("jobs")
        .select(["kind", "payload", "done_at"])
        .where("key", "=", `retention:guest-uploads:${now.toISOString()}`)
        .executeTakeFirstOrThrow();
      expect(job.kind).toBe("privacy.erase-files");
      expect(job.done_at !== null || JSON.stringify(job.payload).includes(`guests/${old}.webp`)).toBe(true);
    });
  });

  describe("the erasure job and orders", () => {
    const d = () => target().backOffice.database;
    const yearsAgo = (now: Date, years: number) => new Date(now.getTime() - years * 365.25 * DAY);

    /** An order of the shopper as the shop keeps it, everything hanging off it last changed at `at`: a line,
     * an event, its GST invoice and a credit note, a picked-up return, its refund, a print file, and a
     * resolved ticket about it with its thread. */
    async function keptOrder(userId: string, label: string, at: Date) {
      const id = unique(`ord_${label}`);
      const earlier = new Date(at.getTime() - 10 * DAY);
      const product = catalogue[0];
      const variant = product.variants[0];
      await d()
        .insertInto("orders")
        .values({
          id,
          user_id: userId,
          status: "returned",
          delivered_at: earlier,
          created_at: earlier,
          updated_at: at,
        })
        .execute();
      await d()
        .insertInto("order_lines")
        .values({
          id: unique("line"),
          order_id: id,
          product_id: product._id,
          variant_id: variant._id,
          size: variant.sizes[0].size,
          quantity: 1,
          unit_price: 799,
        })
        .execute();
      await d().insertInto("order_events").values({ order_id: id, kind: "placed", at: earlier }).execute();
      const docNumber = () => `T${randomBytes(6).toString("hex")}`;
      // Series numbers are unique per kind and year: a random one each.
      const seq = () => randomBytes(3).readUIntBE(0, 3) + 1;
      await d()
        .insertInto("tax_documents")
        .values([
          {
            id: unique("inv"),
            order_id: id,
            kind: "invoice",
            number: docNumber(),
            financial_year: "2017-18",
            seq: seq(),
            issued_at: earlier,
          },
          {
            id: unique("cn"),
            order_id: id,
            kind: "credit_note",
            number: docNumber(),
            financial_year: "2017-18",
            seq: seq(),
            issued_at: at,
          },
        ])
        .execute();
      await d()
        .insertInto("order_returns")
        .values({
          order_id: id,
          state: "picked_up",
          line_ids: JSON.stringify([]),
          pickup_address: "12 MG Road",
          pickup_city: "Bengaluru",
          pickup_state: "Karnataka",
          pickup_pincode: "560038",
          requested_at: earlier,
          updated_at: at,
        })
        .execute();
      await d()
        .insertInto("order_refunds")
        .values({
          refund_id: unique("rf"),
          order_id: id,
          reason: "return",
          method: "original_payment",
          amount: 799,
          state: "processed",
          created_at: at,
          updated_at: at,
        })
        .execute();
      const printFile = `private/print/${id}-front.png`;
      await d()
        .insertInto("order_print_files")
        .values({ order_id: id, side: "front", kind: "print", storage_key: printFile, width: 10, height: 10 })
        .execute();
      const ticketNumber = await ticket({
        userId,
        orderId: id,
        name: "Asha Verma",
        email: `${unique("asha")}@example.in`,
        label: `order ${label}`,
        createdAt: earlier,
        resolvedAt: at,
      });
      return { id, printFile, ticketNumber };
    }

    /** What of the order is left, table by table (its ticket and the ticket's thread included). */
    async function leftOf(order: { id: string; ticketNumber: string }) {
      const rows = async (
        table:
          | "order_lines"
          | "order_events"
          | "tax_documents"
          | "order_returns"
          | "order_refunds"
          | "order_print_files",
      ) => (await d().selectFrom(table).select("order_id").where("order_id", "=", order.id).execute()).length;
      const tickets = await d()
        .selectFrom("complaints")
        .select("id")
        .where("number", "=", order.ticketNumber)
        .execute();
      const thread = tickets.length
        ? await d()
            .selectFrom("complaint_messages")
            .select("id")
            .where("complaint_id", "=", tickets[0].id)
            .execute()
        : [];
      return {
        order: (await d().selectFrom("orders").select("id").where("id", "=", order.id).execute()).length,
        lines: await rows("order_lines"),
        events: await rows("order_events"),
        documents: await rows("tax_documents"),
        returns: await rows("order_returns"),
        refunds: await rows("order_refunds"),
        printFiles: await rows("order_print_files"),
        tickets: tickets.length,
        thread: thread.length,
      };
    }
    const whole = {
      order: 1,
      lines: 1,
      events: 1,
      documents: 2,
      returns: 1,
      refunds: 1,
      printFiles: 1,
      tickets: 1,
      thread: 2,
    };
    const none = {
      order: 0,
      lines: 0,
      events: 0,
      documents: 0,
      returns: 0,
      refunds: 0,
      printFiles: 0,
      tickets: 0,
      thread: 0,
    };

    it(`erases an order ${ORDER_RECORD_YEARS} years after the financial year of its last change, with what hangs off it, and keeps a 7-year-old one`, async () => {
      const now = new Date();
      const { user } = await registeredShopper(target(), "orders_retention");
      const old = await keptOrder(user._id, "nine", yearsAgo(now, ORDER_RECORD_YEARS + 1));
      const sevenYears = await keptOrder(user._id, "seven", yearsAgo(now, 7));
      // Old itself, but a refund of it changed 7 years ago: its last change is that.
      const lateRefund = await keptOrder(user._id, "late_refund", yearsAgo(now, ORDER_RECORD_YEARS + 1));
      await d()
        .updateTable("order_refunds")
        .set({ updated_at: yearsAgo(now, 7) })
        .where("order_id", "=", lateRefund.id)
        .execute();
      // Old, but a ticket about it is still open.
      const openTicket = await keptOrder(user._id, "open_ticket", yearsAgo(now, ORDER_RECORD_YEARS + 1));
      await d()
        .updateTable("complaints")
        .set({ status: "acknowledged", resolved_at: null })
        .where("number", "=", openTicket.ticketNumber)
        .execute();

      const erased = await target().backOffice.runRetention(now);
      expect(erased.orders).toBe(1);
      expect(await leftOf(old)).toEqual(none);
      // The kept orders keep everything; their resolved tickets went by the tickets' own shorter rule.
      const keptWhole = async () => {
        expect(await leftOf(sevenYears)).toEqual({ ...whole, tickets: 0, thread: 0 });
        expect(await leftOf(lateRefund)).toEqual({ ...whole, tickets: 0, thread: 0 });
        expect(await leftOf(openTicket)).toEqual(whole);
      };
      await keptWhole();
      // The erased order's print file goes by a job written with the erasure (its payload is blanked once
      // it has run, so the job is looked for by its key).
      const jobs = await d()
        .selectFrom("jobs")
        .select(["kind", "payload"])
        .where("key", "like", `retention:orders:${now.toISOString()}:%`)
        .execute();
      expect(jobs.map((job) => job.kind)).toEqual(["privacy.erase-files"]);
      expect([{}, { keys: [old.printFile] }]).toContainEqual(jobs[0].payload);

      // Run again: nothing more goes.
      expect((await target().backOffice.runRetention(now)).orders).toBe(0);
      await keptWhole();
    });

    it("erases more than a batch, and two instances running it at once erase each order once", async () => {
      const now = new Date();
      const { user } = await registeredShopper(target(), "orders_batches");
      const at = yearsAgo(now, ORDER_RECORD_YEARS + 2);
      const ids = Array.from({ length: ORDER_BATCH + 5 }, () => unique("ord_batch"));
      await d()
        .insertInto("orders")
        .values(
          ids.map((id) => ({
            id,
            user_id: user._id,
            status: "cancelled" as const,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const runs = await Promise.all([
        target().backOffice.runRetention(now),
        target().backOffice.runRetention(now),
      ]);
      expect(runs[0].orders + runs[1].orders).toBe(ids.length);
      expect(await d().selectFrom("orders").select("id").where("id", "in", ids).execute()).toEqual([]);
    });
  });
}
