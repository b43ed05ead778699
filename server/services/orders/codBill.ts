// An order awaiting its online payment, billed again for cash on delivery: the pricing module with the COD
// fee and today's COD rules (the pincode, the products, the COD limit), at the prices the order was placed
// at and with the coupon as the flat amount it took. What "Pay on Delivery" charges, and whether the order's
// screens offer it at all.
import type { Kysely } from "kysely";
import { brand } from "../../../src/lib/brand";
import type { Database } from "../../db/schema";
import { checkServiceability } from "../delivery";
import { type BillLineInput, priceBill } from "../pricing/bill";
import type { PricingConfig } from "../pricing/config";
import type { OrderRow } from "./view";

type Db = Kysely<Database>;

/** The order's lines as the pricing module reads them: the prices it was placed at, today's stock and
 * COD flag. */
async function billLinesOf(db: Db, orderId: string): Promise<BillLineInput[]> {
  const rows = await db
    .selectFrom("order_lines as l")
    .leftJoin("products as p", "p.id", "l.product_id")
    .leftJoin("variant_sizes as s", (join) =>
      join.onRef("s.variant_id", "=", "l.variant_id").onRef("s.size", "=", "l.size"),
    )
    .select([
      "l.product_id",
      "l.variant_id",
      "l.name",
      "l.color",
      "l.image",
      "l.size",
      "l.quantity",
      "l.unit_mrp",
      "l.unit_price",
      "s.stock",
      "p.cod_available",
      "p.return_policy",
    ])
    .where("l.order_id", "=", orderId)
    .orderBy("l.position")
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    color: row.color,
    image: row.image,
    size: row.size,
    quantity: row.quantity,
    unitMrp: row.unit_mrp,
    unitPrice: row.unit_price,
    stock: row.stock ?? 0,
    codAvailable: row.cod_available ?? false,
    returnPolicy: row.return_policy ?? 0,
  }));
}

/** The order's bill paid on delivery (its `cod` says whether cash on delivery is offered for it, and why
 * not). */
export async function codBillOf(db: Db, order: OrderRow, now: Date, config: PricingConfig) {
  const place = await checkServiceability(db, order.pincode, now);
  // The coupon as the flat amount it took: shared over the lines exactly as when the order was placed.
  const coupon = order.coupon_code
    ? { code: order.coupon_code, kind: "flat" as const, value: order.coupon_discount, minOrder: 0 }
    : null;
  return priceBill({
    lines: await billLinesOf(db, order.id),
    coupon,
    giftWrap: order.gift_wrap > 0,
    paymentMode: "COD",
    delivery: {
      pincode: order.pincode,
      serviceable: place.isServiceable,
      cod: place.codAvailable,
      ...(place.state ? { state: place.state } : {}),
    },
    shopState: brand.officeAddress.state,
    config,
  });
}
