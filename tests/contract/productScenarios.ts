// Product page scenarios, run inside `contractScenarios` against the server: product detail,
// similar items, reviews (one per shopper, average and count recomputed, the verified-buyer mark), the
// delivery check with its date, adding to the cart, the wishlist and its owner-only rule, and restock
// alerts with their mail. Each scenario makes its own shoppers; expected values come from the fixtures.
import { describe, expect, it } from "vitest";
import { catalogue, type Product, pincodes, type Size, serviceabilityFor } from "../../mocks/fixtures";
import { apiError } from "./apiError";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

const byNewest = <T extends { createdAt: string; _id: string }>(a: T, b: T) =>
  a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/** Round to one decimal, as the product's average is kept. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Fixture products, each used by one scenario only (scenarios change reviews, stock and carts). */
const withMostReviews = [...catalogue].sort((a, b) => b.reviews.length - a.reviews.length)[0];
const inStock = (p: Product) =>
  p.variants.flatMap((v) => v.sizes.filter((s) => s.stock > 0).map((s) => ({ v, s })));
const soldOut = (p: Product) =>
  p.variants.flatMap((v) => v.sizes.filter((s) => s.stock === 0).map((s) => ({ v, s })));
const others = catalogue.filter((p) => p !== withMostReviews);
const reviewed = others.find((p) => p.reviews.length >= 2) as Product;
const forCart = others.find(
  (p) => p !== reviewed && soldOut(p).length > 0 && inStock(p).some((x) => x.s.stock >= 5),
) as Product;
const forRestock = others.find(
  (p) => p !== reviewed && p !== forCart && soldOut(p).length > 0 && inStock(p).length > 0,
) as Product;
/** Jeans (sold by waist) whose Grey is sold out in one waist only, and whose Black in another. */
const charcoalJeans = catalogue.find((p) => p.name === "Charcoal Relaxed Jeans") as Product;

export function productScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function productOf(id: string) {
    const { data } = await target().client.GET("/product/product/{productId}", {
      params: { path: { productId: id } },
    });
    if (!data) throw new Error(`GET /product/product/${id} answered no data`);
    return data.data.data.data;
  }

  async function expectFailure(call: Promise<unknown>, status: number, message: string | RegExp) {
    const error = await apiError(call);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toMatch(typeof message === "string" ? new RegExp(`^${message}$`) : message);
  }

  it("fixtures hold the products these scenarios need", async () => {
    for (const product of [reviewed, forCart, forRestock]) expect(product).toBeDefined();
    expect([reviewed, forCart, forRestock, withMostReviews]).not.toContain(charcoalJeans);
    expect(withMostReviews.reviews.length).toBeGreaterThan(2);
    await productOf(withMostReviews._id);
  });

  describe("GET /product/product/{productId}", () => {
    it("answers the product: variants in order with every size and its stock, reviews newest first, details", async () => {
      const fixture = withMostReviews;
      const product = await productOf(fixture._id);
      expect(product._id).toBe(fixture._id);
      expect(product.name).toBe(fixture.name);
      expect(product.variantId).toBe(fixture.variants[0]._id);
      expect(product.images).toEqual(fixture.variants[0].images);
      expect(product.variants).toEqual(fixture.variants);
      expect(product.finalPrice).toBe(fixture.finalPrice);
      expect(product.rating).toBe(fixture.rating);
      expect(product.reviewCount).toBe(fixture.reviews.length);
      expect(product.reviews.map((r) => r._id)).toEqual(
        [...fixture.reviews].sort(byNewest).map((r) => r._id),
      );
      for (const review of product.reviews) {
        const seeded = fixture.reviews.find((r) => r._id === review._id);
        expect(review).toMatchObject({
          user: seeded?.user,
          rating: seeded?.rating,
          comment: seeded?.comment,
        });
        // Seeded reviews have no account behind them, so no delivered order.
        expect(review.verifiedBuyer).toBe(false);
      }
      expect(product.productDetails).toEqual(fixture.productDetails);
    });

    it("an unknown product answers 404", async () => {
      await expectFailure(
        target().client.GET("/product/product/{productId}", {
          params: { path: { productId: "no-such-product" } },
        }),
        404,
        "Product not found",
      );
    });
  });

  describe("GET /product/{productId}/similar", () => {
    it("lists the same sub-category first, then the same category, never the product, paged", async () => {
      const product = withMostReviews;
      const sameSub = catalogue.filter((p) => p !== product && p.subCategory === product.subCategory);
      const sameCategory = catalogue.filter(
        (p) => p.category === product.category && p.subCategory !== product.subCategory,
      );
      const expected = [...sameSub.sort(byNewest), ...sameCategory.sort(byNewest)].map((p) => p._id);
      const seen: string[] = [];
      const limit = 7;
      for (let page = 1; page <= Math.ceil(expected.length / limit); page++) {
        const { data } = await target().client.GET("/product/{productId}/similar", {
          params: { path: { productId: product._id }, query: { page, limit } },
        });
        const listing = data?.data.data.data;
        expect(listing?.totalCount).toBe(expected.length);
        expect(listing?.page).toBe(page);
        seen.push(...(listing?.products.map((p) => p._id) ?? []));
      }
      expect(seen).toEqual(expected);
      expect(seen).not.toContain(product._id);
    });

    it("an unknown product answers 404", async () => {
      await expectFailure(
        target().client.GET("/product/{productId}/similar", {
          params: { path: { productId: "no-such-product" } },
        }),
        404,
        "Product not found",
      );
    });
  });

  describe("POST /product/{productId}/addreview", () => {
    it("one review per shopper: a second one edits the first; the average and count follow", async () => {
      const product = reviewed;
      const seededSum = product.reviews.reduce((sum, r) => sum + r.rating, 0);
      const asha = await registeredShopper(target(), "rev_a");
      const ravi = await registeredShopper(target(), "rev_b");
      const post = (who: typeof asha, rating: number, comment: string) =>
        who.browser.client.POST("/product/{productId}/addreview", {
          params: { path: { productId: product._id } },
          body: { rating, comment },
        });

      const first = await post(asha, 2, "Shrank after one wash.");
      expect(first.response.status).toBe(201);
      expect(first.data?.message).toBe("Review added");
      expect(first.data?.data).toMatchObject({
        user: asha.identity.username,
        rating: 2,
        verifiedBuyer: false,
      });
      expect(first.data?.product).toEqual({
        rating: oneDecimal((seededSum + 2) / (product.reviews.length + 1)),
        reviewCount: product.reviews.length + 1,
      });

      const edited = await post(asha, 4, "Washed fine the second time.");
      expect(edited.response.status).toBe(200);
      expect(edited.data?.message).toBe("Review updated");
      expect(edited.data?.data._id).toBe(first.data?.data._id);
      expect(edited.data?.data.createdAt).toBe(first.data?.data.createdAt);
      expect((edited.data?.data.updatedAt ?? "") >= (first.data?.data.updatedAt ?? "")).toBe(true);
      expect(edited.data?.product).toEqual({
        rating: oneDecimal((seededSum + 4) / (product.reviews.length + 1)),
        reviewCount: product.reviews.length + 1,
      });

      const second = await post(ravi, 5, "Great colour.");
      expect(second.response.status).toBe(201);
      const expectedProduct = {
        rating: oneDecimal((seededSum + 4 + 5) / (product.reviews.length + 2)),
        reviewCount: product.reviews.length + 2,
      };
      expect(second.data?.product).toEqual(expectedProduct);

      const detail = await productOf(product._id);
      expect({ rating: detail.rating, reviewCount: detail.reviewCount }).toEqual(expectedProduct);
      const mine = detail.reviews.filter((r) => r.user === asha.identity.username);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ rating: 4, comment: "Washed fine the second time." });
      expect(detail.reviews[0]._id).toBe(second.data?.data._id);
    });

    it("marks a shopper with a delivered order of the product a verified buyer", async () => {
      const product = reviewed;
      const buyer = await registeredShopper(target(), "rev_buyer");
      const post = () =>
        buyer.browser.client.POST("/product/{productId}/addreview", {
          params: { path: { productId: product._id } },
          body: { rating: 5, comment: "Bought two." },
        });
      expect((await post()).data?.data.verifiedBuyer).toBe(false);
      const { v, s } = inStock(product)[0];
      await target().backOffice.deliverOrder(buyer.user._id, {
        productId: product._id,
        variantId: v._id,
        size: s.size,
      });
      expect((await post()).data?.data.verifiedBuyer).toBe(true);
      const listed = (await productOf(product._id)).reviews.find((r) => r.user === buyer.identity.username);
      expect(listed?.verifiedBuyer).toBe(true);
    });

    it("a guest gets 401; an unknown product 404", async () => {
      await expectFailure(
        target().client.POST("/product/{productId}/addreview", {
          params: { path: { productId: reviewed._id } },
          body: { rating: 5, comment: "Nice" },
        }),
        401,
        "Please log in first",
      );
      const { browser } = await registeredShopper(target(), "rev_404");
      await expectFailure(
        browser.client.POST("/product/{productId}/addreview", {
          params: { path: { productId: "no-such-product" } },
          body: { rating: 5, comment: "Nice" },
        }),
        404,
        "Product not found",
      );
    });
  });

  describe("delivery check", () => {
    it.each(pincodes.map((p) => [p.pincode]))(
      "%s: both paths answer the fixture's delivery answer (zone, COD, days, date as of Mon 23 Nov 2026)",
      async (pin) => {
        const expected = serviceabilityFor(pin);
        const byPincode = await target().client.GET("/pincode/{pin}/serviceability", {
          params: { path: { pin } },
        });
        expect(byPincode.data).toEqual({
          success: true,
          isServiceable: expected.isServiceable,
          data: { data: expected },
        });
        const byOrder = await target().client.GET("/order/serviceCheck/{value}", {
          params: { path: { value: pin } },
        });
        expect(byOrder.data).toEqual(byPincode.data);
      },
    );

    it("an unknown pincode is not serviceable, with no town, zone or date", async () => {
      const { data } = await target().client.GET("/pincode/{pin}/serviceability", {
        params: { path: { pin: "799999" } },
      });
      expect(data?.data.data).toEqual({
        pincode: "799999",
        isServiceable: false,
        status: false,
        estimatedDays: null,
        codAvailable: false,
        city: null,
        state: null,
        zone: null,
        estimatedDelivery: null,
      });
    });
  });

  describe("adding to the cart", () => {
    const roomy = inStock(forCart).find((x) => x.s.stock >= 5) as ReturnType<typeof inStock>[number];
    const gone = soldOut(forCart)[0];

    it("adds a line and raises it, never above 5; refuses more with 409; answers private, no-store", async () => {
      const { browser } = await registeredShopper(target(), "cart_a");
      const add = (quantity: number) =>
        browser.client.POST("/cart/items", {
          body: { productId: forCart._id, variantId: roomy.v._id, size: roomy.s.size, quantity },
        });
      const first = await add(2);
      expect(first.response.status).toBe(201);
      expect(first.response.headers.get("cache-control")).toBe("private, no-store");
      expect(first.data?.message).toBe("Product added to cart successfully");
      expect(first.data?.data.products).toEqual([
        expect.objectContaining({
          productId: forCart._id,
          variantId: roomy.v._id,
          size: roomy.s.size,
          quantity: 2,
        }),
      ]);
      expect((await add(3)).data?.data.products[0].quantity).toBe(5);
      await expectFailure(add(1), 409, /at most 5/);
      const { data } = await browser.client.GET("/cart/getusercart");
      expect(data?.data.products.map((p) => p.quantity)).toEqual([5]);
    });

    it("/cart/add takes the first size in stock; another user's id is 403; sold out 409; unknown 404", async () => {
      const { browser, user } = await registeredShopper(target(), "cart_b");
      const other = await registeredShopper(target(), "cart_c");
      const variant = forCart.variants.find((v) =>
        v.sizes.some((s) => s.stock > 0),
      ) as Product["variants"][number];
      const firstInStock = variant.sizes.find((s) => s.stock > 0)?.size;
      const added = await browser.client.POST("/cart/add", {
        body: { userId: user._id, productId: forCart._id, variantId: variant._id, quantity: 1 },
      });
      expect(added.response.status).toBe(200);
      expect(added.data?.data.products.map((p) => [p.variantId, p.size, p.quantity])).toEqual([
        [variant._id, firstInStock, 1],
      ]);
      await expectFailure(
        browser.client.POST("/cart/add", {
          body: { userId: other.user._id, productId: forCart._id, variantId: variant._id, quantity: 1 },
        }),
        403,
        "You are not allowed to do this",
      );
      const { data } = await other.browser.client.GET("/cart/getusercart");
      expect(data?.data.products).toEqual([]);
      await expectFailure(
        browser.client.POST("/cart/items", {
          body: { productId: forCart._id, variantId: gone.v._id, size: gone.s.size as Size, quantity: 1 },
        }),
        409,
        `Size ${gone.s.size} is sold out`,
      );
      const elsewhere = catalogue.find((p) => p !== forCart) as Product;
      await expectFailure(
        browser.client.POST("/cart/items", {
          body: { productId: forCart._id, variantId: elsewhere.variants[0]._id, size: "M", quantity: 1 },
        }),
        404,
        "Variant not found",
      );
      await expectFailure(
        browser.client.POST("/cart/items", {
          body: { productId: "no-such-product", variantId: variant._id, size: "M", quantity: 1 },
        }),
        404,
        "Product not found",
      );
    });
  });

  describe("wishlist", () => {
    const [first, second] = others.slice(-2);

    it("adds (idempotent), lists newest saved first, toggles and removes; only the owner's", async () => {
      const owner = await registeredShopper(target(), "wish_a");
      const intruder = await registeredShopper(target(), "wish_b");
      const userId = owner.user._id;
      const add = (productId: string) =>
        owner.browser.client.POST("/auth/wishlist/{userId}", {
          params: { path: { userId } },
          body: { productId },
        });
      expect((await add(first._id)).data?.data.products.map((p) => p._id)).toEqual([first._id]);
      const both = await add(second._id);
      expect(both.response.headers.get("cache-control")).toBe("private, no-store");
      expect(both.data?.wishlist.products.map((p) => p._id)).toEqual([second._id, first._id]);
      expect((await add(second._id)).data?.data.products.map((p) => p._id)).toEqual([second._id, first._id]);
      const wishlistId = both.data?.wishlist._id as string;

      const listed = await owner.browser.client.GET("/wishlist/user/{userId}", {
        params: { path: { userId } },
      });
      expect(listed.data?.data.products.map((p) => p._id)).toEqual([second._id, first._id]);
      expect(listed.data?.data.products[0]).toMatchObject({
        name: second.name,
        finalPrice: second.finalPrice,
      });
      const detail = await owner.browser.client.GET("/auth/wishlist/detail/{id}", {
        params: { path: { id: wishlistId } },
      });
      expect(detail.data?.wishlist).toMatchObject({ _id: wishlistId, userId });

      // Another shopper gets neither the list nor a way to change it.
      await expectFailure(
        intruder.browser.client.GET("/auth/wishlist/{userId}", { params: { path: { userId } } }),
        403,
        "You are not allowed to do this",
      );
      await expectFailure(
        intruder.browser.client.GET("/wishlist/user/{userId}", { params: { path: { userId } } }),
        403,
        "You are not allowed to do this",
      );
      await expectFailure(
        intruder.browser.client.GET("/auth/wishlist/detail/{id}", { params: { path: { id: wishlistId } } }),
        404,
        "Wishlist not found",
      );
      await expectFailure(
        intruder.browser.client.POST("/wishlist/toggle", { body: { userId, productId: first._id } }),
        403,
        "You are not allowed to do this",
      );
      await expectFailure(
        intruder.browser.client.DELETE("/auth/wishlist/{userId}", {
          params: { path: { userId } },
          body: { productId: first._id },
        }),
        403,
        "You are not allowed to do this",
      );

      const toggled = await owner.browser.client.POST("/wishlist/toggle", {
        body: { userId, productId: second._id },
      });
      expect(toggled.data).toMatchObject({ inWishlist: false, message: "Removed from wishlist" });
      expect(toggled.data?.data.products.map((p) => p._id)).toEqual([first._id]);
      const back = await owner.browser.client.POST("/wishlist/toggle", {
        body: { userId, productId: second._id },
      });
      expect(back.data).toMatchObject({ inWishlist: true, message: "Added to wishlist" });

      const remove = () =>
        owner.browser.client.DELETE("/auth/wishlist/{userId}", {
          params: { path: { userId } },
          body: { productId: first._id },
        });
      expect((await remove()).data?.data.products.map((p) => p._id)).toEqual([second._id]);
      expect((await remove()).data?.data.products.map((p) => p._id)).toEqual([second._id]);
    });

    it("a guest gets 401; an unknown product 404", async () => {
      await expectFailure(
        target().client.GET("/auth/wishlist/{userId}", { params: { path: { userId: "anyone" } } }),
        401,
        "Please log in first",
      );
      const { browser, user } = await registeredShopper(target(), "wish_c");
      await expectFailure(
        browser.client.POST("/wishlist/toggle", { body: { userId: user._id, productId: "no-such-product" } }),
        404,
        "Product not found",
      );
    });
  });

  describe("POST /product/{productId}/restock-alerts", () => {
    const gone = soldOut(forRestock)[0];
    const available = inStock(forRestock)[0];

    it("subscribes once; the restock mails the shopper once, naming the product, colour and size, with its link", async () => {
      const { browser, identity } = await registeredShopper(target(), "restock");
      const ask = (variantId: string, size: Size) =>
        browser.client.POST("/product/{productId}/restock-alerts", {
          params: { path: { productId: forRestock._id } },
          body: { variantId, size },
        });
      const asked = await ask(gone.v._id, gone.s.size);
      expect(asked.response.status).toBe(201);
      expect(asked.data?.message).toBe(`We'll mail you when ${gone.s.size} is back in stock.`);
      const again = await ask(gone.v._id, gone.s.size);
      expect(again.response.status).toBe(200);
      expect(again.data?.message).toBe(`You're already on the list for ${gone.s.size}.`);
      await expectFailure(
        ask(available.v._id, available.s.size),
        409,
        new RegExp(`^Size ${available.s.size} is in stock`),
      );

      const mailsToShopper = async () =>
        (await target().inbox()).filter(
          (m) => m.to.includes(identity.email) && m.subject.startsWith("Back in stock"),
        );
      expect(await mailsToShopper()).toEqual([]);
      await target().backOffice.setStock(gone.v._id, gone.s.size, 3);
      const mails = await mailsToShopper();
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(
        `Back in stock: ${forRestock.name} in ${gone.v.color}, size ${gone.s.size}`,
      );
      const link = `${target().backOffice.publicUrl}/display/${forRestock._id}/${gone.v._id}`;
      expect(mails[0].text).toContain(link);

      // Sold out and restocked again: no second mail.
      await target().backOffice.setStock(gone.v._id, gone.s.size, 0);
      await target().backOffice.setStock(gone.v._id, gone.s.size, 4);
      expect(await mailsToShopper()).toHaveLength(1);
    });

    it("per size: one sold-out waist of a colour whose other waists are in stock mails its shopper once, when it is back", async () => {
      const [grey, black] = charcoalJeans.variants;
      const greyGone = grey.sizes.filter((s) => s.stock === 0);
      const greyStocked = grey.sizes.find((s) => s.stock > 0) as { size: Size; stock: number };
      const blackGone = black.sizes.find((s) => s.stock === 0) as { size: Size; stock: number };
      expect(greyGone.map((s) => s.size)).toEqual(["32"]);
      expect(blackGone.size).toBe("36");

      const waiting = await registeredShopper(target(), "waist_alert");
      const other = await registeredShopper(target(), "waist_other");
      const ask = (browser: typeof waiting.browser, variantId: string, size: Size) =>
        browser.client.POST("/product/{productId}/restock-alerts", {
          params: { path: { productId: charcoalJeans._id } },
          body: { variantId, size },
        });
      const asked = await ask(waiting.browser, grey._id, "32");
      expect(asked.response.status).toBe(201);
      expect(asked.data?.message).toBe("We'll mail you when 32 is back in stock.");
      expect((await ask(other.browser, black._id, "36")).response.status).toBe(201);

      const mailsTo = async (email: string) =>
        (await target().inbox()).filter((m) => m.to.includes(email) && m.subject.startsWith("Back in stock"));
      const { backOffice } = target();
      // More of a waist that was in stock is no restock of the 32.
      await backOffice.setStock(grey._id, greyStocked.size, greyStocked.stock + 1);
      expect(await mailsTo(waiting.identity.email)).toEqual([]);

      await backOffice.setStock(grey._id, "32", 5);
      const mails = await mailsTo(waiting.identity.email);
      expect(mails.map((m) => m.subject)).toEqual([`Back in stock: ${charcoalJeans.name} in Grey, size 32`]);
      expect(await mailsTo(other.identity.email)).toEqual([]);
      // Sold out and back again: the alert was used, no second mail.
      await backOffice.setStock(grey._id, "32", 0);
      await backOffice.setStock(grey._id, "32", 2);
      expect(await mailsTo(waiting.identity.email)).toHaveLength(1);

      await backOffice.setStock(grey._id, "32", 0);
      await backOffice.setStock(grey._id, greyStocked.size, greyStocked.stock);
    });

    it("a guest gets 401; an unknown size of the variant 404", async () => {
      await expectFailure(
        target().client.POST("/product/{productId}/restock-alerts", {
          params: { path: { productId: forRestock._id } },
          body: { variantId: gone.v._id, size: gone.s.size },
        }),
        401,
        "Please log in first",
      );
      const { browser } = await registeredShopper(target(), "restock_404");
      await expectFailure(
        browser.client.POST("/product/{productId}/restock-alerts", {
          params: { path: { productId: forRestock._id } },
          body: { variantId: "no-such-variant", size: "M" },
        }),
        404,
        "Variant not found",
      );
    });
  });
}
