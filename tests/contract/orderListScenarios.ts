// The order lists against the server: the shopper's filters (status groups, payment status, an order id or
// words of a product name) and keyset pages that neither repeat nor skip an order; staff's board searched
// by the shopper's email and India-time days. Every scenario's shopper is new, so the lists are theirs.
import { describe, expect, it } from "vitest";
import { DELIVERY_AS_OF } from "../../mocks/fixtures";
import type { components, operations } from "../../src/api/schema";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { buyNowBody, firstSizeOf, key, lifecycleProducts, staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type Order = components["schemas"]["Order"];
type ListQuery = NonNullable<operations["listOrders"]["parameters"]["query"]>;

const DAY_MS = 86_400_000;

export function orderListScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function list(browser: Browser, query: ListQuery = {}) {
    const answer = await browser.client.GET("/order/getallorders", { params: { query } });
    if (!answer.data) throw new Error(`GET /order/getallorders answered ${answer.response.status}`);
    return answer.data.data;
  }

  /** Every page of the list, following nextCursor; the ids in the order they came. */
  async function allPages(browser: Browser, query: ListQuery): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const { orders, nextCursor } = await list(browser, { ...query, ...(cursor ? { cursor } : {}) });
      expect(orders.length).toBeLessThanOrEqual(query.limit ?? 10);
      ids.push(...orders.map((order) => order._id));
      if (!nextCursor) return ids;
      cursor = nextCursor;
    }
    throw new Error("more than 20 pages");
  }

  describe("GET /order/getallorders and /admin/orders: filters and keyset pages", () => {
    it("filters on the server and pages without repeats or gaps", async () => {
      const { browser, identity } = await registeredShopper(target(), "lister");
      const [tee, other] = lifecycleProducts;
      for (const product of [tee, other]) {
        const { variantId, size } = firstSizeOf(product);
        await target().backOffice.setStock(variantId, size, 20);
      }
      const orders: Order[] = [];
      for (const product of [tee, tee, other, tee, other]) {
        const body = await buyNowBody(browser, identity.email, product);
        const answer = await browser.client.POST("/order/cod", { params: key(), body });
        if (!answer.data) throw new Error(`POST /order/cod answered ${answer.response.status}`);
        orders.push(answer.data.data);
      }
      const cancelled = orders[1];
      await browser.client.DELETE("/order/cancelOrder", {
        body: { orderId: cancelled._id, trackingId: cancelled.trackingId },
      });
      // Newest first: the shop's clock stands still in these scenarios, so the ids break the tie.
      const newestFirst = orders.map((order) => order._id).sort((a, b) => (a < b ? 1 : -1));

      expect((await list(browser)).orders.map((order) => order._id)).toEqual(newestFirst);
      for (const limit of [1, 2, 3]) expect(await allPages(browser, { limit })).toEqual(newestFirst);

      const ids = async (query: ListQuery) => (await list(browser, query)).orders.map((order) => order._id);
      expect(await ids({ status: "cancelled" })).toEqual([cancelled._id]);
      expect(await ids({ status: "processing" })).toEqual(newestFirst.filter((id) => id !== cancelled._id));
      expect(await ids({ status: "delivered" })).toEqual([]);
      expect(await ids({ paymentStatus: "paid" })).toEqual([]);
      expect(await ids({ q: cancelled._id.toUpperCase() })).toEqual([cancelled._id]);
      const otherIds = orders.filter((order) => order.items[0].productId === other._id).map((o) => o._id);
      // A word of the other product's name that the tee's name lacks, in another case.
      const teeWords = tee.name.toLowerCase().split(" ");
      const word =
        other.name
          .split(" ")
          .find((w) => !teeWords.includes(w.toLowerCase()))
          ?.toUpperCase() ?? "";
      expect(word).not.toBe("");
      expect(new Set(await ids({ q: word }))).toEqual(new Set(otherIds));
      expect(await ids({ q: "%" })).toEqual([]);
      expect(await ids({ q: "_" })).toEqual([]);
      expect(await allPages(browser, { status: "processing", limit: 2 })).toEqual(
        newestFirst.filter((id) => id !== cancelled._id),
      );
      expect(await ids({ type: "customise" })).toEqual([]);

      const bad = await apiError(
        browser.client.GET("/order/getallorders", { params: { query: { cursor: "bm90LWEtY3Vyc29y" } } }),
      );
      expect(bad.status).toBe(400);
      expect(bad.serverMessage).toBe("cursor is not valid");

      const stranger = (await registeredShopper(target(), "nosy")).browser;
      expect((await list(stranger, { q: cancelled._id })).orders).toEqual([]);

      const staff = await staffBrowser(target());
      const board = async (query: NonNullable<operations["listStaffOrders"]["parameters"]["query"]>) => {
        const answer = await staff.client.GET("/admin/orders", { params: { query } });
        if (!answer.data) throw new Error(`GET /admin/orders answered ${answer.response.status}`);
        return answer.data.data;
      };
      const boardIds = async (query: Parameters<typeof board>[0]) =>
        (await board(query)).orders.map((order) => order._id);
      const day = new Date(Date.parse(DELIVERY_AS_OF) + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      const dayAfter = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      expect(await boardIds({ q: identity.email.toUpperCase() })).toEqual(newestFirst);
      expect(await boardIds({ q: identity.username })).toEqual(newestFirst);
      expect(await boardIds({ q: identity.email, status: "cancelled" })).toEqual([cancelled._id]);
      expect(await boardIds({ q: identity.email, from: day, to: day })).toEqual(newestFirst);
      expect(await boardIds({ q: identity.email, to: dayBefore })).toEqual([]);
      expect(await boardIds({ q: identity.email, from: dayAfter })).toEqual([]);
      const pages: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await board({ q: identity.email, limit: 2, ...(cursor ? { cursor } : {}) });
        pages.push(...page.orders.map((order) => order._id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(pages).toEqual(newestFirst);
    });
  });
}
