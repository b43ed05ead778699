// The product page's stories share these: fixture products picked by what they show, the handlers the
// page calls, and the page rendered with the shell's login popup (which the page opens for a guest).
import { catalogue, type Product, shopper } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { cartHandlers } from "../../../mocks/handlers/cart";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { productHandlers } from "../../../mocks/handlers/products";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";
import { reviewHandlers } from "../../../mocks/handlers/reviews";
import { mockSignIn } from "../../../mocks/handlers/store";
import { createApiClient, createApiHooks } from "../../../src/api/client";
import { sessionQueryOptions } from "../../../src/session/session";
import { productPath } from "../../../src/lib/paths";
import { LAST_PINCODE_KEY } from "../../../src/features/product/lastPincode";
import { LoginPopup } from "../../../src/features/shell/LoginPopup/LoginPopup";
import type { RouteParameter } from "../../../.storybook/decorators";
import { findOpenDialog } from "../../support/storyHelpers";

function byName(name: string): Product {
  const product = catalogue.find((p) => p.name === name);
  if (!product) throw new Error(`No fixture product named ${name}`);
  return product;
}

/** Discounted (22%), five reviews, M has 2 left, L and XXL sold out, two colours. */
export const supima = byName("Supima Blend Regular Fit Tee");
/** Not discounted, average 4.5 (a half star). */
export const kashmir = byName("Kashmir Chill Hoodie");
/** Jeans, sold by waist: its Grey is sold out in waist 32 only. */
export const charcoalJeans = byName("Charcoal Relaxed Jeans");
/** Sold out in every size. */
export const streetDhaba = byName("Street Dhaba Graphic Tee");
/** No reviews yet. */
export const logoTee = byName("Rangrez Logo Crew Tee");
/** A product the sample shopper has reviewed already (and that is in stock). */
export const reviewedByShopper = (() => {
  const product = catalogue.find(
    (p) => p.reviews.some((r) => r.user === shopper.username) && p.isAvailable && p.reviews.length > 1,
  );
  if (!product) throw new Error(`No fixture product reviewed by ${shopper.username}`);
  return product;
})();

/** The memory route of the product page at `product`'s first (or given) variant. */
export function productRoute(
  product: Product,
  variantId = product.variants[0]._id,
): { route: RouteParameter } {
  return {
    route: { path: "/display/:productId/:variantId", initialEntry: productPath(product._id, variantId) },
  };
}

/** Everything the page calls, answered from the fixtures; a guest unless the story signs in. */
export function productPageHandlers() {
  return [
    ...productHandlers.default,
    ...reviewHandlers.default,
    ...cartHandlers.default,
    ...pincodeHandlers.default,
    ...authHandlers.default,
    ...wishlistHandlers.default,
  ];
}

/** No pincode remembered from an earlier story. */
export function forgetPincode() {
  window.localStorage.removeItem(LAST_PINCODE_KEY);
}

/** The shell's login popup beside the story's screen. */
export function WithLoginPopup({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LoginPopup />
    </>
  );
}

const { password: _password, ...shopperAccount } = shopper;

/**
 * A story signed in as the sample shopper, as the server renders the page: the session is in the cache
 * from the start (the main layout's loader prefetches it), and the mocks answer as that shopper.
 */
export const signedIn = {
  parameters: {
    query: {
      initialData: [
        [
          sessionQueryOptions(createApiHooks(createApiClient())).queryKey,
          { success: true, user: shopperAccount },
        ],
      ],
    },
  },
  beforeEach() {
    mockSignIn(shopper._id);
  },
} as const;

/** The shell's login popup has opened. */
export async function expectLoginPopup() {
  return findOpenDialog("Log In or Register");
}
