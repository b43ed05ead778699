// Contract tags "orders" and "payments": placing orders (COD or online), the payment's confirmation by the
// gateway (status call; the webhook is paymentWebhook.ts), paying again or on delivery, and the shopper's own
// orders: the filtered list, one order, cancelling and asking to return. The work is in
// server/services/orders (the state machine: lifecycle.ts, transitions.ts); this file maps calls to it.
// Every answer is personal.
import type { Context } from "hono";
import { Hono } from "hono";
import { cancelOrder, payOnDelivery, retryPayment } from "../services/orders/afterFailure";
import { ownCustomizedOrders } from "../services/orders/customized";
import type { OrderDeps } from "../services/orders/deps";
import { orderMessages } from "../services/orders/messages";
import { type PaymentMode, placeOrder, QuoteConflict } from "../services/orders/place";
import { readOrder } from "../services/orders/detail";
import { ownOrder, ownOrders, paymentStatusOf } from "../services/orders/read";
import { returnMessages } from "../services/orders/returns";
import { moveOrder } from "../services/orders/transitions";
import { errorJson } from "./errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

/** A refused order with the fresh quote to show (409). */
async function withQuote(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof QuoteConflict)) throw error;
    return c.json({ success: false as const, message: error.message, data: error.quote }, 409);
  }
}

export function orderRoutes(deps: OrderDeps) {
  const { db } = deps;
  const place =
    (operationId: "placeCodOrder" | "initiatePayment", mode: PaymentMode) => async (c: Context) => {
      const user = await requireUser(c, db);
      const input = inputOf(c, operationId);
      return withQuote(c, async () => {
        const placed = await placeOrder(deps, {
          userId: user.id,
          mode,
          key: input.header["Idempotency-Key"],
          body: input.body,
        });
        if (placed.mode === "COD") {
          return c.json(
            { success: true as const, message: orderMessages.codPlaced, data: placed.order },
            201,
          );
        }
        const { orderId, transactionId, redirectUrl } = placed;
        return c.json(
          {
            success: true as const,
            message: orderMessages.paymentStarted,
            data: { redirectUrl, orderId, transactionId },
          },
          201,
        );
      });
    };
  return new Hono()
    .use(privateAnswers)
    .post("/cod", place("placeCodOrder", "COD"))
    .post("/payment", place("initiatePayment", "online"))
    .post("/status", async (c) => {
      const user = await requireUser(c, db);
      const { orderId, transactionId } = inputOf(c, "confirmPaymentStatus").body;
      const answer = await paymentStatusOf(deps, { userId: user.id, orderId, transactionId });
      return c.json({ success: true as const, ...answer });
    })
    .post("/:id/retry-payment", async (c) => {
      const user = await requireUser(c, db);
      const input = inputOf(c, "retryPayment");
      const data = await retryPayment(deps, {
        userId: user.id,
        orderId: input.path.id,
        key: input.header["Idempotency-Key"],
      });
      return c.json({ success: true as const, message: orderMessages.paymentStarted, data }, 201);
    })
    .post("/:id/pay-on-delivery", async (c) => {
      const user = await requireUser(c, db);
      const data = await payOnDelivery(deps, {
        userId: user.id,
        orderId: inputOf(c, "payOnDelivery").path.id,
      });
      return c.json({ success: true as const, message: orderMessages.movedToCod, data });
    })
    .delete("/cancelOrder", async (c) => {
      const user = await requireUser(c, db);
      const { orderId, trackingId, reason } = inputOf(c, "cancelOrder").body;
      const data = await cancelOrder(deps, { userId: user.id, orderId, trackingId, reason });
      return c.json({ success: true as const, message: orderMessages.cancelled, data });
    })
    .post("/returnOrder", async (c) => {
      const user = await requireUser(c, db);
      const { orderId, trackingId, ...returnRequest } = inputOf(c, "returnOrder").body;
      await moveOrder(deps, {
        orderId,
        action: "request_return",
        actor: "shopper",
        owner: { userId: user.id, trackingId },
        returnRequest,
      });
      const data = await readOrder(deps, orderId);
      return c.json({ success: true as const, message: returnMessages.requested, data });
    })
    .get("/getallorders", async (c) => {
      const user = await requireUser(c, db);
      const data = await ownOrders(deps, user.id, inputOf(c, "listOrders").query ?? {});
      return c.json({ success: true as const, data });
    })
    .get("/getorderbyid", async (c) => {
      const user = await requireUser(c, db);
      const { orderId } = inputOf(c, "getOrderById").query;
      return c.json({ success: true as const, data: await ownOrder(deps, user.id, orderId) });
    })
    .get("/customized", async (c) => {
      const user = await requireUser(c, db);
      return c.json({ success: true as const, data: { data: await ownCustomizedOrders(deps, user.id) } });
    })
    .get("/:id", async (c) => {
      if (c.get("validated")?.operationId !== "getOrder") return errorJson(c, 404, "Not found");
      const user = await requireUser(c, db);
      return c.json({
        success: true as const,
        data: await ownOrder(deps, user.id, inputOf(c, "getOrder").path.id),
      });
    });
}
