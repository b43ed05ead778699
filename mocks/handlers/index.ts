// Mock handlers for every operation of openapi/openapi.yaml, one file per contract tag. Mocks answer; the
// server behaves: handlers answer contract-valid bodies built from the fixtures (mocks/fixtures), and keep
// state only where a story's flow reads back what it did (store.ts: the session, the address book, cart
// lines, wishlisted ids). Throttles, codes, search scoring, filters, stock, prices and order rules live in
// the server only; the refusals a screen must show are named variants with the server's messages.
//
// Shape (the same in every file): `<tag>Handlers`, a record of handler arrays by the state they produce,
// with exactly these keys (so `variants.products.empyt` does not type-check):
//   default   the normal answers
//   error     every operation of the tag answers 500 { success: false, message }
//   slow      every operation waits SLOW_MS (2 s), then answers as default
//   never     every operation waits for ever (a loading or sending state that stays; `only(variant,
//             method, path)` takes one operation's handlers out of any variant)
//   empty     lists come back empty                    (where the tag has lists)
//   notFound  single-item reads answer 404              (where the tag has them)
//   + the states a screen needs: auth.guest, auth.signedIn, auth.none, auth.googleOnly, auth.otpInvalid,
//     auth.otpExpired, auth.otpLocked, auth.resendTooSoon, auth.loginFailed, auth.loginThrottled,
//     auth.socialLoginFailed, auth.usernameTaken, products.noResults, products.similarFailed,
//     pincode.unserviceable,
//     payments.paymentFailed, cart.updateRefused, cart.removeFailed, cart.couponRefused,
//     cart.couponDropped, offers.withConditions, checkout.couponApplied,
//     checkout.couponRefused, checkout.giftWrap, checkout.cod, checkout.codUnavailable, checkout.igst,
//     checkout.outOfStock, staffOrders.many, staffOrders.forbidden, staffOrders.conflict,
//     pictures.processing, pictures.failed, pictures.refused, pictures.tooManyPixels, pictures.tooLarge,
//     pictures.forbidden,
//     staffProducts.many, staffProducts.forbidden, staffProducts.noCatalogue,
//     staffBanners.forbidden, staffBanners.noPermission, staffBanners.orderChanged,
//     staffBlanks.forbidden, staffBlanks.noPermission, vitals.forbidden, vitals.noPermission,
//     operations.draining, privacy.consentOn, privacy.openOrders, privacy.badUnsubscribeLink,
//     privacy.phoneTaken, privacy.detailsThrottled, privacy.emailCodeThrottled,
//     privacy.wrongEmailCode, privacy.emailCodeExpired, privacy.emailTaken
//
// `handlers` = every tag's `default`, flattened: give it to setupServer/setupWorker. `variants` = the
// records by tag. Override per test/story with `server.use(...variants.products.empty)` or, in a story,
// `beforeEach({ msw }) { msw.use(...variants.cart.error) }`. Every variant of every operation is checked
// against the contract by tests/contract/handlerVariants.test.ts.
import type { HttpHandler } from "msw";
import { addressHandlers } from "./addresses";
import { adminHandlers } from "./admin";
import { authHandlers } from "./auth";
import { bannerHandlers } from "./banners";
import { cartHandlers } from "./cart";
import { checkoutHandlers } from "./checkout";
import { complaintHandlers } from "./complaints";
import { contactHandlers } from "./contact";
import { customiserHandlers } from "./customiser";
import { headlineHandlers } from "./headlines";
import { mediaHandlers } from "./media";
import { offerHandlers } from "./offers";
import { operationHandlers } from "./operations";
import { orderHandlers } from "./orders";
import { otpHandlers } from "./otp";
import { paymentHandlers } from "./payments";
import { pictureHandlers } from "./pictures";
import { pincodeHandlers } from "./pincode";
import { privacyHandlers } from "./privacy";
import { printFileHandlers } from "./printFiles";
import { productCsvHandlers } from "./productCsv";
import { productHandlers } from "./products";
import { reviewHandlers } from "./reviews";
import { staffBannerVariants } from "./staffBanners";
import { staffBlankVariants } from "./staffBlanks";
import { staffOrderHandlers } from "./staffOrders";
import { staffCatalogueEditHandlers } from "./staffProductEdits";
import { staffProductHandlers } from "./staffProducts";
import type { BaseVariants } from "./variants";
import { vitalsHandlers } from "./vitals";
import { wishlistHandlers } from "./wishlist";

export { MOCK_VERIFICATION_TOKEN } from "./auth";
export { API_BASE_PATTERN, fail, http, inputOf } from "./http";
export { mockSignIn, mockSignOut, mockStore, resetMockStore } from "./store";
export { neverAnswer, only, SLOW_MS } from "./variants";

/** Handler variants by contract tag (the tag names of openapi.yaml). */
export const variants = {
  auth: authHandlers,
  otp: otpHandlers,
  banners: bannerHandlers,
  media: mediaHandlers,
  products: productHandlers,
  reviews: reviewHandlers,
  cart: cartHandlers,
  /** POST /checkout/quote (tag "orders"), apart from the orders' handlers: the bill's sample quotes. */
  checkout: checkoutHandlers,
  pincode: pincodeHandlers,
  orders: orderHandlers,
  payments: paymentHandlers,
  wishlist: wishlistHandlers,
  customiser: customiserHandlers,
  headlines: headlineHandlers,
  contact: contactHandlers,
  /** Complaints with tickets: filing, the shopper's tickets, the staff queue (tag "complaints"). */
  complaints: complaintHandlers,
  admin: adminHandlers,
  /** The staff orders board's calls (tag "admin"), apart from adding a product: the board's states. */
  staffOrders: staffOrderHandlers,
  /** A customised order's print files and mockups on the board (tag "admin"): ready, rendering, none,
   * failed, not ready, forbidden. */
  printFiles: printFileHandlers,
  /** The staff catalogue's product calls: add, read with history, change, publish or archive. */
  staffCatalogue: staffCatalogueEditHandlers,
  /** Staff's picture uploads and their state (tag "admin"). */
  pictures: pictureHandlers,
  /** The staff product table (tag "admin"): its states. */
  staffProducts: staffProductHandlers,
  /** The catalogue's CSV export and import (tag "admin"): a plan, one with row errors, a refused file. */
  productCsv: productCsvHandlers,
  /** Staff's banner slides by place (tag "admin"): add, change, move, remove, and the refusals. */
  staffBanners: staffBannerVariants,
  /** The customiser's blanks for staff (tag "admin"): their prices and stock, saved per colour and garment. */
  staffBlanks: staffBlankVariants,
  addresses: addressHandlers,
  /** My Account › Privacy and the unsubscribe link: the consent, the download, the deletion. */
  privacy: privacyHandlers,
  offers: offerHandlers,
  /** Field vitals: the storefront's report, and the staff screen's week of percentiles (tag "vitals"). */
  vitals: vitalsHandlers,
  /** The load balancer's probes and Prometheus' scrape (/healthz, /readyz, /metrics at the host root). */
  operations: operationHandlers,
} as const satisfies Record<string, BaseVariants>;

export type MockTag = keyof typeof variants;

/** Every tag's default handlers. */
export const handlers: HttpHandler[] = Object.values(variants).flatMap((v) => v.default);
