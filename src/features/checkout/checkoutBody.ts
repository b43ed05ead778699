// The body of POST /order/cod and /order/payment: the shipping form, what is bought, and the total the
// shopper saw (the server compares it with its own and answers 409 with the fresh quote when they differ).
import type { CheckoutRequest, Quote } from "./checkoutTypes";
import type { ShippingValues } from "./shippingForm";
import type { CheckoutLines } from "./useCheckoutQuote";

/** A customised order names the design it prints: the Buy Now's, or the first of the bag's designs (the
 * server decides the order's type from its lines: docs/decisions/customiser-design.md#ordering-a-design). */
function orderTypeOf(
  lines: CheckoutLines,
  quote: Quote,
): Pick<CheckoutRequest, "orderType" | "customizationId"> {
  const customizationId =
    lines.product?.customizationId ?? quote.lines.find((line) => line.design)?.design?.customizationId;
  return customizationId ? { orderType: "customize", customizationId } : { orderType: "normal" };
}

/** What is bought: the Buy Now item at the price shown (its design named by the body's customizationId,
 * not inside the product), or the bag's lines. */
function boughtOf(lines: CheckoutLines, quote: Quote): Pick<CheckoutRequest, "product" | "cartLineIds"> {
  if (!lines.product) return { cartLineIds: lines.cartLineIds };
  const { customizationId: _design, ...item } = lines.product;
  return { product: { ...item, price: quote.lines[0]?.unitPrice } };
}

export function checkoutBody(
  values: ShippingValues,
  lines: CheckoutLines,
  quote: Quote,
  giftWrap: boolean,
): CheckoutRequest {
  const alternativeNumber = values.alternativeNumber.trim();
  const bought = boughtOf(lines, quote);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    ...(alternativeNumber ? { alternativeNumber } : {}),
    deliveryAddress: values.deliveryAddress.trim(),
    pincode: values.pincode.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    ...bought,
    giftWrap,
    // Only a code the quote applied: a refused one changes nothing.
    ...(quote.coupon ? { couponCode: quote.coupon.code } : {}),
    totalAmount: quote.total,
    ...orderTypeOf(lines, quote),
  };
}
