// What the lifecycle tests share on top of the order harness: a signed-in staff member (the invoices tests'
// helper), a placed COD order, and staff's actions on it.
export { staffBrowser } from "./invoices-helpers";
import type { Browser } from "./server-auth-helpers";
import type { Item, OrderHarness } from "./server-orders-helpers";

/** A new shopper's COD order of `quantity` of `item` (its stock set to `stock` first). */
export async function placedCod(
  o: OrderHarness,
  item: Item,
  options: { quantity?: number; stock?: number } = {},
) {
  const shopper = await o.shopper();
  await o.setStock(item, options.stock ?? 10);
  const answer = await o.place(
    shopper.browser,
    "cod",
    await o.buyNow(shopper.browser, item, options.quantity ?? 1),
  );
  if (answer.status !== 201) throw new Error(`placing: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    ...shopper,
    order: answer.body.data as { _id: string; orderNumber: string; trackingId: string; totalAmount: number },
  };
}

export const act = (staff: Browser, orderId: string, body: Record<string, unknown>) =>
  staff.post(`/admin/orders/${orderId}/actions`, body);

/** Staff take the order through `actions` in turn (each must succeed). */
export async function actAll(staff: Browser, orderId: string, actions: Record<string, unknown>[]) {
  for (const body of actions) {
    const answer = await act(staff, orderId, body);
    if (answer.status !== 200)
      throw new Error(`${body.action}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export const SHIP = { action: "ship", courier: "Delhivery", trackingNumber: "DL123456789IN" };
