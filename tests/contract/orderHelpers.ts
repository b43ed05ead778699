// What the order scenarios share: products they may order (their stock set by the scenario), a delivery
// address, a Buy Now checkout at the server's own total, a fresh Idempotency-Key, and staff signed in with
// the seeded staff login.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { catalogue, type Product, staffUser } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import type { Browser } from "./cookieJar";
import type { ContractTarget } from "./scenarios";

type CheckoutRequest = components["schemas"]["CheckoutRequest"];

/** Products the cart scenarios set up for themselves: the order scenarios leave them alone. */
const CART_SCENARIO_PRODUCTS = [
  "Mandala Print Oversized Tee",
  "Rangrez Classic Pullover Hoodie",
  "Heritage Stripe Regular Tee",
];

const codProducts = catalogue.filter(
  (p: Product) =>
    p.codAvailable &&
    p.finalPrice <= 2000 &&
    p.variants[0].sizes[0].stock >= 3 &&
    !CART_SCENARIO_PRODUCTS.includes(p.name),
);

/** Products the payment scenarios order (in stock in their first size, cash on delivery taken). */
export const orderable = codProducts.slice(-3);
/** Products the lifecycle scenarios order (their stock set before each order). */
export const lifecycleProducts = codProducts.slice(0, 4);

export const address = {
  name: "Kabir Shah",
  phoneNumber: "9876501234",
  deliveryAddress: "4 Park Street",
  pincode: "700001",
  city: "Kolkata",
  state: "West Bengal",
};

export const key = () => ({ header: { "Idempotency-Key": randomUUID() } });

export const firstSizeOf = (product: Product) => {
  const variant = product.variants[0];
  return { productId: product._id, variantId: variant._id, size: variant.sizes[0].size };
};

/** The Buy Now checkout of `quantity` of `product`'s first size for `email`, at the server's total. */
export async function buyNowBody(
  browser: Browser,
  email: string,
  product: Product,
  quantity = 1,
): Promise<CheckoutRequest> {
  const item = { ...firstSizeOf(product), quantity };
  const quote = await browser.client.POST("/checkout/quote", {
    body: { product: item, pincode: address.pincode, giftWrap: false },
  });
  const total = quote.data?.data.total ?? 0;
  return {
    ...address,
    giftWrap: false,
    orderType: "normal",
    email,
    product: { ...item, price: product.finalPrice },
    totalAmount: total,
  };
}

/** A browser signed in as the seeded staff member. */
export async function staffBrowser(target: ContractTarget): Promise<Browser> {
  const browser = target.browser();
  const answer = await browser.client.POST("/auth/login", {
    body: { identifier: staffUser.email, password: staffUser.password },
  });
  expect(answer.response.status).toBe(200);
  return browser;
}
