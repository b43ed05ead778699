// Order and payment scenarios, run inside `contractScenarios` against the server, every answer
// checked against the contract: a COD Buy Now order read back three ways and mailed; a tampered total
// refused with the fresh quote; an unserviceable pincode refused; an online order paid only on the
// gateway's authenticated webhook; a failed payment paid again, then moved to cash on delivery. Then the
// order's life after it is placed (orderLifecycleScenarios.ts) and the filtered lists (orderListScenarios.ts).
import { describe, expect, it } from "vitest";
import type { Product } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { designOrderScenarios } from "./designOrderScenarios";
import { orderLifecycleScenarios } from "./orderLifecycleScenarios";
import { orderListScenarios } from "./orderListScenarios";
import { buyNowBody, key, orderable } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type CheckoutRequest = components["schemas"]["CheckoutRequest"];

export function orderScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  /** A signed-in shopper and the Buy Now checkout of one piece of `product`, at the server's total. */
  async function buyNow(product: Product): Promise<{ browser: Browser; body: CheckoutRequest }> {
    const { browser, identity } = await registeredShopper(target(), "buyer");
    return { browser, body: await buyNowBody(browser, identity.email, product) };
  }

  describe("POST /order/cod", () => {
    it("places the order; it reads back by id, by query and in the list, and the confirmation is mailed", async () => {
      expect(orderable, "the fixtures hold three products these scenarios can order").toHaveLength(3);
      const { browser, body } = await buyNow(orderable[0]);
      const placed = await browser.client.POST("/order/cod", { params: key(), body });
      expect(placed.response.status).toBe(201);
      const order = placed.data?.data;
      expect(order).toMatchObject({
        status: "processing",
        paymentStatus: "cod",
        totalAmount: body.totalAmount,
      });
      const id = order?._id ?? "";
      const byId = await browser.client.GET("/order/{id}", { params: { path: { id } } });
      const byQuery = await browser.client.GET("/order/getorderbyid", { params: { query: { orderId: id } } });
      const list = await browser.client.GET("/order/getallorders");
      expect(byId.data?.data).toEqual(order);
      expect(byQuery.data?.data).toEqual(order);
      expect(list.data?.data.orders.map((o) => o._id)).toEqual([id]);
      // The list's entry says what the order's own answer says (which adds its timeline, actions, …).
      expect(order).toMatchObject(list.data?.data.orders[0] ?? {});
      expect(order?.timeline?.map((event) => event.kind)).toEqual(["placed"]);
      // Mailed under the number the shopper reads, not the id.
      const number = order?.orderNumber ?? "";
      expect(number).toMatch(/^RZ-[1-9]\d{3}-\d{4}$/);
      const mails = (await target().inbox()).filter(
        (m) => m.to.includes(body.email) && m.subject.includes(number),
      );
      expect(mails).toHaveLength(1);
    });

    it("refuses a tampered total with the fresh quote, and an unserviceable pincode", async () => {
      const { browser, body } = await buyNow(orderable[1]);
      const tampered = await apiError(
        browser.client.POST("/order/cod", {
          params: key(),
          body: { ...body, totalAmount: body.totalAmount - 50 },
        }),
      );
      expect(tampered.status).toBe(409);
      expect(tampered.data).toMatchObject({ success: false, data: { total: body.totalAmount } });
      const far = await apiError(
        browser.client.POST("/order/cod", {
          params: key(),
          body: { ...body, pincode: "744101", city: "Port Blair", state: "Andaman and Nicobar Islands" },
        }),
      );
      expect(far.status).toBe(422);
      expect(far.serverMessage).toBe("Delivery is not available to the entered pincode.");
      expect((await browser.client.GET("/order/getallorders")).data?.data.orders).toEqual([]);
    });
  });

  describe("POST /order/payment, /order/status, the webhook, retry and pay on delivery", () => {
    it("an online order is paid only on the gateway's authenticated word", async () => {
      const { browser, body } = await buyNow(orderable[2]);
      const started = await browser.client.POST("/order/payment", { params: key(), body });
      expect(started.response.status).toBe(201);
      const { orderId, transactionId } = started.data?.data ?? { orderId: "", transactionId: "" };
      const pending = await browser.client.POST("/order/status", { body: { orderId, transactionId } });
      expect(pending.data?.data).toMatchObject({ paymentStatus: "pending", status: "pending" });

      target().payments.settle(transactionId, "COMPLETED");
      expect(await target().payments.webhook(transactionId, "COMPLETED", "forged")).toBe(401);
      const still = await browser.client.GET("/order/{id}", { params: { path: { id: orderId } } });
      expect(still.data?.data.paymentStatus).toBe("pending");
      expect(await target().payments.webhook(transactionId, "COMPLETED")).toBe(200);
      const paid = await browser.client.POST("/order/status", { body: { orderId, transactionId } });
      expect(paid.data?.data).toMatchObject({ paymentStatus: "paid", status: "processing" });
    });

    it("a failed payment is tried again, then moved to cash on delivery", async () => {
      const { browser, body } = await buyNow(orderable[0]);
      const started = await browser.client.POST("/order/payment", { params: key(), body });
      const { orderId, transactionId } = started.data?.data ?? { orderId: "", transactionId: "" };
      target().payments.settle(transactionId, "FAILED");
      const failed = await browser.client.POST("/order/status", { body: { orderId, transactionId } });
      expect(failed.data?.data).toMatchObject({ paymentStatus: "failed", status: "pending" });

      const again = await browser.client.POST("/order/{id}/retry-payment", {
        params: { path: { id: orderId }, ...key() },
      });
      expect(again.response.status).toBe(201);
      expect(again.data?.data.transactionId).not.toBe(transactionId);

      const cod = await browser.client.POST("/order/{id}/pay-on-delivery", {
        params: { path: { id: orderId } },
      });
      expect(cod.data?.data).toMatchObject({
        paymentMode: "COD",
        paymentStatus: "cod",
        status: "processing",
      });
      const stranger = (await registeredShopper(target(), "stranger")).browser;
      const hidden = await apiError(
        stranger.client.GET("/order/{id}", { params: { path: { id: orderId } } }),
      );
      expect(hidden.status).toBe(404);
    });
  });

  orderLifecycleScenarios(getTarget);
  orderListScenarios(getTarget);
  designOrderScenarios(getTarget);
}
