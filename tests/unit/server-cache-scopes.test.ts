// What an order makes stale in the public answers' cache (docs/decisions/shared-cache-versions.md): only the
// answers of the products it took stock from, never another product's or the listings, unless a size sold
// out (or came back), which the listings' cards and size filters show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import { catalogueChanged } from "../../server/services/cacheVersions/transaction";
import { pglite } from "../support/databases";
import { Browser } from "./server-auth-helpers";
import { type Item, type OrderHarness, orderHarness } from "./server-orders-helpers";

interface Card {
  _id: string;
  variants: { _id: string; sizes: { size: string; stock: number }[] }[];
}

describe("what an order makes stale in the public answers' cache", () => {
  let o: OrderHarness;
  let guest: Browser;
  beforeAll(async () => {
    o = await orderHarness(pglite);
    guest = new Browser(o.app);
  }, 60_000);
  afterAll(() => o.close());

  const productPath = (item: Item) => `/product/product/${item.productId}`;
  const stockOf = (card: Card, item: Item) =>
    card.variants.find((v) => v._id === item.variantId)?.sizes.find((s) => s.size === item.size)?.stock;

  /** The category listing page that shows the item's product (one page of at most 50 cards). */
  async function listingWith(item: Item): Promise<string> {
    const category = catalogue.find((p) => p._id === item.productId)?.category;
    for (let page = 1; page <= 10; page++) {
      const path = `/product/category/${category}?page=${page}&limit=50`;
      const cards: Card[] = (await guest.get(path)).body.data.data.data.products;
      if (cards.some((card) => card._id === item.productId)) return path;
    }
    throw new Error(`no listing page of ${category} shows ${item.productId}`);
  }

  async function cardIn(path: string, item: Item) {
    const answer = await guest.get(path);
    const cards: Card[] = answer.body.data.data.data.products;
    const card = cards.find((c) => c._id === item.productId);
    if (!card) throw new Error(`${path} no longer shows ${item.productId}`);
    return { cache: answer.headers.get("x-cache"), stock: stockOf(card, item) };
  }

  /** Sets the size's stock straight in its table, as no route of the shop does: it tells the cache itself. */
  async function setStock(item: Item, stock: number) {
    await o.setStock(item, stock);
    await catalogueChanged(o.h.handle.db);
  }

  async function order(item: Item, quantity: number) {
    const { browser } = await o.shopper();
    const placed = await o.place(browser, "cod", await o.buyNow(browser, item, quantity));
    expect(placed.status).toBe(201);
  }

  it("an order for one product leaves another product's answer and the listings cached", async () => {
    const ordered = o.item(3);
    const other = o.item(4);
    await setStock(ordered, 5);
    const listing = await listingWith(ordered);
    await guest.get(productPath(ordered));
    await guest.get(productPath(other));
    await guest.get(listing);
    expect((await guest.get(productPath(other))).headers.get("x-cache")).toBe("hit");
    expect((await cardIn(listing, ordered)).cache).toBe("hit");

    await order(ordered, 2);

    const orderedAnswer = await guest.get(productPath(ordered));
    expect(orderedAnswer.headers.get("x-cache")).toBe("miss");
    expect(stockOf(orderedAnswer.body.data.data.data, ordered)).toBe(3);
    expect((await guest.get(productPath(other))).headers.get("x-cache")).toBe("hit");
    // The card's count may lag (checked again at cart and order); whether the size is in stock may not.
    const card = await cardIn(listing, ordered);
    expect(card.cache).toBe("hit");
    expect(card.stock).toBeGreaterThan(0);
  });

  it("selling the last unit of a size makes the listings show it sold out at once", async () => {
    const item = o.item(5);
    await setStock(item, 1);
    const listing = await listingWith(item);
    await guest.get(productPath(item));
    expect(await cardIn(listing, item)).toEqual({ cache: "hit", stock: 1 });

    await order(item, 1);

    const card = await cardIn(listing, item);
    expect(card.cache).toBe("miss");
    expect(card.stock).toBe(0);
    const product = await guest.get(productPath(item));
    expect(product.headers.get("x-cache")).toBe("miss");
    expect(stockOf(product.body.data.data.data, item)).toBe(0);
  });
});
