// What a checkout URL asks to buy: the cart's selected lines (/checkout, with the cart screen's choices in
// the query) or one product (Buy Now: /checkout/{productId}/{variantId}?size=&quantity=), or one saved design
// on its blank (?type=customized&customizationId=&size=: src/lib/paths.ts designCheckoutPath). Pure, so the
// route and the screen read a URL the same way.
import { SIZES } from "../../api/enums";
import type { Size } from "../../api/types";

/** The most pieces of one line (docs/product.md#constants: quantity options 1 to 5). */
export const MAX_QUANTITY = 5;

export interface BuyNowItem {
  productId: string;
  variantId: string;
  size: Size;
  quantity: number;
  /** Buy Now of a saved design printed on this blank, colour and size. */
  customizationId?: string;
}

export type CheckoutSource =
  | {
      kind: "cart";
      /** The address the cart screen chose (its id), else the default one. */
      addressId: string | null;
      /** Gift wrap as chosen on the cart screen or here (the bag's coupon is kept with the bag). */
      giftWrap: boolean;
    }
  | {
      kind: "buyNow";
      item: BuyNowItem;
      /** The coupon applied on this page ("" for none), kept in the URL so a reload keeps it. */
      couponCode: string;
      giftWrap: boolean;
    }
  /** A Buy Now link without a usable size or quantity. */
  | { kind: "buyNowIncomplete"; productId: string; variantId: string }
  /** `type=customized` without the design or its size. */
  | { kind: "customized"; productId: string; variantId: string };

const isSize = (value: string | null): value is Size => SIZES.some((size) => size === value);

function quantityOf(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** The query parameters a checkout page writes as the shopper chooses (a reload keeps the choices). */
export const CHOICE_PARAMS = { coupon: "coupon", giftWrap: "giftWrap" } as const;

/** The coupon a Buy Now URL carries ("" for none). */
export const couponOf = (query: URLSearchParams) => (query.get(CHOICE_PARAMS.coupon) ?? "").trim();

/** Whether the URL asks for gift wrap. */
export const giftWrapOf = (query: URLSearchParams) =>
  query.get(CHOICE_PARAMS.giftWrap) === "true" || query.get(CHOICE_PARAMS.giftWrap) === "1";

/** The checkout a URL describes: its path parameters (none for the cart's) and its query. */
export function checkoutSourceOf(
  params: { productId?: string; variantId?: string },
  query: URLSearchParams,
): CheckoutSource {
  const { productId, variantId } = params;
  if (!productId || !variantId) {
    return { kind: "cart", addressId: query.get("address") || null, giftWrap: giftWrapOf(query) };
  }
  const size = query.get("size");
  const quantity = quantityOf(query.get("quantity") ?? "1");
  const customizationId = query.get("customizationId") ?? "";
  if (query.get("type") === "customized") {
    if (!customizationId || !isSize(size) || quantity === null)
      return { kind: "customized", productId, variantId };
  } else if (!isSize(size) || quantity === null) {
    return { kind: "buyNowIncomplete", productId, variantId };
  }
  return {
    kind: "buyNow",
    item: { productId, variantId, size, quantity, ...(customizationId ? { customizationId } : {}) },
    couponCode: couponOf(query),
    giftWrap: giftWrapOf(query),
  };
}
