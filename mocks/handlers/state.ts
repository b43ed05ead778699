// The mock database: one in-memory copy of the fixtures that the handlers read and change, so a call
// that changes data is seen by the next call (cart add → cart get, register → login, ...).
// `resetMockState()` restores it (call it in beforeEach of tests and stories).
//
// Sessions: login, register and social login answer `Set-Cookie: rz_session=<token>; HttpOnly` and the
// handlers read the cookie back (MSW's `cookies`, which covers the Cookie header and MSW's cookie store).
// Stories that should start signed in call `mockSignIn(userId)` (an "ambient" session used when the
// request carries no valid cookie); `mockSignOut()` or POST /auth/logout ends it.
//
// One-time codes: every code the mocks "send" is MOCK_OTP ("123456"), with the server's rules (10 minutes,
// 5 wrong tries, 30 s between sends); every mail the mocks "send" is recorded in `db.outbox`. Verification
// tokens issued by POST /auth/verify-otp are single-use and accepted by POST /auth/register for their
// email; MOCK_VERIFICATION_TOKEN is accepted for any email (stories).
import {
  type Address,
  type Banner,
  type BannerList,
  banners,
  type Cart,
  type CustomizedOrder,
  type Customization,
  carts,
  catalogue,
  customizations,
  customizedOrders,
  customiser,
  type CustomiserData,
  type Headline,
  headlines,
  type Order,
  orders,
  orderTotals,
  type PincodeInfo,
  type Product,
  pincodes,
  type SeedUser,
  type User,
  users,
  type VideoConfig,
  videoConfig,
  type WishlistCustomization,
} from "../fixtures";
import { OTP_RESEND_SECONDS } from "../../src/lib/accountRules";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { fail } from "./http";

export { OTP_RESEND_SECONDS };
export const MOCK_OTP = "123456";
export const MOCK_VERIFICATION_TOKEN = "vt_mock_verified";
export { SESSION_COOKIE };
/** A code is valid 10 minutes; after 5 wrong tries it is dead. */
export const OTP_VALID_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
/** A verification token is valid 30 minutes. */
export const VERIFICATION_TOKEN_VALID_MS = 30 * 60 * 1000;
/** Login throttle: 10 failures per identifier (50 per client) within 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_CLIENT_FAILURES = 50;

export type OrderKind = "normal" | "customise";

export interface StoredOrder {
  userId: string;
  kind: OrderKind;
  order: Order;
  transactionId?: string;
}

export interface StoredWishlist {
  _id: string;
  userId: string;
  productIds: string[];
  updatedAt: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface OtpEntry {
  /** null: a send was asked for an address without an account (reset): the resend wait still applies. */
  code: string | null;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far. */
  attempts: number;
  /** Start of the hour whose sends `sendsInWindow` counts (OTP_SENDS_PER_HOUR). */
  windowStartedAt: number;
  sendsInWindow: number;
}

export interface VerificationTokenEntry {
  email: string;
  expiresAt: number;
}

/** A mail the mocks "sent" (the server's SMTP catcher holds the real ones). */
export interface MockMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface MockDb {
  products: Product[];
  banners: Record<BannerList, Banner[]>;
  headlines: Headline[];
  videoConfig: VideoConfig;
  customiser: CustomiserData;
  pincodes: PincodeInfo[];
  users: SeedUser[];
  /** Address book per user id, in creation order. */
  addresses: Map<string, Address[]>;
  /** Session token → user id. */
  sessions: Map<string, string>;
  carts: Map<string, Cart>;
  wishlists: Map<string, StoredWishlist>;
  designWishlists: Map<string, WishlistCustomization[]>;
  orders: StoredOrder[];
  customizedOrders: { userId: string; order: CustomizedOrder }[];
  customizations: Customization[];
  /** "signup:<email>" / "reset:<email>" (lower-cased) → code. */
  otps: Map<string, OtpEntry>;
  /** Token → the email it was issued for. */
  verificationTokens: Map<string, VerificationTokenEntry>;
  /** Failed login times by identifier (lower-cased), and all of them for "the client". */
  loginFailures: Map<string, number[]>;
  clientLoginFailures: number[];
  /** Every mail the mocks sent (codes), oldest first. */
  outbox: MockMail[];
  contactMessages: ContactMessage[];
  ambientUserId: string | null;
  counter: number;
}

const clone = <T>(value: T): T => structuredClone(value);

function userIdByEmail(email: string): string | undefined {
  return users.find((u) => u.email === email)?._id;
}

function createDb(): MockDb {
  const addresses = new Map<string, Address[]>();
  for (const user of users) addresses.set(user._id, user.address ? [clone(user.address)] : []);

  const wishlists = new Map<string, StoredWishlist>();
  // Seed: the first shopper has two wishlisted products, the others none.
  wishlists.set(users[0]._id, {
    _id: `wl_${users[0]._id}`,
    userId: users[0]._id,
    productIds: [catalogue[0]._id, catalogue[15]._id],
    updatedAt: "2026-03-01T10:00:00.000Z",
  });

  const designWishlists = new Map<string, WishlistCustomization[]>();
  for (const design of customizations) {
    const list = designWishlists.get(design.userId) ?? [];
    list.push(toWishlistDesign(clone(design), `wld_${design._id}`));
    designWishlists.set(design.userId, list);
  }

  return {
    products: clone(catalogue),
    banners: clone(banners),
    headlines: clone(headlines),
    videoConfig: clone(videoConfig),
    customiser: clone(customiser),
    pincodes: clone(pincodes),
    users: clone(users),
    addresses,
    sessions: new Map(),
    carts: new Map(carts.map((c) => [c.userId, clone(c)])),
    wishlists,
    designWishlists,
    orders: orders.map((order) => ({
      userId: userIdByEmail(order.email) ?? users[0]._id,
      kind: "normal" as const,
      order: clone(order),
    })),
    customizedOrders: customizedOrders.map((order) => ({
      userId: userIdByEmail(order.email) ?? users[0]._id,
      order: clone(order),
    })),
    customizations: clone(customizations),
    otps: new Map(),
    verificationTokens: new Map(),
    loginFailures: new Map(),
    clientLoginFailures: [],
    outbox: [],
    contactMessages: [],
    ambientUserId: null,
    counter: 0,
  };
}

/** The live mock database (replaced by resetMockState). */
export let db: MockDb = createDb();

/** Restore the mock database to the fixtures (sessions, carts, orders, ... all reset). */
export function resetMockState(): void {
  db = createDb();
}

/** Make every request without a valid session cookie act as this user (for stories). */
export function mockSignIn(userId: string = users[0]._id): void {
  db.ambientUserId = userId;
}

export function mockSignOut(): void {
  db.ambientUserId = null;
}

/** A deterministic id, restarting with resetMockState. */
export function nextMockId(prefix: string): string {
  db.counter += 1;
  return `${prefix}_${String(db.counter).padStart(4, "0")}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

// Session tokens never repeat, not even across resets, so a cookie left in MSW's cookie store by an
// earlier test can never resolve to a new session.
let sessionSeq = 0;

export function startSession(userId: string): string {
  sessionSeq += 1;
  const token = `sess_${sessionSeq.toString(36)}_${Date.now().toString(36)}`;
  db.sessions.set(token, userId);
  return token;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=2592000; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`;

export function endSession(cookies: Record<string, string>): void {
  const token = cookies[SESSION_COOKIE];
  if (token) db.sessions.delete(token);
  db.ambientUserId = null;
}

/** Ends every session of a user (password reset). */
export function endUserSessions(userId: string): void {
  for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
  if (db.ambientUserId === userId) db.ambientUserId = null;
}

/** Records a mail as sent. */
export function sendMockMail(to: string, subject: string, text: string): void {
  db.outbox.push({ to, subject, text, sentAt: nowIso() });
}

function findUser(userId: string | null | undefined): SeedUser | undefined {
  return userId ? db.users.find((u) => u._id === userId) : undefined;
}

/** The signed-in user, or undefined for a guest. */
export function sessionUser(cookies: Record<string, string>): SeedUser | undefined {
  const token = cookies[SESSION_COOKIE];
  const fromCookie = token ? findUser(db.sessions.get(token)) : undefined;
  return fromCookie ?? findUser(db.ambientUserId);
}

/** The signed-in user, or 401. */
export function requireUser(cookies: Record<string, string>): SeedUser {
  return sessionUser(cookies) ?? fail(401, "Please log in first");
}

export function requireStaff(cookies: Record<string, string>): SeedUser {
  const user = requireUser(cookies);
  if (user.role !== "staff") fail(403, "You are not allowed to do this");
  return user;
}

/** 403 unless `userId` is the signed-in user's id. */
export function requireSameUser(user: SeedUser, userId: string): void {
  if (user._id !== userId) fail(403, "You are not allowed to do this");
}

// --- users and addresses ---

export function addressBook(userId: string): Address[] {
  let book = db.addresses.get(userId);
  if (!book) {
    book = [];
    db.addresses.set(userId, book);
  }
  return book;
}

/** Default address first, then the others newest first (the book is kept in creation order). */
export function sortedAddresses(userId: string): Address[] {
  const book = addressBook(userId);
  const newestFirst = [...book].reverse();
  return [...newestFirst.filter((a) => a.isDefault), ...newestFirst.filter((a) => !a.isDefault)];
}

/** The public User (no password); `address` is the default address of the book. */
export function publicUser(user: SeedUser): User {
  const { password: _password, ...rest } = user;
  const book = addressBook(user._id);
  return { ...rest, address: book.find((a) => a.isDefault) ?? null };
}

export function findUserByIdentifier(identifier: string): SeedUser | undefined {
  const key = identifier.trim().toLowerCase();
  return db.users.find(
    (u) =>
      u.email.toLowerCase() === key ||
      u.username.toLowerCase() === key ||
      (u.phone !== "" && u.phone === key),
  );
}

// --- products ---

export function findProduct(productId: string): Product | undefined {
  return db.products.find((p) => p._id === productId);
}

export function requireProduct(productId: string): Product {
  return findProduct(productId) ?? fail(404, "Product not found");
}

/** Newest first: createdAt desc, then _id desc. */
export function newestFirst<T extends { createdAt: string; _id: string }>(a: T, b: T): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

// --- carts ---

export function cartFor(userId: string): Cart {
  let cart = db.carts.get(userId);
  if (!cart) {
    const now = nowIso();
    cart = { _id: nextMockId("cart"), userId, products: [], createdAt: now, updatedAt: now };
    db.carts.set(userId, cart);
  }
  return cart;
}

export const MAX_LINE_QUANTITY = 5;

/** Add a line (or raise its quantity, max 5) at the catalogue's price; 404/409 as the contract says. */
export function addToCart(
  userId: string,
  input: { productId: string; variantId: string; size?: string; quantity: number },
): Cart {
  const product = requireProduct(input.productId);
  const variant = product.variants.find((v) => v._id === input.variantId) ?? fail(404, "Variant not found");
  const size = input.size ?? variant.sizes.find((s) => s.stock > 0)?.size;
  if (!size) fail(409, "This colour is out of stock");
  const stock = variant.sizes.find((s) => s.size === size);
  if (!stock || stock.stock <= 0) fail(409, `Size ${size} is out of stock`);
  const cart = cartFor(userId);
  const line = cart.products.find(
    (l) => l.productId === product._id && l.variantId === variant._id && l.size === size,
  );
  if (line) {
    line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + input.quantity);
    line.price = product.finalPrice;
    line.variant.stock = stock.stock;
  } else {
    cart.products.push({
      _id: nextMockId("ci"),
      productId: product._id,
      variantId: variant._id,
      name: product.name,
      price: product.finalPrice,
      size: stock.size,
      quantity: Math.min(MAX_LINE_QUANTITY, input.quantity),
      variant: { color: variant.color, stock: stock.stock, images: [...variant.images] },
    });
  }
  cart.updatedAt = nowIso();
  return cart;
}

// --- money ---

export const COUPONS = ["SAVE100", "DISCOUNT10"] as const;

/** Coupon discount on a subtotal (case-insensitive code); 400 naming couponCode when unknown. */
export function couponDiscount(code: string | undefined, subtotal: number): number {
  if (!code || code.trim() === "") return 0;
  const upper = code.trim().toUpperCase();
  if (upper === "SAVE100") return Math.min(100, subtotal);
  if (upper === "DISCOUNT10") return Math.min(Math.floor(subtotal / 10), subtotal);
  return fail(400, "couponCode is not a valid coupon");
}

/** Server-side totals: subtotal, coupon discount (capped), GST 12% of (subtotal - discount) rounded
 * down, shipping 50; total = subtotal - discount + GST + shipping (as the contract's examples). */
export function computeTotals(items: { price: number; quantity: number }[], couponCode?: string) {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return orderTotals(items, couponDiscount(couponCode, subtotal));
}

// --- wishlists ---

export function wishlistFor(userId: string): StoredWishlist {
  let list = db.wishlists.get(userId);
  if (!list) {
    list = { _id: nextMockId("wl"), userId, productIds: [], updatedAt: nowIso() };
    db.wishlists.set(userId, list);
  }
  return list;
}

export function toWishlistDesign(design: Customization, wishlistId: string): WishlistCustomization {
  const colour = design.color.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    ...design,
    wishlistId,
    productId: `custom_${design.type}`,
    variantId: `custom_${design.type}_${colour}`,
  };
}

export function designWishlistFor(userId: string): WishlistCustomization[] {
  let list = db.designWishlists.get(userId);
  if (!list) {
    list = [];
    db.designWishlists.set(userId, list);
  }
  return list;
}
