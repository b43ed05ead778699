// Shared setup for the order tests: the seeded shop on a test database with the in-memory gateway (or another
// one, such as the PhonePe adapter over the local fake), a clock
// the test moves, signed-in shoppers made directly (no password hashing to wait for), and the checkout
// requests a storefront sends (its total read from the server's own quote first).
import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { catalogue, DELIVERY_AS_OF, type Product, type Size } from "../../mocks/fixtures";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { newId } from "../../server/services/accounts/tokens";
import type { OrderDeps } from "../../server/services/orders/deps";
import type { PaymentGateway } from "../../server/services/payments/gateway";
import { DEFAULT_PRICING } from "../../server/services/pricing/config";
import type { TestDatabase } from "../support/databases";
import { type TestGateway, testGateway } from "../support/testGateway";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

/** A delivery address in Bengaluru (a metro: served, cash on delivery taken). */
export const ADDRESS = {
  name: "Arjun Kumar",
  email: "arjun@example.in",
  phoneNumber: "9876543210",
  deliveryAddress: "12 MG Road, Indiranagar",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
};

export interface Item {
  productId: string;
  variantId: string;
  size: Size;
}

export interface OrderHarness<G extends PaymentGateway = TestGateway> {
  h: AuthHarness;
  app: Hono;
  gateway: G;
  /** The shop's clock: tests move it forward. */
  clock: { now: Date };
  deps: OrderDeps;
  shopper: () => Promise<{ id: string; browser: Browser }>;
  /** A size of a product that takes cash on delivery (`index` picks another one). */
  item: (index?: number, cod?: boolean) => Item;
  setStock: (item: Item, stock: number) => Promise<void>;
  stockOf: (item: Item) => Promise<number>;
  /** The server's total for the request (POST /checkout/quote). */
  quoteTotal: (browser: Browser, request: Record<string, unknown>) => Promise<number>;
  /** A Buy Now checkout body for `quantity` of `item`, at the server's own price and total. */
  buyNow: (
    browser: Browser,
    item: Item,
    quantity?: number,
    extra?: Record<string, unknown>,
  ) => Promise<Record<string, unknown>>;
  place: (
    browser: Browser,
    mode: "cod" | "payment",
    body: unknown,
    key?: string,
  ) => ReturnType<Browser["post"]>;
  ordersOf: (userId: string) => Promise<{ id: string }[]>;
  close: () => Promise<void>;
}

export function orderHarness(database: TestDatabase): Promise<OrderHarness>;
export function orderHarness<G extends PaymentGateway>(
  database: TestDatabase,
  gateway: G,
): Promise<OrderHarness<G>>;
export async function orderHarness(
  database: TestDatabase,
  gateway: PaymentGateway = testGateway(),
): Promise<OrderHarness<PaymentGateway>> {
  const h = await authHarness({ database, seeded: true });
  const clock = { now: new Date(DELIVERY_AS_OF) };
  const now = () => clock.now;
  const app = h.appWith({ payments: gateway, now });
  await h.runJobsWith({ gateway, now });
  const deps: OrderDeps = {
    db: h.handle.db,
    gateway,
    publicOrigin: "http://shop.test",
    now,
    config: DEFAULT_PRICING,
  };
  let sequence = 0;
  const sizeOf = (item: Item) =>
    h.handle.db
      .selectFrom("variant_sizes")
      .where("variant_id", "=", item.variantId)
      .where("size", "=", item.size);
  const items = (cod: boolean) =>
    catalogue.filter((p: Product) => p.codAvailable === cod && p.finalPrice <= 2000);
  const harness: OrderHarness<PaymentGateway> = {
    h,
    app,
    gateway,
    clock,
    deps,
    async shopper() {
      sequence += 1;
      const id = newId();
      const tag = `${sequence}_${id.slice(0, 6)}`;
      await h.handle.db
        .insertInto("users")
        .values({
          id,
          ...identityColumns({ username: `buyer_${tag}`, email: `buyer.${tag}@example.in` }),
          role: "shopper",
          password_hash: "unused",
        })
        .execute();
      const browser = new Browser(app);
      browser.cookie = await createSession(h.handle.db, id);
      return { id, browser };
    },
    item(index = 0, cod = true) {
      const product = items(cod)[index];
      if (!product) throw new Error(`no product ${index} with codAvailable ${cod}`);
      const variant = product.variants[0];
      return { productId: product._id, variantId: variant._id, size: variant.sizes[0].size };
    },
    async setStock(item, stock) {
      await h.handle.db
        .updateTable("variant_sizes")
        .set({ stock })
        .where("variant_id", "=", item.variantId)
        .where("size", "=", item.size)
        .execute();
    },
    async stockOf(item) {
      return (await sizeOf(item).select("stock").executeTakeFirstOrThrow()).stock;
    },
    async quoteTotal(browser, request) {
      const answer = await browser.post("/checkout/quote", request);
      if (answer.status !== 200) throw new Error(`quote: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data.total;
    },
    async buyNow(browser, item, quantity = 1, extra = {}) {
      const product = { ...item, quantity };
      const total = await harness.quoteTotal(browser, { product, pincode: ADDRESS.pincode, ...extra });
      const price = catalogue.find((p) => p._id === item.productId)?.finalPrice;
      return { ...ADDRESS, product: { ...product, price }, totalAmount: total, ...extra };
    },
    place(browser, mode, body, key = randomUUID()) {
      return browser.post(`/order/${mode}`, body, { "idempotency-key": key });
    },
    ordersOf(userId) {
      return h.handle.db.selectFrom("orders").select("id").where("user_id", "=", userId).execute();
    },
    close: () => h.close(),
  };
  return harness;
}
