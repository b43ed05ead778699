// Races on the product page's writes, on PGlite and on a PostgreSQL server (where requests really run at
// once): concurrent reviews by different shoppers and by the same shopper leave the right count and average
// and one review per shopper; concurrent adds of the same cart line end with the right quantity and never
// go above the limit.
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogue, type Product } from "../../mocks/fixtures";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { newId } from "../../server/services/accounts/tokens";
import { describeOnEachDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

describeOnEachDatabase("product page races", (database) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness({ database, seeded: true });
  }, 60_000);
  afterAll(() => h.close());

  let sequence = 0;
  /** A new shopper, signed in (a session made directly: no password hashing to wait for). */
  async function shopper(): Promise<{ id: string; browser: Browser }> {
    sequence += 1;
    const id = newId();
    await h.handle.db
      .insertInto("users")
      .values({
        id,
        ...identityColumns({ username: `race_${sequence}`, email: `race.${sequence}@example.in` }),
        role: "shopper",
        password_hash: "unused",
      })
      .execute();
    const browser = new Browser(h.app);
    browser.cookie = await createSession(h.handle.db, id);
    return { id, browser };
  }

  const product = (index: number) => catalogue.filter((p) => p.reviews.length > 0)[index] as Product;
  const review = (browser: Browser, productId: string, rating: number) =>
    browser.post(`/product/${productId}/addreview`, { rating, comment: `Rated ${rating}` });
  const figures = (productId: string) =>
    h.handle.db
      .selectFrom("products")
      .select(["rating", "review_count"])
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();

  it("reviews by eight shoppers at once: eight new reviews, the count and average right", async () => {
    const target = product(0);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper()));
    const ratings = shoppers.map((_, i) => 1 + (i % 5));
    const answers = await Promise.all(shoppers.map((s, i) => review(s.browser, target._id, ratings[i])));
    expect(answers.map((a) => a.status)).toEqual(shoppers.map(() => 201));
    const sum = target.reviews.reduce((total, r) => total + r.rating, 0) + ratings.reduce((a, b) => a + b, 0);
    const count = target.reviews.length + shoppers.length;
    const stored = await figures(target._id);
    expect({ rating: Number(stored.rating), count: stored.review_count }).toEqual({
      rating: oneDecimal(sum / count),
      count,
    });
    // The last answer to commit saw every review.
    expect(answers.map((a) => a.body.product.reviewCount)).toContain(count);
  });

  it("six reviews by one shopper at once: one review (the last written), the count and average right", async () => {
    const target = product(1);
    const { id, browser } = await shopper();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 4].map((rating) => review(browser, target._id, rating)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const mine = await h.handle.db
      .selectFrom("reviews")
      .select("rating")
      .where("product_id", "=", target._id)
      .where("user_id", "=", id)
      .execute();
    expect(mine).toHaveLength(1);
    const sum = target.reviews.reduce((total, r) => total + r.rating, 0) + mine[0].rating;
    const count = target.reviews.length + 1;
    const stored = await figures(target._id);
    expect({ rating: Number(stored.rating), count: stored.review_count }).toEqual({
      rating: oneDecimal(sum / count),
      count,
    });
  });

  it("five adds of one piece at once make a line of 5; three more at once are all refused", async () => {
    const target = catalogue.find((p) => p.variants[0].sizes.some((s) => s.stock >= 5)) as Product;
    const variant = target.variants[0];
    const size = variant.sizes.find((s) => s.stock >= 5)?.size;
    const { browser } = await shopper();
    const add = () =>
      browser.post("/cart/items", { productId: target._id, variantId: variant._id, size, quantity: 1 });
    expect((await Promise.all(Array.from({ length: 5 }, add))).map((a) => a.status)).toEqual([
      201, 201, 201, 201, 201,
    ]);
    const over = await Promise.all(Array.from({ length: 3 }, add));
    expect(over.map((a) => a.status)).toEqual([409, 409, 409]);
    const cart = await browser.get("/cart/getusercart");
    expect(cart.body.data.products.map((p: { quantity: number }) => p.quantity)).toEqual([5]);
  });

  it("four adds of two at once: two fit under 5, two are refused, the line holds 4", async () => {
    const target = catalogue.find((p) => p.variants[0].sizes.some((s) => s.stock >= 5)) as Product;
    const variant = target.variants[0];
    const size = variant.sizes.find((s) => s.stock >= 5)?.size;
    const { id, browser } = await shopper();
    const add = () =>
      browser.post("/cart/add", {
        userId: id,
        productId: target._id,
        variantId: variant._id,
        size,
        quantity: 2,
      });
    const answers = await Promise.all(Array.from({ length: 4 }, add));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    const cart = await browser.get("/cart/getusercart");
    expect(cart.body.data.products.map((p: { quantity: number }) => p.quantity)).toEqual([4]);
  });
});
