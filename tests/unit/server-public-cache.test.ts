// The public answers' cache (server/api/publicCache.ts), on PGlite and on a PostgreSQL server: a repeated
// listing or product request is answered from the cache with its ETag and public freshness, a matching
// If-None-Match gets 304, a signed-in shopper's answer is never stored for others, and every write that
// changes a public answer (a review, stock taken by an order, a restock) shows in the next answer at once.
// Then the shop's own listener (server/main.ts): a cached answer leaves with every header the app gives
// it, Brotli-coded when asked, and still behind the production Host check.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import { createShop } from "../../server/app";
import { PUBLIC } from "../../server/api/publicCache";
import { contentSecurityPolicy } from "../../server/security";
import { catalogueChanged } from "../../server/services/cacheVersions/transaction";
import { setVariantStock } from "../../server/services/restock";
import { describeOnEachDatabase } from "../support/databases";
import { Browser } from "./server-auth-helpers";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";
import { memoryDatabase } from "./server-helpers";

const LISTING = "/product/tags/newarrival?page=1&limit=8";

describeOnEachDatabase("public answers' cache", (database) => {
  let o: OrderHarness;
  let guest: Browser;
  beforeAll(async () => {
    o = await orderHarness(database);
    guest = new Browser(o.app);
  }, 60_000);
  afterAll(() => o.close());

  const productOf = async (productId: string) => {
    const answer = await guest.get(`/product/product/${productId}`);
    expect(answer.status).toBe(200);
    return { answer, product: answer.body.data.data.data };
  };
  const stockIn =
    (product: { variants: { _id: string; sizes: { size: string; stock: number }[] }[] }) =>
    (variantId: string, size: string) =>
      product.variants.find((v) => v._id === variantId)?.sizes.find((s) => s.size === size)?.stock;

  it("answers a repeated listing from the cache, public for a minute, and 304 for the tag the caller holds", async () => {
    const first = await guest.get(`${LISTING}&cache-test=1`);
    const second = await guest.get(`${LISTING}&cache-test=1`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("cache-control")).toBe(PUBLIC);
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(etag).toBe(first.headers.get("etag"));

    const notModified = await guest.get(`${LISTING}&cache-test=1`, {
      "if-none-match": etag as string,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    const otherTag = await guest.get(`${LISTING}&cache-test=1`, {
      "if-none-match": 'W/"other"',
    });
    expect(otherTag.status).toBe(200);
    expect(otherTag.body).toEqual(first.body);
  });

  it("never stores what a signed-in shopper was answered, nor a refusal", async () => {
    const { browser } = await o.shopper();
    const path = `${LISTING}&cache-test=signed-in`;
    const signedIn = await browser.get(path);
    expect(signedIn.status).toBe(200);
    expect((await guest.get(path)).headers.get("x-cache")).toBe("miss");

    const missing = "/product/product/no-such-product";
    expect((await guest.get(missing)).status).toBe(404);
    const again = await guest.get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.headers.get("cache-control")).not.toBe(PUBLIC);
  });

  it("a review shows in the product's next answer: its count, its average and the review", async () => {
    const target = catalogue.find((p) => p.reviews.length > 0 && p.reviews.length < 5);
    if (!target) throw new Error("no reviewed product in the fixtures");
    const before = (await productOf(target._id)).product;
    expect((await productOf(target._id)).answer.headers.get("x-cache")).toBe("hit");

    const { browser } = await o.shopper();
    const posted = await browser.post(`/product/${target._id}/addreview`, {
      rating: 1,
      comment: "Faded fast",
    });
    expect(posted.status).toBe(201);
    const { answer, product } = await productOf(target._id);
    expect(answer.headers.get("x-cache")).toBe("miss");
    expect(product.reviewCount).toBe(before.reviewCount + 1);
    expect(product.rating).toBeLessThan(before.rating);
    expect(product.reviews.map((r: { comment: string }) => r.comment)).toContain("Faded fast");
  });

  it("stock taken by an order and given back by a restock shows in the product's next answer", async () => {
    const item = o.item(2);
    await o.setStock(item, 3);
    // setStock writes straight to the table, as no route of the shop does: it tells the cache itself.
    await catalogueChanged(o.h.handle.db);
    const stock = async () => stockIn((await productOf(item.productId)).product)(item.variantId, item.size);
    const before = await stock();
    expect(before).toBe(3);
    expect((await productOf(item.productId)).answer.headers.get("x-cache")).toBe("hit");

    const { browser } = await o.shopper();
    const placed = await o.place(browser, "cod", await o.buyNow(browser, item, 2));
    expect(placed.status).toBe(201);
    expect(await stock()).toBe(1);

    await setVariantStock(
      o.h.handle.db,
      { publicOrigin: "http://shop.test" },
      {
        variantId: item.variantId,
        size: item.size,
        stock: 7,
      },
    );
    expect(await stock()).toBe(7);
  });
});

describe("the shop's listener", () => {
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const handle = await memoryDatabase({ seeded: true });
    const { listener } = createShop({
      db: handle.db,
      build: null,
      clientDir: "/nonexistent/client",
      mediaDir: "/nonexistent/media",
      production: true,
      publicUrl: "http://shop.test",
    });
    const { createServer } = await import("node:http");
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    close = async () => {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    };
  }, 60_000);
  afterAll(() => close());

  /** One request over HTTP, as a browser on `host` sends it. */
  function get(path: string, headers: Record<string, string> = {}, host = "shop.test") {
    return new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: Buffer;
    }>((resolve, reject) => {
      httpRequest(
        {
          port,
          host: "127.0.0.1",
          path: `/api/v1${path}`,
          headers: { host, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on("error", reject);
        },
      )
        .on("error", reject)
        .end();
    });
  }

  it("sends a cached answer with the app's headers, its own request id, in Brotli when asked", async () => {
    const first = await get(LISTING, { "accept-encoding": "br" });
    const second = await get(LISTING, {
      "accept-encoding": "br",
      "x-request-id": "shopper-trace-1",
    });
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(second.body).toString())).toEqual(
      JSON.parse(brotliDecompressSync(first.body).toString()),
    );
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "etag"])
      expect(second.headers[name]).toBe(first.headers[name]);
    // The policy without the first answer's script nonce: a nonce sent to everyone would be none at all.
    expect(first.headers["content-security-policy"]).toMatch(/'nonce-/);
    expect(second.headers["content-security-policy"]).toBe(contentSecurityPolicy([]));
    expect(second.headers["cache-control"]).toBe(PUBLIC);
    expect(second.headers["x-request-id"]).toBe("shopper-trace-1");
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);

    const plain = await get(LISTING);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(
      JSON.parse(brotliDecompressSync(first.body).toString()),
    );
    const held = await get(LISTING, {
      "if-none-match": String(first.headers.etag),
    });
    expect(held.status).toBe(304);
    expect(held.body.byteLength).toBe(0);
  });

  it("refuses a cached answer to an unknown host, as the app does", async () => {
    await get(LISTING);
    expect((await get(LISTING)).headers["x-cache"]).toBe("hit");
    const forged = await get(LISTING, {}, "evil.test");
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body.toString()).message).toBe("Unknown host");
  });
});
