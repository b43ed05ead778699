// Returns, as the state machine moves them: the shopper asks (delivered, within the window, once; a
// customised order only for a problem with the piece, which the request names: lifecycle.ts decides), staff
// accept or refuse, and the parcel's pickup ends it with a credit note and the refund of what the returned
// lines cost. Only what was paid for the lines comes
// back: their price less their share of the coupon; gift wrap, shipping and the COD fee are not refunded.
import type { components } from "../../../src/api/schema";
import { RETURN_KIND_WORDS } from "../../../src/lib/orderWords";
import { badRequest } from "../errors";
import { issueCreditNote } from "../invoices";
import { returnRow } from "./detail";
import { moveOrderStatus } from "./lifecycle";
import { recordRefund } from "./refunds";
import { addOrderEvent } from "./timeline";
import type { StepContext, StepOutcome } from "./transitions";

type ReturnOrderRequest = components["schemas"]["ReturnOrderRequest"];
export type ReturnRequestInput = Pick<
  ReturnOrderRequest,
  "kind" | "reason" | "lineIds" | "pickupAddress" | "refundTo"
>;

export const returnMessages = {
  refundTo: "refundTo: give a UPI id or a bank account for your refund",
  requested: "Return requested",
  notALine: (lineId: string) => `lineIds: ${lineId} is not a line of this order`,
} as const;

/** Where a COD order's refund goes: a UPI id, or the whole bank account; null when neither is given. */
function destinationOf(refundTo: ReturnRequestInput["refundTo"]) {
  if (!refundTo) return null;
  if (refundTo.upiId) return { refund_upi: refundTo.upiId };
  const { accountName, accountNumber, ifsc } = refundTo;
  if (accountName && accountNumber && ifsc) {
    return {
      refund_account_name: accountName,
      refund_account_number: accountNumber,
      refund_ifsc: ifsc.toUpperCase(),
    };
  }
  return null;
}

/** 400 for refund details given by halves (a bank account without its IFSC, …). */
export function checkReturnInput(input: ReturnRequestInput | undefined): void {
  const refundTo = input?.refundTo;
  if (refundTo && Object.keys(refundTo).length > 0 && !destinationOf(refundTo)) {
    throw badRequest(returnMessages.refundTo);
  }
}

async function requestReturn({ trx, order, now, request }: StepContext): Promise<StepOutcome> {
  const input = request.returnRequest ?? {};
  const lines = await trx.selectFrom("order_lines").select("id").where("order_id", "=", order.id).execute();
  const known = new Set(lines.map((line) => line.id));
  const lineIds = input.lineIds ?? lines.map((line) => line.id);
  const stranger = lineIds.find((id) => !known.has(id));
  if (stranger !== undefined) throw badRequest(returnMessages.notALine(stranger));
  // An online payment goes back where it came from; cash needs somewhere to go.
  const destination = order.payment_mode === "COD" ? destinationOf(input.refundTo) : null;
  if (order.payment_mode === "COD" && !destination) throw badRequest(returnMessages.refundTo);
  const pickup = input.pickupAddress ?? {
    deliveryAddress: order.delivery_address,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
  };
  await trx
    .insertInto("order_returns")
    .values({
      order_id: order.id,
      kind: input.kind ?? null,
      reason: input.reason ?? "",
      line_ids: JSON.stringify(lineIds),
      pickup_address: pickup.deliveryAddress,
      pickup_city: pickup.city,
      pickup_state: pickup.state,
      pickup_pincode: pickup.pincode,
      ...destination,
      requested_at: now,
      updated_at: now,
    })
    .execute();
  await moveOrderStatus(trx, order, "return_requested", now);
  // The problem is named on the timeline too: "Misprint: the back print is upside down".
  const note =
    input.kind && input.reason ? `${RETURN_KIND_WORDS[input.kind]}: ${input.reason}` : input.reason;
  await addOrderEvent(trx, order.id, { kind: "return_requested", at: now, note, actor: "shopper" });
  return {};
}

const setReturn = (
  context: StepContext,
  columns: { state: "accepted" | "refused" | "picked_up"; refused_reason?: string },
) =>
  context.trx
    .updateTable("order_returns")
    .set({ ...columns, updated_at: context.now })
    .where("order_id", "=", context.order.id)
    .execute();

async function acceptReturn(context: StepContext): Promise<StepOutcome> {
  const { trx, order, now } = context;
  await setReturn(context, { state: "accepted" });
  await moveOrderStatus(trx, order, "return_accepted", now);
  await addOrderEvent(trx, order.id, { kind: "return_accepted", at: now, actor: "staff" });
  return { mail: "return_accepted" };
}

/** A refused return puts the order back to delivered; the shopper cannot ask again (one per order). */
async function refuseReturn(context: StepContext): Promise<StepOutcome> {
  const { trx, order, now, request } = context;
  await setReturn(context, { state: "refused", refused_reason: request.note });
  await moveOrderStatus(trx, order, "delivered", now);
  await addOrderEvent(trx, order.id, { kind: "return_refused", at: now, note: request.note, actor: "staff" });
  return {};
}

/** What the returned lines were paid: price × quantity less each line's coupon share. */
export async function returnedAmount(
  trx: StepContext["trx"],
  orderId: string,
  lineIds: string[],
): Promise<number> {
  if (lineIds.length === 0) return 0;
  const lines = await trx
    .selectFrom("order_lines")
    .select(["unit_price", "quantity", "coupon_share"])
    .where("order_id", "=", orderId)
    .where("id", "in", lineIds)
    .execute();
  return lines.reduce((sum, line) => sum + line.unit_price * line.quantity - line.coupon_share, 0);
}

async function returnPickedUp(context: StepContext): Promise<StepOutcome> {
  const { trx, order, now } = context;
  const request = await returnRow(trx, order.id);
  const lineIds = request?.line_ids ?? [];
  const amount = await returnedAmount(trx, order.id, lineIds);
  await setReturn(context, { state: "picked_up" });
  await moveOrderStatus(trx, order, "returned", now);
  await addOrderEvent(trx, order.id, { kind: "return_picked_up", at: now, actor: "staff" });
  await issueCreditNote(trx, order.id, { reason: "return", lineIds, amount }, now);
  await recordRefund(trx, { orderId: order.id, reason: "return", amount }, now);
  return {};
}

export const RETURN_STEPS = {
  request_return: requestReturn,
  accept_return: acceptReturn,
  refuse_return: refuseReturn,
  return_picked_up: returnPickedUp,
};
