// Mock handlers for every operation of openapi/openapi.yaml, one file per contract tag.
//
// Shape (the same in every file): `<tag>Handlers: HandlerVariants`, a record of handler arrays by the
// state they produce:
//   default   stateful answers over the mock database (state.ts; reset with resetMockState())
//   error     every operation of the tag answers 500 { success: false, message }
//   slow      every operation waits SLOW_MS (2 s), then answers as default
//   empty     lists come back empty                    (where the tag has lists)
//   notFound  single-item reads answer 404              (where the tag has them)
//   + tag-specific states: auth.guest, auth.signedIn, pincode.unserviceable, payments.paymentFailed,
//     auth.none (no social provider configured), auth.googleOnly, auth.resendTooSoon, auth.otpExpired,
//     auth.otpLocked, auth.loginThrottled, auth.usernameTaken (see auth.ts)
//
// Mails the mocks "send" (sign-up and reset codes, always MOCK_OTP) are recorded in `db.outbox`.
//
// `handlers` = every tag's `default`, flattened: give it to setupServer/setupWorker. `variants` = the
// records by tag. Override per test/story with `server.use(...variants.products.empty)` or, in a story,
// `beforeEach({ msw }) { msw.use(...variants.cart.error) }`.
import type { HttpHandler } from "msw";
import { addressHandlers } from "./addresses";
import { adminHandlers } from "./admin";
import { authHandlers } from "./auth";
import { bannerHandlers } from "./banners";
import { cartHandlers } from "./cart";
import { contactHandlers } from "./contact";
import { customiserHandlers } from "./customiser";
import { headlineHandlers } from "./headlines";
import { mediaHandlers } from "./media";
import { orderHandlers } from "./orders";
import { otpHandlers } from "./otp";
import { paymentHandlers } from "./payments";
import { pincodeHandlers } from "./pincode";
import { productHandlers } from "./products";
import { reviewHandlers } from "./reviews";
import type { HandlerVariants } from "./variants";
import { wishlistHandlers } from "./wishlist";

export type { HandlerVariants } from "./variants";
export { SLOW_MS } from "./variants";
export {
  db,
  MOCK_OTP,
  MOCK_VERIFICATION_TOKEN,
  mockSignIn,
  mockSignOut,
  resetMockState,
  SESSION_COOKIE,
} from "./state";
export { API_BASE_PATTERN, http } from "./http";

/** Handler variants by contract tag (the tag names of openapi.yaml). */
export const variants = {
  auth: authHandlers,
  otp: otpHandlers,
  banners: bannerHandlers,
  media: mediaHandlers,
  products: productHandlers,
  reviews: reviewHandlers,
  cart: cartHandlers,
  pincode: pincodeHandlers,
  orders: orderHandlers,
  payments: paymentHandlers,
  wishlist: wishlistHandlers,
  customiser: customiserHandlers,
  headlines: headlineHandlers,
  contact: contactHandlers,
  admin: adminHandlers,
  addresses: addressHandlers,
} satisfies Record<string, HandlerVariants>;

export type MockTag = keyof typeof variants;

/** Every tag's default handlers. */
export const handlers: HttpHandler[] = Object.values(variants).flatMap((v) => v.default);
