// A shopper who buys by the shop's API over HTTP, as the storefront does: Buy Now's quote, then a cash on
// delivery or online order, and cancelling it (its stock comes back). bench:api's mixed run has one place and cancel
// orders in a loop beside the browsing; the multi-instance tests (tests/unit/server-cache-instances.test.ts,
// tests/unit/server-instances.test.ts) place them through one server and read the outcome from another; the
// refund crash test (tests/unit/server-refund-crash.test.ts) places one paid online.
import { randomUUID } from "node:crypto";
import { catalogue } from "../../mocks/fixtures";
import { postTo } from "./signedInShopper";

export interface OrderedItem {
  productId: string;
  variantId: string;
  size: string;
}

/** The benchmarks' delivery address, in Bengaluru (served, cash on delivery taken). */
export const ADDRESS = {
  name: "Bench Shopper",
  email: "bench@example.in",
  phoneNumber: "9876543210",
  deliveryAddress: "1 Bench Road",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
};

/** A size of a product that takes cash on delivery and has at least `stock` units in the seed. */
export function codItem(stock = 1, skip = 0): OrderedItem {
  const found = catalogue
    .filter((p) => p.codAvailable && p.finalPrice <= 2000)
    .flatMap((p) => p.variants.flatMap((v) => v.sizes.map((s) => ({ p, v, s }))))
    .filter(({ s }) => s.stock >= stock)[skip];
  if (!found) throw new Error(`fixture: a cash-on-delivery size with ${stock} in stock`);
  return { productId: found.p._id, variantId: found.v._id, size: found.s.size };
}

async function json(answer: Response, what: string) {
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A Buy Now order of the item at the server's own total, placed as cash on delivery or paid online;
 * answers the call's data. */
async function placeOrder(
  origin: string,
  cookie: string,
  item: OrderedItem,
  quantity: number,
  mode: "cod" | "payment",
) {
  const product = { ...item, quantity };
  const quote = await json(
    await postTo(origin, "/checkout/quote", { product, pincode: ADDRESS.pincode }, { cookie }),
    "the quote",
  );
  const price = catalogue.find((p) => p._id === item.productId)?.finalPrice;
  const body = { ...ADDRESS, product: { ...product, price }, totalAmount: quote.data.total };
  const headers = { "idempotency-key": randomUUID() };
  return (await json(await postTo(origin, `/order/${mode}`, body, { cookie, headers }), "the order")).data;
}

/** Places a cash-on-delivery order of the item at the server's own total; answers the order. */
export function placeCodOrder(
  origin: string,
  cookie: string,
  item: OrderedItem,
  quantity = 1,
): Promise<{ _id: string; trackingId: string }> {
  return placeOrder(origin, cookie, item, quantity, "cod");
}

/** Places an order of the item to be paid online; answers its payment attempt and the gateway's page. */
export function placeOnlineOrder(
  origin: string,
  cookie: string,
  item: OrderedItem,
  quantity = 1,
): Promise<{ orderId: string; transactionId: string; redirectUrl: string }> {
  return placeOrder(origin, cookie, item, quantity, "payment");
}

/** Cancels the order: its stock comes back. */
export async function cancelOrder(
  origin: string,
  cookie: string,
  order: { _id: string; trackingId: string },
): Promise<void> {
  const body = { orderId: order._id, trackingId: order.trackingId };
  await json(await postTo(origin, "/order/cancelOrder", body, { cookie, method: "DELETE" }), "cancelling");
}
