// One table of bad requests, sent to the MSW handlers (msw/node, as Storybook and the unit tests use them)
// and to the real server (createApp on in-memory PGlite): both must refuse each one with the table's status
// and the same `{ success: false, message }`, because both check requests with the one validator compiled
// from the contract (src/api/contract).
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlers } from "../../mocks/handlers";
import { createApp } from "../../server/app";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { contractDocument } from "../../src/api/contract";
import { operationIndex } from "../../src/api/contract/operations";
import { PASSWORD_MESSAGE } from "../../src/lib/accountApiMessages";
import { SERVER_OPERATIONS } from "./serverOperations";

const ORIGIN = "http://localhost";
const JSON_TYPE = "application/json";

interface BadRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api/v1, with its query. */
  path: string;
  /** A value is sent as JSON; a string as it is. */
  body?: unknown;
  contentType?: string;
  /** Extra request headers (Idempotency-Key …). */
  headers?: Record<string, string>;
  status: number;
  message: string;
}

const email = "table@example.in";
const address = { street: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" };
const register = {
  username: "table_user",
  name: "Table User",
  email,
  password: "Table@2026",
  phone: "",
  verificationToken: "token",
  address,
};
const contact = { name: "Meera", email, message: "Do you ship to Port Blair?" };
/** A guest's complaint the contract accepts. */
const complaint = { name: "Asha Verma", email, topic: "delivery", message: "My parcel is a week late." };
const TOPICS = "order, delivery, return_refund, payment, product, website, other";
const checkout = {
  name: "Arjun",
  email,
  phoneNumber: "9876543210",
  deliveryAddress: "12 MG Road",
  pincode: "560038",
  city: "Bengaluru",
  state: "Karnataka",
  product: { productId: "prd_1", variantId: "var_1", quantity: 1, size: "M" },
  totalAmount: 699,
};
/** A design the contract accepts (docs/decisions/customiser-design.md), for rows that break one field. */
const graphicLayer = {
  id: "g1",
  kind: "graphic",
  graphicId: "gr1",
  x: 600,
  y: 500,
  width: 480,
  height: 480,
  rotation: 0,
};
const design = { type: "hoodie", color: "Black", size: "L", sides: { front: [graphicLayer], back: [] } };
/** A page view's field vitals the contract accepts (docs/decisions/field-vitals.md). */
const vitals = {
  buildId: "1a2b3c4d",
  pageType: "product",
  connection: "4g",
  device: "phone",
  metrics: [{ name: "LCP", value: 2140.5, rating: "good" }],
};
const lcp = vitals.metrics[0];
/** Garment sizes: letters, then jeans waists (contract Size). */
/** A product staff could add, but for what a row changes. */
const staffProduct = {
  name: "Table Tee",
  description: "Cotton.",
  price: 999,
  discount: 0,
  category: "upperwear",
  subCategory: "t-shirt",
  returnPolicy: 7,
  tags: ["newarrival"],
  codAvailable: true,
  variants: [
    {
      color: "Black",
      colorHex: "#1c1c1e",
      sizes: [{ size: "M", stock: 1 }],
      images: [{ src: "/media/products/rangrez-logo-crew-tee-black-front-400.webp", alt: "Black tee" }],
    },
  ],
};
const SIZE_MESSAGE = "size must be one of: S, M, L, XL, XXL, 30, 32, 34, 36, 38";
const KEY_MESSAGE = "Idempotency-Key must be 8 to 128 letters, digits, - or _";
/** The row with an Idempotency-Key header (a valid one unless given). */
const keyed = (row: BadRequest, key = "3f0c2a9e-8d1b-4c55-9e0a-5b7d2c1f4a61"): BadRequest => ({
  ...row,
  headers: { ...row.headers, "idempotency-key": key },
});
const ONE_SOURCE = "Send either product (Buy Now) or cartLineIds (the cart), not both";
const deep = (levels: number): unknown => (levels === 0 ? "x" : { a: deep(levels - 1) });
const CONTROL = "must not contain control characters";
const NAME_MESSAGE =
  "must be your full name: letters (any script), spaces, full stops, apostrophes or hyphens, starting with a letter";
const PINCODE = "must be 6 digits, not starting with 0";
const bad = (
  method: BadRequest["method"],
  path: string,
  body: unknown,
  status: number,
  message: string,
  contentType?: string,
): BadRequest => ({ method, path, body, status, message, contentType });
const get = (path: string, message: string) => bad("GET", path, undefined, 400, message);
/** A plain form's body type (only the one-click unsubscribe takes one). */
const FORM_URLENCODED = "application/x-www-form-urlencoded";
/** A token of the unsubscribe link's shape (signed by no shop). */
const ONE_CLICK_TOKEN = `${"a".repeat(24)}.${"b".repeat(43)}`;
/** A multipart body with boundary "b": the text fields, and with `withFile` a file field of a few bytes. */
const FORM = "multipart/form-data; boundary=b";
const formBody = (fields: Record<string, string>, withFile = false) =>
  [
    ...Object.entries(fields).map(
      ([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...(withFile
      ? [
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n',
        ]
      : []),
    "--b--\r\n",
  ].join("");

const TABLE: BadRequest[] = [
  // auth and otp
  bad(
    "POST",
    "/auth/send-email-verification-otp",
    { email: "not-an-email" },
    400,
    "email must be a valid email",
  ),
  bad(
    "POST",
    "/auth/send-email-verification-otp",
    { email: "a\u0000@b.in" },
    400,
    "email must be a valid email",
  ),
  bad("POST", "/auth/send-email-verification-otp", {}, 400, "email is required"),
  bad("POST", "/auth/send-email-verification-otp", { email: 42 }, 400, "email must be a string"),
  bad(
    "POST",
    "/auth/send-email-verification-otp",
    { email, username: "u".repeat(51) },
    400,
    "username must be at most 50 characters",
  ),
  bad(
    "POST",
    "/auth/send-email-verification-otp",
    `{"email":"${email}"}`,
    415,
    "Content-Type must be application/json",
    "text/plain",
  ),
  bad("POST", "/auth/verify-otp", { email, otp: "12ab56" }, 400, "otp must be 6 digits"),
  bad("POST", "/auth/verify-otp", { email, otp: 123456 }, 400, "otp must be a string"),
  bad("POST", "/auth/register", { ...register, password: "Short1!" }, 400, PASSWORD_MESSAGE),
  bad(
    "POST",
    "/auth/register",
    { ...register, address: { ...address, pincode: "012345" } },
    400,
    `address.pincode ${PINCODE}`,
  ),
  bad("POST", "/auth/register", { ...register, address: undefined }, 400, "address is required"),
  bad("POST", "/auth/register", { ...register, address: "Pune" }, 400, "address must be an object"),
  bad("POST", "/auth/register", { ...register, phone: "12345" }, 400, "phone must be 10 digits"),
  bad("POST", "/auth/register", { ...register, username: "a\u0000b" }, 400, `username ${CONTROL}`),
  bad("POST", "/auth/register", { ...register, name: undefined }, 400, "name is required"),
  bad("POST", "/auth/register", { ...register, name: "x" }, 400, `name ${NAME_MESSAGE}`),
  bad("POST", "/auth/register", { ...register, name: "table_user_2" }, 400, `name ${NAME_MESSAGE}`),
  bad(
    "POST",
    "/auth/register",
    { ...register, name: "T".repeat(81) },
    400,
    "name must be at most 80 characters",
  ),
  bad(
    "POST",
    "/auth/register",
    { ...register, address: { ...address, street: "  " } },
    400,
    "address.street is required",
  ),
  bad(
    "POST",
    "/auth/register",
    { ...register, address: { ...address, addressType: "castle" } },
    400,
    "address.addressType must be one of: home, work, other",
  ),
  bad("POST", "/auth/login", "not json", 400, "Request body must be valid JSON", JSON_TYPE),
  bad("POST", "/auth/login", [1, 2], 400, "Request body must be a JSON object"),
  bad("POST", "/auth/login", { identifier: " ", password: "x" }, 400, "identifier is required"),
  bad("POST", "/auth/login", { identifier: "a\u0000", password: "x" }, 400, `identifier ${CONTROL}`),
  bad("POST", "/auth/login", { identifier: "a", password: "x\u0000" }, 400, `password ${CONTROL}`),
  bad(
    "POST",
    "/auth/login",
    { identifier: "a", password: "x".repeat(1025) },
    400,
    "password must be at most 1024 characters",
  ),
  bad("POST", "/auth/login", { identifier: deep(200), password: "x" }, 400, "identifier must be a string"),
  bad(
    "POST",
    "/auth/login",
    "identifier=a&password=b",
    415,
    "Content-Type must be application/json",
    "application/x-www-form-urlencoded",
  ),
  bad("POST", "/auth/google-login", {}, 400, "access_token is required"),
  bad("POST", "/auth/facebook-login", { access_token: 7 }, 400, "access_token must be a string"),
  bad("POST", "/auth/logout", "", 415, "Content-Type must be application/json", "text/plain"),
  bad("POST", "/otp/saveotp", { email }, 400, "otp is required"),
  bad("POST", "/auth/send-reset-otp", { email: "x" }, 400, "email must be a valid email"),
  bad("POST", "/auth/verify-reset-otp", { email, otp: "1234567" }, 400, "otp must be 6 digits"),
  bad(
    "POST",
    "/auth/reset-password",
    { email, otp: "123456", password: "weakpassword" },
    400,
    PASSWORD_MESSAGE,
  ),
  bad("POST", "/auth/save-pswd", { email, password: "weak" }, 400, PASSWORD_MESSAGE),
  // addresses
  bad("POST", "/addresses", { ...address, pincode: "012345" }, 400, `pincode ${PINCODE}`),
  bad("POST", "/addresses", { ...address, isDefault: "yes" }, 400, "isDefault must be true or false"),
  bad(
    "POST",
    "/addresses",
    { ...address, landmark: "l".repeat(201) },
    400,
    "landmark must be at most 200 characters",
  ),
  bad("POST", "/addresses", { ...address, city: 12 }, 400, "city must be a string"),
  bad("POST", "/addresses", { ...address, state: "Kar\u0000nataka" }, 400, `state ${CONTROL}`),
  bad(
    "POST",
    "/addresses",
    JSON.stringify(address),
    415,
    "Content-Type must be application/json",
    "text/plain",
  ),
  bad("PUT", "/addresses/abc%00", address, 400, `id ${CONTROL}`),
  bad("PUT", `/addresses/${"a".repeat(65)}`, address, 400, "id must be at most 64 characters"),
  bad("DELETE", "/addresses/%00", undefined, 400, `id ${CONTROL}`),
  bad("POST", "/addresses/%00/default", undefined, 400, `id ${CONTROL}`),
  // privacy (docs/decisions/personal-data.md)
  bad("PUT", "/account/privacy/marketing", {}, 400, "marketingEmails is required"),
  bad(
    "PUT",
    "/account/privacy/marketing",
    { marketingEmails: "yes" },
    400,
    "marketingEmails must be true or false",
  ),
  bad("DELETE", "/account", "", 415, "Content-Type must be application/json", "text/plain"),
  // correction (docs/decisions/personal-data.md#correction)
  bad("PUT", "/account/details", { phone: "" }, 400, "name is required"),
  bad("PUT", "/account/details", { name: "Arjun Kumar" }, 400, "phone is required"),
  bad("PUT", "/account/details", { name: "arjun_k", phone: "" }, 400, `name ${NAME_MESSAGE}`),
  bad("PUT", "/account/details", { name: "A", phone: "" }, 400, `name ${NAME_MESSAGE}`),
  bad("PUT", "/account/details", { name: "Arjun Kumar", phone: "98765" }, 400, "phone must be 10 digits"),
  bad("POST", "/account/email/code", {}, 400, "email is required"),
  bad("POST", "/account/email/code", { email: "arjun@" }, 400, "email must be a valid email"),
  bad("PUT", "/account/email", { email: "arjun.rao@example.in" }, 400, "otp is required"),
  bad("PUT", "/account/email", { email: "arjun.rao@example.in", otp: "12345" }, 400, "otp must be 6 digits"),
  bad("POST", "/privacy/unsubscribe", {}, 400, "token is required"),
  bad(
    "POST",
    "/privacy/unsubscribe",
    { token: "x".repeat(68) },
    400,
    "token must be the token from the unsubscribe link",
  ),
  bad(
    "POST",
    "/privacy/unsubscribe",
    { token: `${"a".repeat(24)}.${"b".repeat(42)}!` },
    400,
    "token must be the token from the unsubscribe link",
  ),
  // A mail app's one-click unsubscribe (RFC 8058) is a plain form, the one body of that kind an operation
  // takes: the token in the address, the form's one pair required, JSON refused.
  bad(
    "POST",
    "/privacy/unsubscribe/one-click",
    "List-Unsubscribe=One-Click",
    400,
    "token is required",
    FORM_URLENCODED,
  ),
  bad(
    "POST",
    `/privacy/unsubscribe/one-click?token=${"x".repeat(68)}`,
    "List-Unsubscribe=One-Click",
    400,
    "token must be the token from the unsubscribe link",
    FORM_URLENCODED,
  ),
  bad(
    "POST",
    `/privacy/unsubscribe/one-click?token=${ONE_CLICK_TOKEN}`,
    "",
    400,
    "List-Unsubscribe is required",
    FORM_URLENCODED,
  ),
  bad(
    "POST",
    `/privacy/unsubscribe/one-click?token=${ONE_CLICK_TOKEN}`,
    "List-Unsubscribe=Yes",
    400,
    "List-Unsubscribe must be one of: One-Click",
    FORM_URLENCODED,
  ),
  bad(
    "POST",
    `/privacy/unsubscribe/one-click?token=${ONE_CLICK_TOKEN}`,
    { "List-Unsubscribe": "One-Click" },
    415,
    "Content-Type must be application/x-www-form-urlencoded or multipart/form-data",
  ),
  bad(
    "POST",
    "/auth/register",
    { ...register, marketingConsent: "yes" },
    400,
    "marketingConsent must be true or false",
  ),
  // pincode
  get("/pincode/012345", `pin ${PINCODE}`),
  get("/pincode/56003x", `pin ${PINCODE}`),
  get("/pincode/%00%00%00%00%00%00", `pin ${PINCODE}`),
  // listings and search
  get("/product/tags/bestseller", "tag must be one of: trending, newarrival, lowsell"),
  get("/product/tags/newarrival?page=0", "page must be a positive integer"),
  get("/product/tags/newarrival?page=abc", "page must be a positive integer"),
  get("/product/tags/newarrival?page=99999999999999999999", "page must be at most 10000"),
  get("/product/tags/newarrival?limit=51", "limit must be at most 50"),
  get("/product/tags/newarrival?limit=2.5", "limit must be a positive integer"),
  get("/product/tags/newarrival?sort=cheapest", "sort must be one of: newest, price-asc, price-desc, rating"),
  get("/product/tags/newarrival?size=M&size=XXXL", SIZE_MESSAGE),
  get("/product/tags/newarrival?color=", "color is required"),
  get("/product/tags/newarrival?color=%00", `color ${CONTROL}`),
  get(`/product/tags/newarrival?color=${"x".repeat(51)}`, "color must be at most 50 characters"),
  get("/product/category/upperwear?country=%3Cb%3E", "country must be a country's name in English letters"),
  get(`/product/category/upperwear?country=${"A".repeat(61)}`, "country must be at most 60 characters"),
  get("/product/category/upperwear?minPrice=2147483647", "minPrice must be at most 1000000"),
  get("/product/category/upperwear?maxPrice=-1", "maxPrice must be a non-negative integer"),
  get("/product/category/upperwear?maxPrice=9.5", "maxPrice must be a non-negative integer"),
  get("/product/category/upperwear?minPrice=900&maxPrice=100", "minPrice must be at most maxPrice"),
  get("/product/category/footwear", "category must be one of: upperwear, bottomwear"),
  get(
    "/product/subcategory/t-shirt,sweater/upperwear",
    "slugs must be a comma-separated list of: t-shirt, oversize-t-shirt, regular-t-shirt, hoodie, shacket, joggers, jeans",
  ),
  get("/product/subcategory/hoodie/upperwear?limit=0", "limit must be a positive integer"),
  get("/product/search", "q is required"),
  get("/product/search?q=%20%20", "q is required"),
  get(`/product/search?q=${"q".repeat(101)}`, "q must be at most 100 characters"),
  get("/product/search?q=tee%00", `q ${CONTROL}`),
  get("/product/search?q=tee&limit=21", "limit must be at most 20"),
  get("/product/search/results", "q is required"),
  get("/product/search/results?q=%20", "q is required"),
  get(`/product/search/results?q=${"q".repeat(101)}`, "q must be at most 100 characters"),
  get("/product/search/results?q=tee&page=0", "page must be a positive integer"),
  get("/product/search/results?q=tee&limit=51", "limit must be at most 50"),
  // banners
  get(
    "/banner/trending/nowhere",
    "list must be one of: home, mobilehome, mobilevideobanner, desktopvideobanner, customized, customized_mobile, trending, mobiletrending",
  ),
  // contact
  bad("POST", "/contact/submit", { ...contact, name: "  " }, 400, "name is required"),
  bad(
    "POST",
    "/contact/submit",
    { ...contact, email: "meera-at-example" },
    400,
    "email must be a valid email",
  ),
  bad("POST", "/contact/submit", { ...contact, message: "hi\u0000" }, 400, `message ${CONTROL}`),
  bad(
    "POST",
    "/contact/submit",
    { ...contact, message: "x".repeat(5001) },
    400,
    "message must be at most 5000 characters",
  ),
  bad("POST", "/contact/submit", { ...contact, name: deep(50) }, 400, "name must be a string"),
  bad(
    "POST",
    "/contact/submit",
    { ...contact, message: "x".repeat(70_000) },
    413,
    "Request body is too large",
  ),
  bad(
    "POST",
    "/contact/submit",
    "name=a&email=b&message=c",
    415,
    "Content-Type must be application/json",
    "application/x-www-form-urlencoded",
  ),
  // complaints (docs/decisions/complaints.md)
  bad("POST", "/complaints", { ...complaint, topic: "rudeness" }, 400, `topic must be one of: ${TOPICS}`),
  bad("POST", "/complaints", { ...complaint, message: "bad" }, 400, "message must be at least 10 characters"),
  bad("POST", "/complaints", { ...complaint, email: "asha-at-example" }, 400, "email must be a valid email"),
  bad("POST", "/complaints", { ...complaint, name: "Asha\u0007" }, 400, `name ${CONTROL}`),
  bad("POST", "/complaints", { topic: "other" }, 400, "message is required"),
  bad("POST", "/complaints", { ...complaint, name: undefined }, 400, "name is required"),
  bad(
    "POST",
    "/complaints",
    { ...complaint, message: "x".repeat(5001) },
    400,
    "message must be at most 5000 characters",
  ),
  get("/complaints/RZ-4821-9063", "number must be a ticket number like RZ-T-4821-9063"),
  get("/admin/complaints?state=lost", "state must be one of: open, resolved"),
  get("/admin/complaints/%00", "number must be a ticket number like RZ-T-4821-9063"),
  bad("POST", "/admin/complaints/RZ-T-4821-9063/replies", {}, 400, "message is required"),
  bad(
    "POST",
    "/admin/complaints/RZ-T-4821-9063/replies",
    { message: "x".repeat(5001) },
    400,
    "message must be at most 5000 characters",
  ),
  bad(
    "POST",
    "/admin/complaints/nine/replies",
    { message: "Hello" },
    400,
    "number must be a ticket number like RZ-T-4821-9063",
  ),
  bad(
    "POST",
    "/admin/complaints/RZ-T-4821-9063/status",
    { status: "open" },
    400,
    "status must be one of: acknowledged, resolved",
  ),
  // product page: detail, similar items, reviews, restock alerts
  get("/product/product/%00", `productId ${CONTROL}`),
  get(`/product/product/${"p".repeat(65)}`, "productId must be at most 64 characters"),
  get("/product/p1/similar?limit=51", "limit must be at most 50"),
  get("/product/p1/similar?page=0", "page must be a positive integer"),
  bad("POST", "/product/p1/addreview", { rating: 6, comment: "Great" }, 400, "rating must be at most 5"),
  bad("POST", "/product/p1/addreview", { rating: 4, comment: "  " }, 400, "comment is required"),
  bad(
    "POST",
    "/product/p1/addreview",
    { rating: 4.5, comment: "Good" },
    400,
    "rating must be a positive integer",
  ),
  bad("POST", "/product/p1/restock-alerts", { variantId: "v1", size: "XXXL" }, 400, SIZE_MESSAGE),
  bad("POST", "/product/p1/restock-alerts", { size: "M" }, 400, "variantId is required"),
  // delivery
  get("/pincode/012345/serviceability", `pin ${PINCODE}`),
  get("/order/serviceCheck/012345", `value ${PINCODE}`),
  get("/order/serviceCheck/5600381", `value ${PINCODE}`),
  // cart
  bad("POST", "/cart/items", { productId: "p", variantId: "v", size: "XXXL" }, 400, SIZE_MESSAGE),
  bad(
    "POST",
    "/cart/items",
    { productId: "p", variantId: "v", size: "M", quantity: 6 },
    400,
    "quantity must be at most 5",
  ),
  bad("POST", "/cart/add", { productId: "p", variantId: "v" }, 400, "userId is required"),
  bad(
    "POST",
    "/cart/add",
    { userId: "u", productId: "p", variantId: "v", quantity: 0 },
    400,
    "quantity must be a positive integer",
  ),
  bad("PATCH", "/cart/items/l1", {}, 400, "Send size, quantity or selected"),
  bad("PATCH", "/cart/items/l1", { quantity: 6 }, 400, "quantity must be at most 5"),
  bad("PATCH", "/cart/items/l1", { selected: "yes" }, 400, "selected must be true or false"),
  bad("PATCH", "/cart/items/l1", { size: "XXXL" }, 400, SIZE_MESSAGE),
  bad("PUT", "/cart/coupon", {}, 400, "couponCode is required"),
  bad("DELETE", "/cart/coupon", "", 415, "Content-Type must be application/json", "text/plain"),
  bad("PUT", "/cart/coupon", { couponCode: "   " }, 400, "couponCode is required"),
  bad("PUT", "/cart/coupon", { couponCode: "X".repeat(31) }, 400, "couponCode must be at most 30 characters"),
  bad("DELETE", "/cart/items/%00", undefined, 400, `lineId ${CONTROL}`),
  bad(
    "POST",
    `/cart/items/${"l".repeat(65)}/move-to-wishlist`,
    undefined,
    400,
    "lineId must be at most 64 characters",
  ),
  bad("PUT", "/cart/selection", {}, 400, "selected is required"),
  bad("POST", "/cart/removetocart", { cartId: "c", productId: "p" }, 400, "variantId is required"),
  // checkout quote
  bad(
    "POST",
    "/checkout/quote",
    { couponCode: "C".repeat(31) },
    400,
    "couponCode must be at most 30 characters",
  ),
  bad("POST", "/checkout/quote", { cartLineIds: [] }, 400, "cartLineIds must have at least 1 value"),
  bad(
    "POST",
    "/checkout/quote",
    { cartLineIds: ["l1", "l1"] },
    400,
    "cartLineIds must not list a value twice",
  ),
  bad("POST", "/checkout/quote", { pincode: "012345" }, 400, `pincode ${PINCODE}`),
  bad("POST", "/checkout/quote", { paymentMode: "cash" }, 400, "paymentMode must be one of: online, COD"),
  bad(
    "POST",
    "/checkout/quote",
    { product: { productId: "p", variantId: "v", size: "M", quantity: 6 } },
    400,
    "product.quantity must be at most 5",
  ),
  // wishlist
  bad("POST", "/auth/wishlist/u1", {}, 400, "productId is required"),
  bad("DELETE", "/auth/wishlist/u1", { productId: 7 }, 400, "productId must be a string"),
  get("/auth/wishlist/u%00", `userId ${CONTROL}`),
  get(`/auth/wishlist/detail/${"w".repeat(65)}`, "id must be at most 64 characters"),
  get("/wishlist/user/%00", `userId ${CONTROL}`),
  bad("POST", "/wishlist/toggle", { userId: "u1" }, 400, "productId is required"),
  get("/wishlist/customization/user/%00", `userId ${CONTROL}`),
  bad("POST", "/wishlist/customization", {}, 400, "customizationData is required"),
  bad(
    "POST",
    "/wishlist/customization",
    { customizationData: { ...design, sides: { front: [], back: [{ ...graphicLayer, rotation: 270 }] } } },
    400,
    "customizationData.sides.back.rotation must be at most 180",
  ),
  bad(
    "DELETE",
    `/wishlist/customization/${"w".repeat(65)}`,
    undefined,
    400,
    "wishlistId must be at most 64 characters",
  ),
  // customiser
  get("/customized/getImage?types=jacket", "types must be one of: tshirt, hoodie"),
  get("/customized/getImage", "types is required"),
  get("/customized/getGraphic?categoryId=%00", `categoryId ${CONTROL}`),
  get("/customized/shared/%00", `id ${CONTROL}`),
  get("/customized/shared/%00/card", "id is not valid"),
  get(`/customized/shared/${"c".repeat(65)}/card`, "id must be at most 64 characters"),
  bad("POST", "/auth/user/customization", { ...design, sides: undefined }, 400, "sides is required"),
  bad(
    "POST",
    "/auth/user/customization",
    { ...design, size: "XXXL" },
    400,
    "size must be one of: S, M, L, XL, XXL",
  ),
  bad(
    "POST",
    "/auth/user/customization",
    { ...design, sides: { front: [{ ...graphicLayer, x: 1201 }], back: [] } },
    400,
    "sides.front.x must be at most 1200",
  ),
  get(`/auth/user/customization/${"c".repeat(65)}`, "id must be at most 64 characters"),
  bad(
    "PUT",
    "/auth/user/customization/c1",
    { ...design, type: "jacket" },
    400,
    "type must be one of: tshirt, hoodie",
  ),
  // orders and payments
  keyed(
    bad("POST", "/order/cod", { ...checkout, orderType: "customize" }, 400, "customizationId is required"),
  ),
  keyed(
    bad(
      "POST",
      "/order/cod",
      { ...checkout, totalAmount: 2147483648 },
      400,
      "totalAmount must be at most 100000000",
    ),
  ),
  bad("POST", "/order/cod", checkout, 400, "Idempotency-Key is required"),
  keyed(bad("POST", "/order/cod", checkout, 400, KEY_MESSAGE), "short"),
  keyed(bad("POST", "/order/payment", checkout, 400, KEY_MESSAGE), "has spaces in it"),
  keyed(bad("POST", "/order/payment", { ...checkout, cartLineIds: ["l1"] }, 400, ONE_SOURCE)),
  keyed(bad("POST", "/order/payment", { ...checkout, product: undefined }, 400, "product is required")),
  keyed(bad("POST", "/order/payment", { ...checkout, pincode: "012345" }, 400, `pincode ${PINCODE}`)),
  bad("POST", "/order/status", { orderId: "o1" }, 400, "transactionId is required"),
  bad("POST", "/order/status", { orderId: "o\u0000", transactionId: "t" }, 400, `orderId ${CONTROL}`),
  bad("POST", "/order/o1/retry-payment", undefined, 400, "Idempotency-Key is required"),
  keyed(bad("POST", "/order/%00/retry-payment", undefined, 400, `id ${CONTROL}`)),
  bad("POST", `/order/${"o".repeat(65)}/pay-on-delivery`, undefined, 400, "id must be at most 64 characters"),
  get("/order/getorderbyid", "orderId is required"),
  get("/order/getorderbyid?orderId=1&type=odd", "type must be one of: normal, customise"),
  get("/order/getallorders?type=odd", "type must be one of: normal, customise"),
  get("/order/%00", `id ${CONTROL}`),
  get("/order/%00/invoice", `id ${CONTROL}`),
  get(`/order/o1/credit-notes/${"n".repeat(65)}`, "noteId must be at most 64 characters"),
  get(`/order/${"o".repeat(65)}/refunds`, "id must be at most 64 characters"),
  bad("DELETE", "/order/cancelOrder", { orderId: "o1" }, 400, "trackingId is required"),
  bad("DELETE", "/order/cancelOrder", { orderId: 7, trackingId: "t" }, 400, "orderId must be a string"),
  bad(
    "DELETE",
    "/order/cancelOrder",
    { orderId: "o1", trackingId: "t", reason: "" },
    400,
    "reason is required",
  ),
  get(
    "/order/getallorders?status=lost",
    "status must be one of: pending, processing, shipped, delivered, cancelled, returned",
  ),
  get("/order/getallorders?limit=51", "limit must be at most 50"),
  get(`/order/getallorders?cursor=${"c".repeat(201)}`, "cursor must be at most 200 characters"),
  bad("POST", "/order/returnOrder", { orderId: "o1" }, 400, "trackingId is required"),
  bad(
    "POST",
    "/order/returnOrder",
    { orderId: "o1", trackingId: "t", lineIds: [] },
    400,
    "lineIds must have at least 1 value",
  ),
  // A misprint or a defect says what is wrong (docs/decisions/customiser-design.md#ordering-a-design).
  bad(
    "POST",
    "/order/returnOrder",
    { orderId: "o1", trackingId: "t", kind: "misprint" },
    400,
    "reason is required",
  ),
  bad(
    "POST",
    "/order/returnOrder",
    { orderId: "o1", trackingId: "t", kind: "stain", reason: "A stain" },
    400,
    "kind must be one of: misprint, defect, wrong_item, late",
  ),
  bad(
    "POST",
    "/order/returnOrder",
    { orderId: "o1", trackingId: "t", refundTo: { upiId: "not a upi id" } },
    400,
    "refundTo.upiId must be a UPI id like name@bank",
  ),
  bad(
    "POST",
    "/order/returnOrder",
    { orderId: "o1", trackingId: "t", refundTo: { ifsc: "HDFC1234567" } },
    400,
    "refundTo.ifsc must be an IFSC like HDFC0001234",
  ),
  get(
    "/admin/orders?status=lost",
    "status must be one of: processing, shipped, delivered, cancelled, returned, pending, confirmed, out_for_delivery, return_requested, return_accepted",
  ),
  get("/admin/orders?from=2026-02-31", "from must be a date like 2026-04-01"),
  get("/admin/products?status=deleted", "status must be one of: draft, published, archived"),
  get("/admin/products?stock=none", "stock must be one of: soldout, low"),
  get("/admin/products?sort=rating", "sort must be one of: updated, name, price, stock"),
  get(
    "/admin/products?subCategory=kurta",
    "subCategory must be one of: t-shirt, oversize-t-shirt, regular-t-shirt, hoodie, shacket, joggers, jeans",
  ),
  get("/admin/products?limit=101", "limit must be at most 100"),
  get(`/admin/products?q=${"x".repeat(101)}`, "q must be at most 100 characters"),
  get("/admin/orders?to=yesterday", "to must be a date like 2026-04-01"),
  get("/admin/orders/%00", `id ${CONTROL}`),
  bad("POST", "/headlines", {}, 400, "text is required"),
  bad(
    "POST",
    "/headlines",
    { text: "Sale", startsAt: "tomorrow" },
    400,
    "startsAt must be a date and time like 2026-04-01T10:00:00+05:30",
  ),
  bad("PUT", "/headlines/h1", { text: "x".repeat(201) }, 400, "text must be at most 200 characters"),
  bad("DELETE", "/headlines/%00", undefined, 400, `id ${CONTROL}`),
  bad("PUT", "/headlines/order", { ids: [] }, 400, "ids must have at least 1 value"),
  bad("PUT", "/headlines/order", { ids: ["a", "a"] }, 400, "ids must not list a value twice"),
  get("/admin/banners", "place is required"),
  get("/admin/banners?place=lobby", "place must be one of: home, trending, customized, hero"),
  bad("POST", "/admin/banners", { place: "home" }, 400, "imagePath is required"),
  bad(
    "POST",
    "/admin/banners",
    {
      place: "home",
      imagePath: "https://elsewhere.example/x.webp",
      mobileImagePath: "/media/banners/hoodie-season-mobile.webp",
      alt: "A hoodie",
      page: "hoodie",
    },
    400,
    "imagePath must be a banner picture's address, like /files/pictures/….webp",
  ),
  bad(
    "PUT",
    "/admin/banners/b1",
    {
      imagePath: "/media/banners/hoodie-season-desktop.webp",
      mobileImagePath: "/media/banners/hoodie-season-mobile.webp",
      alt: "A hoodie",
      page: "sale",
    },
    400,
    "page must be one of: trending, newarrival, home, upperwear, customized, oversize-t-shirt, hoodie, shacket",
  ),
  bad("DELETE", "/admin/banners/%00", undefined, 400, `id ${CONTROL}`),
  bad("PUT", "/admin/banners/order", { place: "home", ids: [] }, 400, "ids must have at least 1 value"),
  bad("PUT", "/admin/banners/order", { ids: ["a"] }, 400, "place is required"),
  bad("POST", "/admin/orders/o1/actions", {}, 400, "action is required"),
  bad("POST", "/admin/products", {}, 400, "name is required"),
  bad(
    "POST",
    "/admin/products",
    { ...staffProduct, declarations: { countryOfOrigin: "India!" } },
    400,
    "declarations.countryOfOrigin must be a country's name in English letters",
  ),
  bad(
    "POST",
    "/admin/products",
    { ...staffProduct, declarations: { carePhone: "call us" } },
    400,
    "declarations.carePhone must be a phone number of digits, spaces and dashes",
  ),
  bad(
    "POST",
    "/admin/products",
    { ...staffProduct, declarations: { measurements: [{ size: "M", chest: 1000 }] } },
    400,
    "declarations.measurements.chest must be at most 300",
  ),
  get("/admin/products/%00", `id ${CONTROL}`),
  bad("PUT", "/admin/products/p1", {}, 400, "product is required"),
  bad(
    "POST",
    "/admin/products/p1/status",
    { status: "deleted" },
    400,
    "status must be one of: draft, published, archived",
  ),
  bad(
    "POST",
    "/admin/orders/o1/actions",
    { action: "ship", courier: "DL", trackingNumber: "a b" },
    400,
    "trackingNumber must be 4 to 40 letters, digits or dashes",
  ),
  bad(
    "POST",
    "/admin/orders/o1/actions",
    { action: "refuse_return", note: "x".repeat(501) },
    400,
    "note must be at most 500 characters",
  ),
  bad("POST", "/admin/pictures", formBody({ purpose: "product" }), 400, "file is required", FORM),
  bad(
    "POST",
    "/admin/pictures",
    formBody({ purpose: "poster" }, true),
    400,
    "purpose must be one of: product, banner-desktop, banner-mobile",
    FORM,
  ),
  bad(
    "POST",
    "/admin/pictures",
    formBody({ purpose: "product", file: "text" }),
    400,
    "file must be a file",
    FORM,
  ),
  bad(
    "POST",
    "/admin/pictures",
    "--b\r\nno end",
    400,
    "Request body must be a multipart/form-data form",
    FORM,
  ),
  bad("POST", "/admin/pictures", { purpose: "product" }, 415, "Content-Type must be multipart/form-data"),
  bad("POST", "/product/create", { name: "Tee" }, 415, "Content-Type must be multipart/form-data"),
  bad("POST", "/admin/products/import", { file: "x" }, 415, "Content-Type must be multipart/form-data"),
  bad("POST", "/customized/uploads", { file: "x" }, 415, "Content-Type must be multipart/form-data"),
  get("/customized/uploads/%00", "id is not valid"),
  get("/admin/orders/%00/print-files", `id ${CONTROL}`),
  get("/admin/orders/o1/print-files/left", "side must be one of: front, back"),
  get("/admin/orders/o1/print-files/front?kind=pdf", "kind must be one of: print, mockup"),
  get("/admin/pictures/%00", `id ${CONTROL}`),
  bad("PATCH", "/admin/customiser/blanks/v1/stock", {}, 400, "sizes is required"),
  bad("PATCH", "/admin/customiser/blanks/v1/stock", { sizes: [] }, 400, "sizes must have at least 1 value"),
  bad(
    "PATCH",
    "/admin/customiser/blanks/v1/stock",
    { sizes: [{ size: "M", stock: 100_001 }] },
    400,
    "sizes.stock must be at most 100000",
  ),
  bad(
    "PATCH",
    "/admin/customiser/blanks/v1/stock",
    { sizes: [{ size: "M", stock: -1 }] },
    400,
    "sizes.stock must be a non-negative integer",
  ),
  bad(
    "PATCH",
    "/admin/customiser/blanks/v1/stock",
    { sizes: [{ size: "M", stock: 2.5 }] },
    400,
    "sizes.stock must be a non-negative integer",
  ),
  bad(
    "PATCH",
    "/admin/customiser/blanks/v1/stock",
    { sizes: [{ size: "32", stock: 4 }] },
    400,
    "sizes.size must be one of: S, M, L, XL, XXL",
  ),
  bad(
    "PATCH",
    "/admin/customiser/blanks/%00/stock",
    { sizes: [{ size: "M", stock: 4 }] },
    400,
    `variantId ${CONTROL}`,
  ),
  bad(
    "PATCH",
    "/admin/customiser/pricing/sweater",
    { blank: 649, perSide: 250 },
    400,
    "type must be one of: tshirt, hoodie",
  ),
  bad(
    "PATCH",
    "/admin/customiser/pricing/tshirt",
    { blank: 0, perSide: 250 },
    400,
    "blank must be a positive integer",
  ),
  bad("PATCH", "/admin/customiser/pricing/tshirt", { blank: 649 }, 400, "perSide is required"),
  bad(
    "PATCH",
    "/admin/customiser/pricing/hoodie",
    { blank: 1299, perSide: 100_001 },
    400,
    "perSide must be at most 100000",
  ),
  bad("POST", "/vitals", { ...vitals, buildId: undefined }, 400, "buildId is required"),
  bad(
    "POST",
    "/vitals",
    { ...vitals, buildId: "build/1?id=7" },
    400,
    "buildId must be letters, digits, dots, dashes or underscores",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, pageType: "/display/prd_1/var_1" },
    400,
    "pageType must be one of: home, listing, product, search, cart, checkout, customiser, account, auth, content, staff, other",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, connection: "5g" },
    400,
    "connection must be one of: slow-2g, 2g, 3g, 4g, unknown",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, device: "watch" },
    400,
    "device must be one of: phone, tablet, desktop",
  ),
  bad("POST", "/vitals", { ...vitals, metrics: [] }, 400, "metrics must have at least 1 value"),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [lcp, lcp, lcp, lcp, lcp] },
    400,
    "metrics must have at most 4 values",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [{ ...lcp, name: "FID" }] },
    400,
    "metrics.name must be one of: LCP, INP, CLS, TTFB",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [{ ...lcp, value: -1 }] },
    400,
    "metrics.value must be at least 0",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [{ ...lcp, value: 600_001 }] },
    400,
    "metrics.value must be at most 600000",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [{ ...lcp, value: "fast" }] },
    400,
    "metrics.value must be a number",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [{ ...lcp, rating: "great" }] },
    400,
    "metrics.rating must be one of: good, needs-improvement, poor",
  ),
  bad(
    "POST",
    "/vitals",
    { ...vitals, metrics: [lcp, { ...lcp, value: 900 }] },
    400,
    "metrics must name each metric once (LCP is named twice)",
  ),
  bad("POST", "/vitals", JSON.stringify(vitals), 415, "Content-Type must be application/json", "text/plain"),
  bad(
    "POST",
    "/payments/phonepe/webhook",
    { payload: { merchantOrderId: "TX1", state: "COMPLETED" } },
    400,
    "Authorization is required",
  ),
  {
    ...bad(
      "POST",
      "/payments/phonepe/webhook",
      { event: "pg.refund.completed", payload: { merchantRefundId: 7, state: "COMPLETED" } },
      400,
      "payload.merchantRefundId must be a string",
    ),
    headers: { authorization: "x" },
  },
  {
    ...bad(
      "POST",
      "/payments/phonepe/webhook",
      { event: "checkout.order.completed" },
      400,
      "payload is required",
    ),
    headers: { authorization: "x" },
  },
];

function requestFor(row: BadRequest): Request {
  const body =
    row.body === undefined ? undefined : typeof row.body === "string" ? row.body : JSON.stringify(row.body);
  const headers: Record<string, string> = { ...row.headers };
  const contentType = row.contentType ?? (body === undefined ? undefined : JSON_TYPE);
  if (contentType) headers["content-type"] = contentType;
  return new Request(`${ORIGIN}/api/v1${row.path}`, { method: row.method, headers, body });
}

async function answer(response: Response) {
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

const msw = setupServer(...handlers);
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: "error" });
  handle = await createDatabase({ dataDir: "memory" });
  await migrateToLatest(handle.db);
  app = createApp({ db: handle.db, build: null });
}, 60_000);

afterAll(async () => {
  msw.close();
  await handle.close();
});

describe("one table of bad requests: the server and the mock handlers answer alike", () => {
  it("covers every operation the server implements that takes input", () => {
    const index = operationIndex(contractDocument);
    const covered = new Set(
      TABLE.map((row) => index.find(row.method, `/api/v1${row.path.split("?")[0]}`)?.operation.operationId),
    );
    const takesInput = SERVER_OPERATIONS.filter((id) => {
      const op = index.operations.find((o) => o.operationId === id);
      return op && (op.parameters.length > 0 || op.operation.requestBody || op.method !== "GET");
    });
    expect(takesInput.filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(
    TABLE.map(
      (row) =>
        [`${row.method} ${row.path.slice(0, 50)} → ${row.status} ${row.message.slice(0, 60)}`, row] as const,
    ),
  )("%s", async (_name, row) => {
    const fromServer = await answer(await app.fetch(requestFor(row)));
    const expected = { status: row.status, body: { success: false, message: row.message } };
    expect(fromServer).toMatchObject(expected);
    expect(fromServer.type).toMatch(/^application\/json/);
    const fromMocks = await answer(await fetch(requestFor(row)));
    expect(fromMocks).toMatchObject(expected);
    expect(fromMocks.type).toMatch(/^application\/json/);
  });
});
