// Ordering a saved design through the one bag and checkout (docs/decisions/customiser-design.md#ordering-a-design),
// run inside `orderScenarios` against the server, every answer checked against the contract: a design in the
// bag at the server's price (another shopper's design 404, a guest 401, the wrong blank 400, a blank alone
// 404); Buy Now of a design on cash on delivery (a tampered price refused, a retry answering the same order,
// the order keeping the design as it was ordered); the bag's checkout of a design paid online; shoppers
// racing for a blank's last pieces; two staff confirming a customised order at once (one confirm, one set
// of print files); staff's review of a design with the shopper's own picture; a delivered design's misprint
// reported, accepted, picked up and refunded (never returned without one); the wrong piece sent, taken back
// the same way; a late delivery reported only once the expected date has passed. Designs are
// written straight into the database (the design calls are their own work).
import { describe, expect, it } from "vitest";
import { blankProductId, blankVariantId, customiser } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import type { DesignSides } from "../../src/api/types";
import type { ApiError } from "../../src/api/errors";
import { designOrderWords } from "../../src/lib/design/designOrderWords";
import { indiaCalendarDate } from "../../src/lib/deliveryDate";
import { type DesignRow, oneGraphic } from "../support/designRows";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { address, key, staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type CheckoutRequest = components["schemas"]["CheckoutRequest"];
type Size = NonNullable<DesignRow["size"]>;

/** The T-shirt blank costs 599, each printed side 200 (mocks/fixtures/customiser.ts). */
const ONE_SIDE_TSHIRT = 799;
const TWO_SIDES_TSHIRT = 999;

const graphic = (index: number) => customiser.graphics[index]._id;

export function designOrderScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  /** A shopper with a saved front-printed T-shirt design in `colour` and `size`. */
  async function shopperWithDesign(colour: string, size: Size, sides?: DesignSides) {
    const shopper = await registeredShopper(target(), "designer");
    const design = {
      userId: shopper.user._id,
      garment: "tshirt" as const,
      variantId: blankVariantId("tshirt", colour as never),
      size,
      sides: sides ?? { front: oneGraphic(graphic(0)), back: [] },
    };
    const designId = await target().backOffice.saveDesign(design);
    const item = { productId: blankProductId("tshirt"), variantId: design.variantId, size };
    return { ...shopper, designId, item };
  }

  /** The Buy Now checkout of one piece of the design, at the server's total. */
  async function designBuyNow(
    browser: Browser,
    email: string,
    item: { productId: string; variantId: string; size: Size },
    designId: string,
    paymentMode: "COD" | "online" = "COD",
  ): Promise<CheckoutRequest> {
    const product = { ...item, quantity: 1, customizationId: designId };
    const quote = await browser.client.POST("/checkout/quote", {
      body: { product, pincode: address.pincode, giftWrap: false, paymentMode },
    });
    expect(quote.response.status).toBe(200);
    const line = quote.data?.data.lines[0];
    return {
      ...address,
      email,
      giftWrap: false,
      orderType: "customize",
      customizationId: designId,
      product: { ...item, quantity: 1, price: line?.unitPrice ?? 0 },
      totalAmount: quote.data?.data.total ?? 0,
    };
  }

  describe("a saved design in the bag", () => {
    it("is added at the server's price, one line per design; others' designs, guests, wrong blanks and bare blanks are refused", async () => {
      const { browser, user, designId, item } = await shopperWithDesign("black", "L");
      const added = await browser.client.POST("/cart/items", {
        body: { ...item, quantity: 1, customizationId: designId },
      });
      expect(added.response.status).toBe(201);
      const line = added.data?.data.products.find((p) => p.design?.customizationId === designId);
      expect(line).toMatchObject({ price: ONE_SIDE_TSHIRT, size: "L", quantity: 1, selected: true });
      expect(line?.design).toMatchObject({ type: "tshirt", sides: { back: [] } });
      expect(line?.design?.productImages.front).toMatch(/tshirt/);

      // A second design on the same blank and size is a line of its own; adding the first again raises it.
      const second = await target().backOffice.saveDesign({
        userId: user._id,
        garment: "tshirt",
        variantId: item.variantId,
        size: "L",
        sides: { front: oneGraphic(graphic(1)), back: oneGraphic(graphic(2)) },
      });
      await browser.client.POST("/cart/items", { body: { ...item, quantity: 1, customizationId: second } });
      const again = await browser.client.POST("/cart/items", {
        body: { ...item, quantity: 1, customizationId: designId },
      });
      const lines = again.data?.data.products ?? [];
      expect(lines.map((l) => [l.design?.customizationId, l.quantity, l.price])).toEqual([
        [designId, 2, ONE_SIDE_TSHIRT],
        [second, 1, TWO_SIDES_TSHIRT],
      ]);
      // A design's size is the design's: the bag does not change it.
      const resized = await apiError(
        browser.client.PATCH("/cart/items/{lineId}", {
          params: { path: { lineId: lines[0]._id } },
          body: { size: "M" },
        }),
      );
      expect(resized.status).toBe(400);

      const stranger = await registeredShopper(target(), "stranger");
      const notTheirs = await apiError(
        stranger.browser.client.POST("/cart/items", {
          body: { ...item, quantity: 1, customizationId: designId },
        }),
      );
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.serverMessage).toBe(designOrderWords.designNotFound);
      const guest = await apiError(
        target()
          .browser()
          .client.POST("/cart/items", { body: { ...item, quantity: 1, customizationId: designId } }),
      );
      expect(guest.status).toBe(401);
      expect(guest.serverMessage).toBe(designOrderWords.guestCannotAdd);
      const wrongSize = await apiError(
        browser.client.POST("/cart/items", {
          body: { ...item, size: "S", quantity: 1, customizationId: designId },
        }),
      );
      expect(wrongSize.status).toBe(400);
      // A blank garment alone is not sold, in the bag or by Buy Now: unknown, as an unpublished product.
      const bare = await apiError(browser.client.POST("/cart/items", { body: { ...item, quantity: 1 } }));
      expect(bare.status).toBe(404);
      const bareQuote = await apiError(
        browser.client.POST("/checkout/quote", {
          body: { product: { ...item, quantity: 1 }, giftWrap: false },
        }),
      );
      expect(bareQuote.status).toBe(404);
    });
  });

  describe("Buy Now of a design", () => {
    it("places a customised COD order at the server's price; a tampered price is refused; a retry answers the same order; the order keeps the design as ordered", async () => {
      const { browser, identity, designId, item } = await shopperWithDesign("white", "M");
      const body = await designBuyNow(browser, identity.email, item, designId);
      expect(body.product?.price).toBe(ONE_SIDE_TSHIRT);
      const bareBody = { ...body, orderType: "normal" as const, customizationId: undefined };
      const bare = await apiError(browser.client.POST("/order/cod", { params: key(), body: bareBody }));
      expect(bare.status).toBe(404);
      const cheaper = { ...body, product: { ...item, quantity: 1, price: 599 } };
      const tampered = await apiError(browser.client.POST("/order/cod", { params: key(), body: cheaper }));
      expect(tampered.status).toBe(409);
      const underpaid = await apiError(
        browser.client.POST("/order/cod", { params: key(), body: { ...body, totalAmount: 599 } }),
      );
      expect(underpaid.status).toBe(409);

      const press = key();
      const [first, retry] = await Promise.all([
        browser.client.POST("/order/cod", { params: press, body }),
        browser.client.POST("/order/cod", { params: press, body }),
      ]);
      const order = first.data?.data;
      expect(order).toMatchObject({
        orderType: "customise",
        totalAmount: body.totalAmount,
        status: "processing",
      });
      expect(retry.data?.data._id).toBe(order?._id);
      expect(order?.items[0]).toMatchObject({ price: ONE_SIDE_TSHIRT, size: "M" });
      expect(order?.items[0].design?.customizationId).toBe(designId);
      expect(order?.designReview).toBeUndefined();
      expect(await target().backOffice.stockOf(item.variantId, "M")).toBe(39);

      // The shopper edits the saved design afterwards: the order still prints what was ordered.
      await target().backOffice.editDesign(designId, { front: [], back: oneGraphic(graphic(3)) });
      const id = order?._id ?? "";
      const read = await browser.client.GET("/order/{id}", { params: { path: { id } } });
      expect(read.data?.data.items[0].design?.sides).toEqual(order?.items[0].design?.sides);
      expect(read.data?.data.items[0].design?.sides.front).toHaveLength(1);
      const customized = await browser.client.GET("/order/customized");
      expect(customized.data?.data.data).toEqual([
        expect.objectContaining({
          _id: id,
          customizationId: designId,
          image: order?.items[0].design?.productImages.front,
        }),
      ]);
    });
  });

  describe("a customised order confirmed by two staff at once", () => {
    it("is confirmed once, and its print files are made once", async () => {
      const { browser, identity, designId, item } = await shopperWithDesign("white", "L");
      const body = await designBuyNow(browser, identity.email, item, designId);
      const placed = await browser.client.POST("/order/cod", { params: key(), body });
      const id = placed.data?.data._id ?? "";
      const [one, two] = await Promise.all([staffBrowser(target()), staffBrowser(target())]);
      const confirm = (staff: Browser) =>
        staff.client.POST("/admin/orders/{id}/actions", {
          params: { path: { id } },
          body: { action: "confirm" },
        });
      const answers = await Promise.allSettled([confirm(one), confirm(two)]);
      const statuses = answers.map((answer) =>
        answer.status === "fulfilled" ? answer.value.response.status : (answer.reason as ApiError).status,
      );
      expect(statuses.sort()).toEqual([200, 409]);
      // Made in the background: one print file for the one printed side, with its mockups.
      let files: components["schemas"]["OrderPrintFilesResponse"]["data"] | undefined;
      await expect
        .poll(
          async () => {
            const read = await one.client.GET("/admin/orders/{id}/print-files", { params: { path: { id } } });
            files = read.data?.data;
            return files?.state;
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBe("ready");
      const prints = files?.files.filter((file) => file.kind === "print") ?? [];
      expect(prints.map((file) => [file.side, file.width, file.height])).toEqual([["front", 3600, 4800]]);
    });
  });

  describe("the bag's checkout of a design, paid online", () => {
    it("is paid on the gateway's word and leaves the bag then", async () => {
      const { browser, identity, designId, item } = await shopperWithDesign("navy", "S");
      const added = await browser.client.POST("/cart/items", {
        body: { ...item, quantity: 2, customizationId: designId },
      });
      const lineId = added.data?.data.products[0]._id ?? "";
      const quote = await browser.client.POST("/checkout/quote", {
        body: { cartLineIds: [lineId], pincode: address.pincode, giftWrap: false, paymentMode: "online" },
      });
      expect(quote.data?.data.lines[0]).toMatchObject({ unitPrice: ONE_SIDE_TSHIRT, quantity: 2 });
      expect(quote.data?.data.lines[0].design?.customizationId).toBe(designId);
      const body: CheckoutRequest = {
        ...address,
        email: identity.email,
        giftWrap: false,
        orderType: "customize",
        customizationId: designId,
        cartLineIds: [lineId],
        totalAmount: quote.data?.data.total ?? 0,
      };
      const notInBag = await apiError(
        browser.client.POST("/order/payment", {
          params: key(),
          body: { ...body, customizationId: "elsewhere" },
        }),
      );
      expect(notInBag.status).toBe(400);
      const started = await browser.client.POST("/order/payment", { params: key(), body });
      expect(started.response.status).toBe(201);
      const { orderId, transactionId } = started.data?.data ?? { orderId: "", transactionId: "" };
      target().payments.settle(transactionId, "COMPLETED");
      expect(await target().payments.webhook(transactionId, "COMPLETED")).toBe(200);
      const paid = await browser.client.GET("/order/{id}", { params: { path: { id: orderId } } });
      expect(paid.data?.data).toMatchObject({
        paymentStatus: "paid",
        status: "processing",
        orderType: "customise",
      });
      const bag = await browser.client.GET("/cart/getusercart");
      expect(bag.data?.data.products).toEqual([]);
    });
  });

  describe("a blank's last pieces", () => {
    it("go to exactly as many shoppers as there are pieces, never below zero", async () => {
      const pieces = 2;
      const shoppers = await Promise.all(Array.from({ length: 5 }, () => shopperWithDesign("maroon", "XXL")));
      const variantId = shoppers[0].item.variantId;
      const bodies = await Promise.all(
        shoppers.map((s) => designBuyNow(s.browser, s.identity.email, s.item, s.designId)),
      );
      await target().backOffice.setStock(variantId, "XXL", pieces);
      const answers = await Promise.allSettled(
        shoppers.map((s, i) => s.browser.client.POST("/order/cod", { params: key(), body: bodies[i] })),
      );
      const statuses = answers
        .map((a) => (a.status === "fulfilled" ? a.value.response.status : (a.reason as ApiError).status))
        .sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409]);
      expect(await target().backOffice.stockOf(variantId, "XXL")).toBe(0);
    });
  });

  describe("staff's review of a design with the shopper's own picture", () => {
    const withUpload: DesignSides = {
      front: [
        {
          kind: "upload",
          id: "u1",
          uploadId: "upload1",
          x: 600,
          y: 600,
          width: 500,
          height: 500,
          rotation: 0,
        },
      ],
      back: [],
    };

    it("holds the order until approved; refusing needs a reason and cancels it, its piece back in stock", async () => {
      const staff = await staffBrowser(target());
      const act = (id: string, body: components["schemas"]["StaffOrderAction"]) =>
        staff.client.POST("/admin/orders/{id}/actions", { params: { path: { id } }, body });

      const place = async () => {
        const { browser, identity, designId, item } = await shopperWithDesign("black", "S", withUpload);
        const body = await designBuyNow(browser, identity.email, item, designId);
        const placed = await browser.client.POST("/order/cod", { params: key(), body });
        expect(placed.data?.data.designReview).toBe("pending");
        return { browser, id: placed.data?.data._id ?? "", item };
      };

      const approved = await place();
      const board = await staff.client.GET("/admin/orders/{id}", { params: { path: { id: approved.id } } });
      expect(board.data?.data.staffActions).toEqual(
        expect.arrayContaining(["approve_design", "refuse_design", "cancel"]),
      );
      expect(board.data?.data.staffActions).not.toContain("confirm");
      const early = await apiError(act(approved.id, { action: "confirm" }));
      expect(early.status).toBe(409);
      expect(early.serverMessage).toBe(designOrderWords.reviewPending);
      expect((await act(approved.id, { action: "approve_design" })).data?.data.designReview).toBe("approved");
      expect((await act(approved.id, { action: "confirm" })).data?.data.status).toBe("confirmed");

      const refused = await place();
      const stockBefore = await target().backOffice.stockOf(refused.item.variantId, "S");
      const noReason = await apiError(act(refused.id, { action: "refuse_design" }));
      expect(noReason.status).toBe(400);
      const reason = "The picture is too blurred to print";
      const done = await act(refused.id, { action: "refuse_design", note: reason });
      expect(done.data?.data).toMatchObject({ status: "cancelled", designReview: "refused" });
      expect(done.data?.data.cancelReason).toBe(designOrderWords.designRefused(reason));
      expect(await target().backOffice.stockOf(refused.item.variantId, "S")).toBe(stockBefore + 1);
    });
  });

  describe("a problem with a delivered design's piece", () => {
    it("is the only return a customised order allows: reported with what is wrong, flagged for staff, accepted, picked up and refunded", async () => {
      const staff = await staffBrowser(target());
      const act = async (id: string, body: components["schemas"]["StaffOrderAction"]) => {
        const answer = await staff.client.POST("/admin/orders/{id}/actions", {
          params: { path: { id } },
          body,
        });
        if (!answer.data) throw new Error(`${body.action} answered ${answer.response.status}`);
        return answer.data.data;
      };
      const { browser, identity, designId, item } = await shopperWithDesign("white", "L");
      const body = await designBuyNow(browser, identity.email, item, designId, "online");
      const started = await browser.client.POST("/order/payment", { params: key(), body });
      const { orderId, transactionId } = started.data?.data ?? { orderId: "", transactionId: "" };
      target().payments.settle(transactionId, "COMPLETED");
      expect(await target().payments.webhook(transactionId, "COMPLETED")).toBe(200);
      await act(orderId, { action: "confirm" });
      await act(orderId, { action: "ship", courier: "Delhivery", trackingNumber: "DL-MISPRINT-1" });
      await act(orderId, { action: "deliver" });

      const read = async () =>
        (await browser.client.GET("/order/{id}", { params: { path: { id: orderId } } })).data?.data;
      const delivered = await read();
      expect(delivered?.actions).toMatchObject({
        canReturn: false,
        canReportFault: true,
        returnBlockedReason: designOrderWords.returnPolicy,
      });
      const ask = { orderId, trackingId: delivered?.trackingId ?? "" };
      const plain = await apiError(
        browser.client.POST("/order/returnOrder", { body: { ...ask, reason: "Too big" } }),
      );
      expect(plain.status).toBe(409);
      expect(plain.serverMessage).toBe(designOrderWords.returnPolicy);
      const unsaid = await apiError(
        browser.client.POST("/order/returnOrder", { body: { ...ask, kind: "misprint" } }),
      );
      expect(unsaid.status).toBe(400);
      expect(unsaid.serverMessage).toBe("reason is required");

      const words = "The front print is upside down";
      const reported = await browser.client.POST("/order/returnOrder", {
        body: { ...ask, kind: "misprint", reason: words },
      });
      expect(reported.data?.data).toMatchObject({
        status: "return_requested",
        return: { state: "requested", kind: "misprint", reason: words },
        actions: { canReturn: false, canReportFault: false },
      });
      expect(reported.data?.data.timeline?.at(-1)).toMatchObject({
        kind: "return_requested",
        note: `Misprint: ${words}`,
      });

      const board = await staff.client.GET("/admin/orders/{id}", { params: { path: { id: orderId } } });
      expect(board.data?.data).toMatchObject({
        return: { kind: "misprint", reason: words },
        staffActions: ["accept_return", "refuse_return"],
      });
      // The board's list carries the return too, so its row can flag the misprint.
      const listed = await staff.client.GET("/admin/orders", {
        params: { query: { status: "return_requested", q: board.data?.data.orderNumber ?? "" } },
      });
      expect(listed.data?.data.orders.find((o) => o._id === orderId)).toMatchObject({
        return: { state: "requested", kind: "misprint", reason: words },
      });
      expect(await act(orderId, { action: "accept_return" })).toMatchObject({
        status: "return_accepted",
        return: { state: "accepted", kind: "misprint" },
      });
      const pickedUp = await act(orderId, { action: "return_picked_up" });
      expect(pickedUp).toMatchObject({
        status: "returned",
        refunds: [
          { amount: ONE_SIDE_TSHIRT, method: "original_payment", reason: "return", state: "initiated" },
        ],
      });
      expect(pickedUp.creditNotes).toEqual([expect.objectContaining({ amount: ONE_SIDE_TSHIRT })]);
      expect((await read())?.actions).toMatchObject({ canReturn: false, canReportFault: false });
    });

    it("the wrong piece sent is taken back like a misprint: flagged, accepted, picked up, refunded to the payment", async () => {
      const staff = await staffBrowser(target());
      const act = async (id: string, body: components["schemas"]["StaffOrderAction"]) => {
        const answer = await staff.client.POST("/admin/orders/{id}/actions", {
          params: { path: { id } },
          body,
        });
        if (!answer.data) throw new Error(`${body.action} answered ${answer.response.status}`);
        return answer.data.data;
      };
      const { browser, identity, designId, item } = await shopperWithDesign("black", "M");
      const body = await designBuyNow(browser, identity.email, item, designId, "online");
      const started = await browser.client.POST("/order/payment", { params: key(), body });
      const { orderId, transactionId } = started.data?.data ?? { orderId: "", transactionId: "" };
      target().payments.settle(transactionId, "COMPLETED");
      expect(await target().payments.webhook(transactionId, "COMPLETED")).toBe(200);
      await act(orderId, { action: "confirm" });
      await act(orderId, { action: "ship", courier: "Delhivery", trackingNumber: "DL-WRONG-1" });
      const delivered = await act(orderId, { action: "deliver" });

      const words = "I got a plain grey T-shirt, not my design";
      const reported = await browser.client.POST("/order/returnOrder", {
        body: { orderId, trackingId: delivered.trackingId, kind: "wrong_item", reason: words },
      });
      expect(reported.data?.data).toMatchObject({
        status: "return_requested",
        return: { state: "requested", kind: "wrong_item", reason: words },
      });
      expect(reported.data?.data.timeline?.at(-1)).toMatchObject({
        kind: "return_requested",
        note: `Wrong piece sent: ${words}`,
      });
      expect(await act(orderId, { action: "accept_return" })).toMatchObject({
        status: "return_accepted",
        return: { state: "accepted", kind: "wrong_item" },
      });
      expect(await act(orderId, { action: "return_picked_up" })).toMatchObject({
        status: "returned",
        refunds: [
          { amount: ONE_SIDE_TSHIRT, method: "original_payment", reason: "return", state: "initiated" },
        ],
      });
    });

    it("a late delivery is reported only when the order came after its expected date", async () => {
      const { browser, user, item } = await shopperWithDesign("white", "S");
      const { orderId, trackingId } = await target().backOffice.customisedOrder(user._id, item);
      const db = target().backOffice.database;
      const { delivered_at } = await db
        .selectFrom("orders")
        .select("delivered_at")
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      const deliveryDay = indiaCalendarDate(delivered_at ?? new Date());
      const dayBefore = indiaCalendarDate(new Date(Date.parse(`${deliveryDay}T12:00:00+05:30`) - 86_400_000));
      const expectOn = (estimated_delivery: string | null) =>
        db.updateTable("orders").set({ estimated_delivery }).where("id", "=", orderId).execute();
      const ask = {
        orderId,
        trackingId,
        kind: "late" as const,
        reason: "It came two days after the date you gave",
        refundTo: { upiId: "kabir@okaxis" },
      };

      // Delivered on the expected day, or with no expected date at all: not late.
      for (const estimated of [deliveryDay, null]) {
        await expectOn(estimated);
        const onTime = await apiError(browser.client.POST("/order/returnOrder", { body: ask }));
        expect(onTime.status).toBe(409);
        expect(onTime.serverMessage).toBe(
          "This order was delivered by its expected delivery date, so it was not late.",
        );
      }
      // A refused claim asked nothing: the order may still report what is wrong.
      const read = async () =>
        (await browser.client.GET("/order/{id}", { params: { path: { id: orderId } } })).data?.data;
      expect((await read())?.actions).toMatchObject({ canReportFault: true });

      await expectOn(dayBefore);
      const reported = await browser.client.POST("/order/returnOrder", { body: ask });
      expect(reported.data?.data).toMatchObject({
        status: "return_requested",
        estimatedDelivery: dayBefore,
        return: { state: "requested", kind: "late", reason: ask.reason },
      });
      expect(reported.data?.data.timeline?.at(-1)).toMatchObject({
        kind: "return_requested",
        note: `Delivered late: ${ask.reason}`,
      });
    });
  });
}
