// Complaints with tickets (docs/decisions/complaints.md), run inside `contractScenarios` against the server,
// every answer checked against the contract: a shopper files about their order and gets the ticket number
// at once and in one mail; a guest files with name and email; the due times are filing + 48 hours and + one
// month; a shopper sees only their own tickets; staff reply (mailed) and move the status; the staff calls
// refuse guests and shoppers.
import { describe, expect, it } from "vitest";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { apiError } from "./apiError";
import { buyNowBody, key, orderable, staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

const TICKET = /^RZ-T-[1-9]\d{3}-\d{4}$/;
const HOUR = 3_600_000;

export function complaintScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  const mailsTo = async (email: string, subjectHas: string) =>
    (await target().inbox()).filter((m) => m.to.includes(email) && m.subject.includes(subjectHas));

  describe("complaints", () => {
    it("a shopper files about their order: the ticket number at once, its due times, and one mail", async () => {
      const { browser, identity } = await registeredShopper(target(), "complainer");
      const body = await buyNowBody(browser, identity.email, orderable[0]);
      const placed = await browser.client.POST("/order/cod", { params: key(), body });
      const order = placed.data?.data;
      if (!order) throw new Error("no order placed");
      const filed = await browser.client.POST("/complaints", {
        body: { topic: "order", orderId: order._id, message: "The parcel arrived with a torn sleeve." },
      });
      expect(filed.response.status).toBe(201);
      const ticket = filed.data?.data;
      if (!ticket) throw new Error("no ticket");
      expect(ticket.number).toMatch(TICKET);
      expect(filed.data?.message).toContain(ticket.number);
      expect(filed.response.headers.get("cache-control")).toBe("private, no-store");
      expect(ticket).toMatchObject({
        status: "open",
        email: identity.email,
        orderId: order._id,
        orderNumber: order.orderNumber,
        acknowledgedAt: null,
        resolvedAt: null,
        replies: 0,
        clock: { step: "acknowledge", overdue: false },
      });
      // Rule 4(5): acknowledged within 48 hours, resolved within one month of filing.
      const filedAt = new Date(ticket.createdAt);
      expect(Date.parse(ticket.acknowledgeBy) - filedAt.getTime()).toBe(48 * HOUR);
      const resolveBy = new Date(ticket.resolveBy);
      const india = (d: Date) => new Date(d.getTime() + 330 * 60_000);
      expect((india(resolveBy).getUTCMonth() - india(filedAt).getUTCMonth() + 12) % 12).toBe(1);
      expect(ticket.clock.minutesLeft).toBe(48 * 60);
      expect(ticket.messages?.map((m) => m.author)).toEqual(["shopper"]);
      await expect.poll(() => mailsTo(identity.email, ticket.number), { timeout: 10_000 }).toHaveLength(1);
      const [mail] = await mailsTo(identity.email, ticket.number);
      expect(mail.text).toContain(order.orderNumber ?? "");
      // Listed under the shopper's account, and readable there with its thread.
      const list = await browser.client.GET("/complaints");
      expect(list.data?.data.map((t) => t.number)).toEqual([ticket.number]);
      const read = await browser.client.GET("/complaints/{number}", {
        params: { path: { number: ticket.number } },
      });
      expect(read.data?.data.messages?.[0].body).toBe("The parcel arrived with a torn sleeve.");
    });

    it("a guest files with name and email (both needed) and names no order", async () => {
      const guest = target().browser();
      const email = `guest.${Date.now().toString(36)}@example.in`;
      const missing = await apiError(
        guest.client.POST("/complaints", {
          body: { email, topic: "website", message: "The size chart does not open on my phone." },
        }),
      );
      expect([missing.status, missing.serverMessage]).toEqual([400, "name is required"]);
      const withOrder = await apiError(
        guest.client.POST("/complaints", {
          body: {
            name: "Asha Verma",
            email,
            orderId: "ord_1001",
            topic: "order",
            message: "Where is my order?",
          },
        }),
      );
      expect(withOrder.status).toBe(404);
      const filed = await guest.client.POST("/complaints", {
        body: {
          name: "Asha Verma",
          email,
          topic: "website",
          message: "The size chart does not open on my phone.",
        },
      });
      expect(filed.response.status).toBe(201);
      const number = filed.data?.data.number ?? "";
      expect(number).toMatch(TICKET);
      expect(filed.data?.data).toMatchObject({ name: "Asha Verma", email, orderId: null });
      await expect.poll(() => mailsTo(email, number), { timeout: 10_000 }).toHaveLength(1);
      // A guest has no list of tickets.
      expect((await apiError(guest.client.GET("/complaints"))).status).toBe(401);
    });

    it("a shopper sees only their own tickets, and names only their own orders", async () => {
      const first = await registeredShopper(target(), "owner");
      const second = await registeredShopper(target(), "other");
      const filed = await first.browser.client.POST("/complaints", {
        body: { topic: "delivery", message: "My parcel is a week late now." },
      });
      const number = filed.data?.data.number ?? "";
      const body = await buyNowBody(first.browser, first.identity.email, orderable[1]);
      const order = (await first.browser.client.POST("/order/cod", { params: key(), body })).data?.data;
      const others = await apiError(
        second.browser.client.GET("/complaints/{number}", { params: { path: { number } } }),
      );
      expect([others.status, others.serverMessage]).toEqual([404, "Ticket not found"]);
      expect((await second.browser.client.GET("/complaints")).data?.data).toEqual([]);
      const aboutAnothersOrder = await apiError(
        second.browser.client.POST("/complaints", {
          body: { topic: "order", orderId: order?._id ?? "", message: "Not my order at all." },
        }),
      );
      expect(aboutAnothersOrder.status).toBe(404);
    });

    it("staff see the queue oldest first, reply (mailed; it acknowledges), resolve; the shopper reads the reply", async () => {
      const { browser, identity } = await registeredShopper(target(), "answered");
      const filed = await browser.client.POST("/complaints", {
        body: { topic: "return_refund", message: "My refund has not arrived after ten days." },
      });
      const number = filed.data?.data.number ?? "";
      const staff = await staffBrowser(target());
      const queue = (await staff.client.GET("/admin/complaints")).data?.data ?? [];
      expect(queue.map((t) => t.number)).toContain(number);
      const created = queue.map((t) => t.createdAt);
      expect(created).toEqual([...created].sort());
      const replied = await staff.client.POST("/admin/complaints/{number}/replies", {
        params: { path: { number } },
        body: { message: "We have asked the bank; the refund reaches you by Friday." },
      });
      expect(replied.response.status).toBe(201);
      expect(replied.data?.data).toMatchObject({
        status: "acknowledged",
        replies: 1,
        clock: { step: "resolve" },
      });
      await expect
        .poll(() => mailsTo(identity.email, `Reply to your complaint ${number}`), {
          timeout: 10_000,
        })
        .toHaveLength(1);
      const twice = await apiError(
        staff.client.POST("/admin/complaints/{number}/status", {
          params: { path: { number } },
          body: { status: "acknowledged" },
        }),
      );
      expect(twice.status).toBe(409);
      const resolved = await staff.client.POST("/admin/complaints/{number}/status", {
        params: { path: { number } },
        body: { status: "resolved" },
      });
      expect(resolved.data?.data).toMatchObject({
        status: "resolved",
        clock: { step: "done", overdue: false },
      });
      const open = (await staff.client.GET("/admin/complaints")).data?.data ?? [];
      expect(open.map((t) => t.number)).not.toContain(number);
      const done = (await staff.client.GET("/admin/complaints", { params: { query: { state: "resolved" } } }))
        .data?.data;
      expect(done?.map((t) => t.number)).toContain(number);
      const mine = await browser.client.GET("/complaints/{number}", { params: { path: { number } } });
      expect(mine.data?.data.status).toBe("resolved");
      expect(mine.data?.data.messages?.map((m) => [m.author, m.body])).toEqual([
        ["shopper", "My refund has not arrived after ten days."],
        ["staff", "We have asked the bank; the refund reaches you by Friday."],
      ]);
    });

    it("a ticket past its 48 hours shows overdue on the staff queue", async () => {
      const { browser } = await registeredShopper(target(), "waiting");
      const filed = await browser.client.POST("/complaints", {
        body: { topic: "payment", message: "I was charged twice for one order." },
      });
      const number = filed.data?.data.number ?? "";
      const staff = await staffBrowser(target());
      target().backOffice.shiftClock(49 * HOUR);
      try {
        const queue = (await staff.client.GET("/admin/complaints")).data?.data ?? [];
        const ticket = queue.find((t) => t.number === number);
        expect(ticket?.clock).toMatchObject({ step: "acknowledge", overdue: true, minutesLeft: -60 });
      } finally {
        target().backOffice.shiftClock(0);
      }
    });

    it("the staff calls refuse a guest (401) and a shopper (403)", async () => {
      const guest = target().browser();
      const { browser } = await registeredShopper(target(), "notstaff");
      const number = "RZ-T-1000-0000";
      const calls = [
        (b: typeof guest) => b.client.GET("/admin/complaints"),
        (b: typeof guest) => b.client.GET("/admin/complaints/{number}", { params: { path: { number } } }),
        (b: typeof guest) =>
          b.client.POST("/admin/complaints/{number}/replies", {
            params: { path: { number } },
            body: { message: "Hello" },
          }),
        (b: typeof guest) =>
          b.client.POST("/admin/complaints/{number}/status", {
            params: { path: { number } },
            body: { status: "resolved" },
          }),
      ];
      for (const call of calls) {
        expect((await apiError(call(guest))).status).toBe(401);
        const refused = await apiError(call(browser));
        expect([refused.status, refused.serverMessage]).toEqual([403, STAFF_ONLY]);
      }
    });
  });
}
