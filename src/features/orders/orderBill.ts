// The order's bill in the shape the bill feature draws (its BillSummary takes the server's quote): the
// same rows (MRP, discounts, coupon, gift wrap, shipping, COD fee, the GST contained by rate, total), here
// with the figures the order was charged, as stored. Nothing is added up: every figure is the server's.
import type { Quote } from "../../api/types";
import type { Order } from "./orderTypes";

export function orderAsQuote(order: Order): Quote {
  return {
    // Lines, COD availability and orderability are a quote's questions about buying; an order has
    // answered them, and the bill does not draw them.
    lines: [],
    cod: { available: order.paymentMode === "COD", limit: 0 },
    orderable: true,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    totalMrp: order.totalMrp ?? order.subtotal,
    discountOnMrp: order.discountOnMrp ?? 0,
    subtotal: order.subtotal,
    coupon: order.couponCode ? { code: order.couponCode, discount: order.discount, message: "" } : null,
    couponDiscount: order.discount,
    giftWrap: order.giftWrap ?? 0,
    // The gift wrap's price is an offer of a quote; the order was charged what it was.
    giftWrapFee: order.giftWrap ?? 0,
    shipping: order.shipping,
    codFee: order.codFee ?? 0,
    gst: order.gstBreakdown ?? { total: order.gst, rates: [], split: "IGST" },
    total: order.totalAmount,
    paymentMode: order.paymentMode,
  };
}

/** The bill's last row: what was paid, what is to be paid on delivery, or the order's total. */
export function orderTotalLabel(order: Pick<Order, "paymentStatus">): string {
  switch (order.paymentStatus) {
    case "paid":
    case "refunded":
      return "Total paid";
    case "cod":
      return "To pay on delivery";
    default:
      return "Order total";
  }
}
