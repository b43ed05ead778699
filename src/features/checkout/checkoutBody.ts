// The body of POST /order/cod and /order/payment: the shipping form, what is bought, and the total the
// shopper saw (the server compares it with its own and answers 409 with the fresh quote when they differ).
import type { CheckoutRequest, Quote } from "./checkoutTypes";
import type { ShippingValues } from "./shippingForm";
import type { CheckoutLines } from "./useCheckoutQuote";

export function checkoutBody(
  values: ShippingValues,
  lines: CheckoutLines,
  quote: Quote,
  giftWrap: boolean,
): CheckoutRequest {
  const alternativeNumber = values.alternativeNumber.trim();
  const bought: Pick<CheckoutRequest, "product" | "cartLineIds"> = lines.product
    ? { product: { ...lines.product, price: quote.lines[0]?.unitPrice } }
    : { cartLineIds: lines.cartLineIds };
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
    orderType: "normal",
  };
}
