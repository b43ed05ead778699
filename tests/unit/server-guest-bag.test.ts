// A guest's bag on the real server, on PGlite and on PostgreSQL: made by the first add and never by a visit,
// behind an HttpOnly cookie whose token is kept only hashed, bounded like a cart, gone 30 days after its
// last use; the cart and quote calls work on it; a sign-in (login, sign-up) merges it into the account's
// cart once, adding up lines to their limits and saying what could not be carried over, even when sign-ins
// race with the same cookie. Every answer is checked against the contract.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { catalogue, type Product, type Size, users } from "../../mocks/fixtures";
import { GUEST_BAG_COOKIE } from "../../server/api/guestBagCookie";
import { newId, sha256 } from "../../server/services/accounts/tokens";
import { MAX_CART_LINES } from "../../server/services/cart";
import { mergeGuestBag, mergeNotes } from "../../server/services/cartMerge";
import type { components } from "../../src/api/schema";
import { apiError } from "../contract/apiError";
import { type Browser, browserFactory, parseSetCookie } from "../contract/cookieJar";
import { formatViolations, takeViolations } from "../contract/validator";
import { describeOnEachDatabase } from "../support/databases";
import { type AuthHarness, authHarness, codeFromMail } from "./server-auth-helpers";

type Cart = components["schemas"]["Cart"];

const BAG_DAYS_SECONDS = 30 * 24 * 60 * 60;

function productNamed(name: string): Product {
  const product = catalogue.find((p) => p.name === name);
  if (!product) throw new Error(`no fixture product ${name}`);
  return product;
}

/** Fixture products these tests use (each test sets the stock it relies on). */
const tee = productNamed("Mandala Print Oversized Tee");
const hoodie = productNamed("Rangrez Classic Pullover Hoodie");
const stripe = productNamed("Heritage Stripe Regular Tee");

describeOnEachDatabase("a guest's bag", (database) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness({ database, seeded: true });
  }, 120_000);
  afterAll(() => h.close());
  afterEach(() => {
    const violations = takeViolations();
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  const newBrowser = (): Browser =>
    browserFactory("http://shop.test/api/v1", async (request) => h.app.fetch(request))();

  const db = () => h.handle.db;

  async function setStock(product: Product, size: Size, stock: number, variantIndex = 0) {
    await db()
      .updateTable("variant_sizes")
      .set({ stock })
      .where("variant_id", "=", product.variants[variantIndex]._id)
      .where("size", "=", size)
      .execute();
  }

  async function add(browser: Browser, product: Product, size: Size, quantity = 1, variantIndex = 0) {
    return browser.client.POST("/cart/items", {
      body: { productId: product._id, variantId: product.variants[variantIndex]._id, size, quantity },
    });
  }

  async function cartOf(browser: Browser): Promise<Cart> {
    const answer = await browser.client.GET("/cart/getusercart");
    if (!answer.data) throw new Error(`getusercart answered ${answer.response.status}`);
    return answer.data.data;
  }

  async function expectFailure(call: Promise<unknown>, status: number, message: string | RegExp) {
    const error = await apiError(call);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toMatch(message);
  }

  const linesOf = (cart: Cart) => cart.products.map((l) => [l.name, l.size, l.quantity]);

  /** The Set-Cookie of the guest bag cookie on the last answer, or undefined. */
  const bagCookieHeader = (browser: Browser) =>
    browser.jar.lastSetCookies().find((header) => header.startsWith(`${GUEST_BAG_COOKIE}=`));

  async function signedIn(index: number): Promise<Browser> {
    const browser = newBrowser();
    const user = users[index];
    const answer = await browser.client.POST("/auth/login", {
      body: { identifier: user.email, password: user.password },
    });
    expect(answer.response.status).toBe(200);
    return browser;
  }

  /** Empties a seeded shopper's cart (tests on one account do not see each other's lines). */
  async function emptyCartOf(index: number) {
    await db().deleteFrom("carts").where("user_id", "=", users[index]._id).execute();
  }

  const guestBags = () =>
    db().selectFrom("carts").selectAll().where("guest_token_hash", "is not", null).execute();

  it("is made by the first add, never by a visit: HttpOnly, Lax, Secure __Host- cookie of 30 days, kept hashed", async () => {
    await setStock(tee, "M", 10);
    const guest = newBrowser();
    const before = (await guestBags()).length;

    // Visiting: the empty bag nobody stored, no cookie, no row; the session check says no bag.
    expect(await cartOf(guest)).toEqual({
      _id: null,
      userId: null,
      products: [],
      couponCode: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(bagCookieHeader(guest)).toBeUndefined();
    expect((await guest.client.GET("/auth/verify")).data).toEqual({ success: true, user: null });
    expect(await guestBags()).toHaveLength(before);

    const added = await add(guest, tee, "M", 2);
    expect(added.response.status).toBe(201);
    expect(added.response.headers.get("cache-control")).toBe("private, no-store");
    const header = bagCookieHeader(guest) ?? "";
    expect(header).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(header).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/i);
    expect(header).toMatch(/;\s*Secure(;|$)/i);
    expect(header).toMatch(new RegExp(`;\\s*Max-Age=${BAG_DAYS_SECONDS}(;|$)`, "i"));
    expect(header).not.toMatch(/Domain=/i);
    const token = parseSetCookie(header).value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cart = added.data?.data;
    expect(cart?.userId).toBeNull();
    expect(cart && linesOf(cart)).toEqual([[tee.name, "M", 2]]);
    // The table holds the token's hash, never the token; the bag lives 30 days.
    const [row] = (await guestBags()).filter((b) => b.id === cart?._id);
    expect(row.guest_token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = new Date(row.expires_at ?? 0).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((BAG_DAYS_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(BAG_DAYS_SECONDS * 1000);

    // Now the session check says there is a bag, and another browser has none.
    expect((await guest.client.GET("/auth/verify")).data).toEqual({
      success: true,
      user: null,
      guestBag: true,
    });
    expect((await cartOf(newBrowser())).products).toEqual([]);
  });

  it("takes every cart call a shopper makes, and the quote bills its lines", async () => {
    await setStock(tee, "M", 10);
    await setStock(tee, "L", 10);
    await setStock(hoodie, "L", 10, 1);
    const guest = newBrowser();
    await add(guest, tee, "M");
    const hoodieAnswer = await add(guest, hoodie, "L", 1, 1);
    const [teeLine, hoodieLine] = hoodieAnswer.data?.data.products ?? [];

    const changed = await guest.client.PATCH("/cart/items/{lineId}", {
      params: { path: { lineId: teeLine._id } },
      body: { size: "L", quantity: 3 },
    });
    expect(changed.data && linesOf(changed.data.data)).toEqual([
      [tee.name, "L", 3],
      [hoodie.name, "L", 1],
    ]);
    const unselected = await guest.client.PUT("/cart/selection", { body: { selected: false } });
    expect(unselected.data?.data.products.map((l) => l.selected)).toEqual([false, false]);
    await guest.client.PUT("/cart/selection", { body: { selected: true } });

    const bill = (await guest.client.POST("/checkout/quote", { body: { giftWrap: false } })).data?.data;
    expect(bill?.lines.map((l) => [l.cartLineId, l.quantity])).toEqual([
      [teeLine._id, 3],
      [hoodieLine._id, 1],
    ]);
    expect(bill?.total).toBe(tee.finalPrice * 3 + hoodie.finalPrice);

    const removed = await guest.client.DELETE("/cart/items/{lineId}", {
      params: { path: { lineId: hoodieLine._id } },
    });
    expect(removed.data && linesOf(removed.data.data)).toEqual([[tee.name, "L", 3]]);

    // A wishlist is an account's: moving a line there asks a guest to log in.
    const path = { params: { path: { lineId: teeLine._id } } };
    await expectFailure(
      guest.client.POST("/cart/items/{lineId}/move-to-wishlist", path),
      401,
      "Please log in first",
    );
    // Another browser reaches none of it.
    await expectFailure(newBrowser().client.DELETE("/cart/items/{lineId}", path), 404, "Cart item not found");
    expect(linesOf(await cartOf(guest))).toEqual([[tee.name, "L", 3]]);
  });

  it("is bounded as a cart is: at most 5 of a line, within the stock, at most 50 lines", async () => {
    await setStock(tee, "S", 3);
    const guest = newBrowser();
    await expectFailure(add(guest, tee, "S", 4), 409, "Only 3 left in this size");
    // A refused first add makes no bag.
    expect(bagCookieHeader(guest)).toBeUndefined();

    await add(guest, tee, "S", 1);
    const bag = (await guestBags()).find(
      (b) => b.guest_token_hash === sha256(guest.jar.get(GUEST_BAG_COOKIE) ?? ""),
    );
    if (!bag) throw new Error("no bag was made");
    // Fill the bag to its 50 lines with sizes in stock, straight in the database.
    const sizes = await db()
      .selectFrom("variant_sizes")
      .select(["variant_id", "size"])
      .where("stock", ">", 0)
      .where("variant_id", "<>", tee.variants[0]._id)
      .orderBy("variant_id")
      .orderBy("size")
      .limit(MAX_CART_LINES)
      .execute();
    await db()
      .insertInto("cart_lines")
      .values(
        sizes.slice(0, MAX_CART_LINES - 1).map((s) => ({ id: newId(), cart_id: bag.id, ...s, quantity: 1 })),
      )
      .execute();
    await setStock(tee, "M", 5);
    await expectFailure(
      add(guest, tee, "M"),
      409,
      `Your bag can hold at most ${MAX_CART_LINES} items. Remove one to add another.`,
    );
    // A line already in the bag can still grow.
    expect((await add(guest, tee, "S")).response.status).toBe(201);
    expect((await cartOf(guest)).products).toHaveLength(MAX_CART_LINES);
  });

  it("is gone 30 days after its last use: the cookie is removed, and the next add makes a new bag", async () => {
    await setStock(tee, "M", 10);
    const guest = newBrowser();
    await add(guest, tee, "M");
    const oldToken = guest.jar.get(GUEST_BAG_COOKIE) ?? "";
    await db()
      .updateTable("carts")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("guest_token_hash", "=", sha256(oldToken))
      .execute();

    expect((await cartOf(guest)).products).toEqual([]);
    expect(parseSetCookie(bagCookieHeader(guest) ?? "")).toMatchObject({ removes: true });
    expect(guest.jar.get(GUEST_BAG_COOKIE)).toBeUndefined();

    // A cookie the shop did not hand out (or a stale one) never names a new bag: the add makes its own.
    guest.jar.set(GUEST_BAG_COOKIE, oldToken);
    await add(guest, tee, "M");
    const newToken = guest.jar.get(GUEST_BAG_COOKIE);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    // The new bag swept the expired one away on its way.
    const hashes = (await guestBags()).map((b) => b.guest_token_hash);
    expect(hashes).not.toContain(sha256(oldToken));
  });

  it("merges into the account's cart at login: lines add up to their limits, the rest is told, the bag is spent", {
    timeout: 30_000,
  }, async () => {
    await emptyCartOf(1);
    await setStock(tee, "M", 10);
    await setStock(tee, "L", 10);
    await setStock(hoodie, "L", 10, 1);
    await setStock(stripe, "M", 10);
    await setStock(stripe, "L", 10);
    // The account holds two of the tee (M) and four of the stripe (L).
    const account = await signedIn(1);
    await add(account, tee, "M", 2);
    await add(account, stripe, "L", 4);

    const guest = newBrowser();
    await add(guest, tee, "M", 2); // adds up: 4
    await add(guest, stripe, "L", 3); // 4 + 3 is over the per-line 5
    await add(guest, hoodie, "L", 3, 1); // then only 2 are left
    await add(guest, stripe, "M", 1); // then it sells out
    await add(guest, tee, "L", 1); // carried whole
    await setStock(hoodie, "L", 2, 1);
    await setStock(stripe, "M", 0);
    const bagId = (await cartOf(guest))._id;

    const login = await guest.client.POST("/auth/login", {
      body: { identifier: users[1].email, password: users[1].password },
    });
    expect(login.response.status).toBe(200);
    const label = (product: Product, size: Size, variantIndex = 0) =>
      `${product.name} (${product.variants[variantIndex].color}, ${size})`;
    expect(login.data?.bag).toEqual({
      carried: 4,
      notes: [
        mergeNotes.lineLimit(label(stripe, "L")),
        mergeNotes.fewerLeft(label(hoodie, "L", 1), 2),
        mergeNotes.soldOut(label(stripe, "M")),
      ],
    });
    expect(mergeNotes.soldOut("Tee (Black, M)")).toBe(
      "Tee (Black, M) is sold out, so it was not added to your bag.",
    );
    // The guest's cookie is removed; the bag is gone from the database.
    expect(parseSetCookie(bagCookieHeader(guest) ?? "")).toMatchObject({ removes: true });
    expect(
      await db()
        .selectFrom("carts")
        .select("id")
        .where("id", "=", bagId ?? "")
        .execute(),
    ).toEqual([]);

    const merged = await cartOf(guest);
    expect(merged.userId).toBe(users[1]._id);
    expect(linesOf(merged).sort()).toEqual(
      [
        [tee.name, "M", 4],
        [stripe.name, "L", 5],
        [hoodie.name, "L", 2],
        [tee.name, "L", 1],
      ].sort(),
    );
    // The account's other browser sees the same cart.
    expect(linesOf(await cartOf(account)).sort()).toEqual(linesOf(merged).sort());
    // Signing in again (a double submit) carries nothing twice.
    const again = await guest.client.POST("/auth/login", {
      body: { identifier: users[1].email, password: users[1].password },
    });
    expect(again.data?.bag).toBeUndefined();
    expect(linesOf(await cartOf(guest)).sort()).toEqual(linesOf(merged).sort());
  });

  it("keeps a guest's coupon, and brings it into the account's cart at sign-in unless that cart has one", {
    timeout: 30_000,
  }, async () => {
    await setStock(tee, "M", 10);
    await emptyCartOf(2);
    // A coupon before any add opens the guest's bag, as an add would.
    const early = newBrowser();
    const applied = await early.client.PUT("/cart/coupon", { body: { couponCode: "save100" } });
    expect(applied.response.status).toBe(200);
    expect(applied.data?.data).toMatchObject({ couponCode: "SAVE100", products: [] });
    expect(parseSetCookie(bagCookieHeader(early) ?? "")).toMatchObject({ removes: false });
    expect((await cartOf(early)).couponCode).toBe("SAVE100");
    // An unknown code is refused and keeps nothing; a guest without a bag gets no cookie for it.
    const stranger = newBrowser();
    await expectFailure(
      stranger.client.PUT("/cart/coupon", { body: { couponCode: "NOPE" } }),
      404,
      "Invalid coupon code.",
    );
    expect(bagCookieHeader(stranger)).toBeUndefined();

    // At sign-in the guest's coupon comes along into an account cart without one...
    await add(early, tee, "M", 1);
    await early.client.POST("/auth/login", {
      body: { identifier: users[2].email, password: users[2].password },
    });
    expect((await cartOf(early)).couponCode).toBe("SAVE100");

    // ...but the account's own coupon stays.
    const other = newBrowser();
    await add(other, tee, "M", 1);
    await other.client.PUT("/cart/coupon", { body: { couponCode: "DISCOUNT10" } });
    await other.client.POST("/auth/login", {
      body: { identifier: users[2].email, password: users[2].password },
    });
    expect((await cartOf(other)).couponCode).toBe("SAVE100");

    // Removing it works on a guest's bag as on a cart.
    const third = newBrowser();
    await add(third, tee, "M", 1);
    await third.client.PUT("/cart/coupon", { body: { couponCode: "DISCOUNT10" } });
    const removed = await third.client.DELETE("/cart/coupon");
    expect(removed.data?.data.couponCode).toBeNull();
    expect((await cartOf(third)).couponCode).toBeNull();
  });

  it("merges once however many sign-ins race with the same cookie", { timeout: 30_000 }, async () => {
    await emptyCartOf(0);
    await setStock(tee, "M", 10);
    await setStock(hoodie, "L", 10, 1);
    const guest = newBrowser();
    await add(guest, tee, "M", 2);
    await add(guest, hoodie, "L", 1, 1);
    const cookie = `${GUEST_BAG_COOKIE}=${guest.jar.get(GUEST_BAG_COOKIE)}`;

    // Eight logins at once, each with the guest's cookie (a double-clicked button, several tabs).
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.app.request("http://shop.test/api/v1/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ identifier: users[0].email, password: users[0].password }),
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(bodies.filter((b) => b.bag).map((b) => b.bag)).toEqual([{ carried: 2, notes: [] }]);
    const account = await signedIn(0);
    expect(linesOf(await cartOf(account)).sort()).toEqual(
      [
        [tee.name, "M", 2],
        [hoodie.name, "L", 1],
      ].sort(),
    );
  });

  it("merges once when the merges themselves overlap (one transaction takes the bag, the others find none)", async () => {
    await emptyCartOf(2);
    await setStock(tee, "M", 10);
    const guest = newBrowser();
    await add(guest, tee, "M", 3);
    const token = guest.jar.get(GUEST_BAG_COOKIE);
    const merges = await Promise.all(
      Array.from({ length: 8 }, () => mergeGuestBag(db(), token, users[2]._id)),
    );
    expect(merges.filter((m) => m !== null)).toEqual([{ carried: 1, notes: [] }]);
    const lines = await db()
      .selectFrom("cart_lines as l")
      .innerJoin("carts as c", "c.id", "l.cart_id")
      .select(["l.size", "l.quantity"])
      .where("c.user_id", "=", users[2]._id)
      .execute();
    expect(lines).toEqual([{ size: "M", quantity: 3 }]);
  });

  it("a sign-up merges it too, and keeps the shopper's full name: the session, the greeting, the sign-up address", async () => {
    await setStock(tee, "M", 10);
    const guest = newBrowser();
    await add(guest, tee, "M");
    const email = `meera.${Date.now().toString(36)}@example.in`;
    await guest.client.POST("/auth/send-email-verification-otp", { body: { email } });
    await h.mailbox.settled();
    const otp = await codeFromMail(h.mailbox, email, "Your Rangrez verification code");
    const verified = await guest.client.POST("/auth/verify-otp", { body: { email, otp } });
    const registration = {
      username: `meera_${Date.now().toString(36)}`,
      email,
      password: "Meera@2026",
      verificationToken: verified.data?.data.verificationToken ?? "",
      address: {
        street: "12 MG Road",
        city: "Indore",
        state: "Madhya Pradesh",
        pincode: "452001",
        country: "India",
        addressType: "home" as const,
        isDefault: true,
      },
    };

    // A name that is not one is refused, naming the field, before the token is spent.
    await expectFailure(
      guest.client.POST("/auth/register", { body: { ...registration, name: "meera_2026" } }),
      400,
      /^name must be your full name/,
    );

    const created = await guest.client.POST("/auth/register", {
      body: { ...registration, name: "  Meera   Iyer " },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.user.name).toBe("Meera Iyer");
    expect(created.data?.user.address?.name).toBe("Meera Iyer");
    expect(created.data?.bag).toEqual({ carried: 1, notes: [] });
    expect((await guest.client.GET("/auth/verify")).data?.user?.name).toBe("Meera Iyer");
    expect(linesOf(await cartOf(guest))).toEqual([[tee.name, "M", 1]]);
  });
});
