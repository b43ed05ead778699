// MSW set-ups the shell's stories share.
import { makeCart, makeCartItem } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { cartHandlers } from "../../../mocks/handlers/cart";
import { http } from "../../../mocks/handlers/http";
import { productHandlers } from "../../../mocks/handlers/products";
import { mockSignIn } from "../../../mocks/handlers/store";

/** Everything the shell calls, answered by the default handlers; a guest unless signed in. */
export function shellHandlers() {
  return [
    ...bannerHandlers.default,
    ...productHandlers.default,
    ...authHandlers.default,
    ...cartHandlers.default,
  ];
}

/** Start the story signed in as the first sample shopper (POST /auth/logout ends it). */
export function signIn() {
  mockSignIn();
}

/** GET /cart/getusercart answers a cart of `count` products. */
export function cartWithProducts(count: number) {
  return http.get("/cart/getusercart", ({ response }) =>
    response(200).json({
      success: true,
      data: makeCart({
        products: Array.from({ length: count }, (_, i) =>
          makeCartItem({ _id: `ci_${i}`, productId: `p_${i}`, variantId: `v_${i}` }),
        ),
      }),
    }),
  );
}
