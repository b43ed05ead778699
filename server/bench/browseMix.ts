// bench:api's mixed run (api.ts): guests browsing (listings, product answers, product pages, /trending),
// as an autocannon HAR file whose requests every connection goes through in turn, measured alone and then
// while one shopper places and cancels orders in a loop (orderingShopper.ts). An order must make only its
// product's answers stale, the listings only when a size sells out (docs/decisions/shared-cache-versions.md),
// so browsing keeps most of its requests/s beside the orders.
import { productPath } from "../../src/lib/paths";
import { catalogue } from "../../mocks/fixtures";
import { cancelOrder, codItem, type OrderedItem, placeCodOrder } from "./orderingShopper";
import { signIn } from "./signedInShopper";

/** What the shopper orders: a size with stock to spare, so an order and its cancelling never sell it out. */
export const orderedItem = codItem(3);

const pageOf = (productId: string) => {
  const product = catalogue.find((p) => p._id === productId);
  if (!product) throw new Error(`fixture: product ${productId}`);
  return productPath(product._id, product.variantId);
};

/** Another product than the ordered one. */
const other = catalogue.find((p) => p._id !== orderedItem.productId && p.category === "upperwear");

/** One request of a HAR file. */
export interface HarEntry {
  request: { method: "GET"; url: string; headers: { name: string; value: string }[] };
}

/** The browse mix as a HAR file's content: every request with a browser's Accept and Accept-Encoding. */
export function browseMixHar(origin: string): { log: { entries: HarEntry[] } } {
  if (!other) throw new Error("fixture: a second upper-wear product");
  const json = [
    "/api/v1/product/tags/newarrival?page=1&limit=8",
    "/api/v1/product/tags/trending?page=1&limit=8",
    `/api/v1/product/category/${other.category}?page=1&limit=20`,
    `/api/v1/product/product/${orderedItem.productId}`,
    `/api/v1/product/product/${other._id}`,
  ];
  const html = [pageOf(orderedItem.productId), pageOf(other._id), "/trending"];
  const entry = (path: string, accept: string): HarEntry => ({
    request: {
      method: "GET",
      url: `${origin}${path}`,
      headers: [
        { name: "accept", value: accept },
        { name: "accept-encoding", value: "gzip, deflate, br, zstd" },
      ],
    },
  });
  return {
    log: {
      entries: [
        ...json.map((path) => entry(path, "application/json")),
        ...html.map((p) => entry(p, "text/html")),
      ],
    },
  };
}

export interface OrderLoop {
  /** Ends the loop after the order in hand; answers how many orders were placed (each then cancelled). */
  stop: () => Promise<number>;
}

/** One signed-in shopper placing and cancelling an order of `item`, one after another, until stopped. A
 * failed order or cancel fails the loop (stop rethrows it). */
export async function orderInLoop(origin: string, item: OrderedItem = orderedItem): Promise<OrderLoop> {
  const cookie = await signIn(origin);
  let stopping = false;
  let placed = 0;
  const loop = (async () => {
    while (!stopping) {
      await cancelOrder(origin, cookie, await placeCodOrder(origin, cookie, item));
      placed += 1;
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await loop;
      return placed;
    },
  };
}
