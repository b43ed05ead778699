// GST numbers under concurrency, on PGlite and on a PostgreSQL server (where the transactions really run at
// once): invoices issued together for many orders take the series' numbers without a gap or a repeat, and
// one order confirmed twice at once gets one invoice.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../support/databases";
import { documentsOf, issue, placeOrder } from "./invoices-helpers";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";

const ORDERS = 20;

describeOnEachDatabase("GST number races", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());

  it(`${ORDERS} invoices issued at once for ${ORDERS} orders are numbered 1..${ORDERS}`, async () => {
    const { browser } = await o.shopper();
    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS; index++) {
      orderIds.push(await placeOrder(o, browser, [[o.item(index % 10), 1]]));
    }
    await Promise.all(orderIds.map((orderId) => issue(o, orderId)));
    const invoices = (await Promise.all(orderIds.map((orderId) => documentsOf(o, orderId)))).flat();
    expect(invoices).toHaveLength(ORDERS);
    expect(invoices.map((invoice) => invoice.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: ORDERS }, (_, index) => index + 1),
    );
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(ORDERS);
    const counter = await o.h.handle.db
      .selectFrom("tax_document_counters")
      .selectAll()
      .where("kind", "=", "invoice")
      .executeTakeFirstOrThrow();
    expect(counter).toEqual({ kind: "invoice", financial_year: "2026-27", last: ORDERS });
  }, 120_000);

  it("the same order confirmed twice at once gets one invoice and uses one number", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(o, browser, [[o.item(0), 1]]);
    await Promise.all(Array.from({ length: 4 }, () => issue(o, orderId)));
    const documents = await documentsOf(o, orderId);
    expect(documents).toHaveLength(1);
    expect(documents[0].seq).toBe(ORDERS + 1);
    const counter = await o.h.handle.db
      .selectFrom("tax_document_counters")
      .select("last")
      .where("kind", "=", "invoice")
      .executeTakeFirstOrThrow();
    expect(counter.last).toBe(ORDERS + 1);
  }, 60_000);
});
