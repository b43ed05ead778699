// The verified-buyer rule (server/services/verifiedBuyer.ts) on PGlite and PostgreSQL: a shopper with a
// delivered order of the product is one; a returned, cancelled or undelivered order, or another shopper's,
// does not count. Order lines carry their order's buyer, copied by a trigger (migration 0020), which the
// rule's index starts from.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogue, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { isVerifiedBuyer } from "../../server/services/verifiedBuyer";
import { describeOnEachDatabase } from "../support/databases";

const [buyer, other] = users;
const product = catalogue[0];
const variant = product.variants[0];

describeOnEachDatabase("verified buyer", (database) => {
  let handle: DatabaseHandle;
  let orderCount = 0;

  /** An order of one piece of the product by `userId`, in `status`; its id. */
  async function order(userId: string, status: "processing" | "delivered"): Promise<string> {
    const id = `vb-order-${++orderCount}`;
    await handle.db
      .insertInto("orders")
      .values({
        id,
        user_id: userId,
        status,
        delivered_at: status === "delivered" ? new Date() : null,
        ...{ name: "Buyer", email: "buyer@example.in", phone_number: "9876543210" },
        ...{ delivery_address: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
      })
      .execute();
    await handle.db
      .insertInto("order_lines")
      .values({
        id: `${id}-line`,
        order_id: id,
        ...{ product_id: product._id, variant_id: variant._id, size: variant.sizes[0].size },
        ...{ quantity: 1, unit_price: product.finalPrice },
      })
      .execute();
    return id;
  }
  const setStatus = (id: string, status: string) =>
    sql`update orders set status = ${status} where id = ${id}`.execute(handle.db);

  beforeAll(async () => {
    handle = await database.openSeeded();
  });
  afterAll(() => handle?.close());

  it("copies the order's buyer onto each of its lines", async () => {
    const id = await order(buyer._id, "processing");
    const line = await handle.db
      .selectFrom("order_lines")
      .select("user_id")
      .where("order_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(line.user_id).toBe(buyer._id);
  });

  it("counts only the shopper's own delivered order, and not once it is returned", async () => {
    expect(await isVerifiedBuyer(handle.db, buyer._id, product._id)).toBe(false);
    const undelivered = await order(other._id, "processing");
    expect(await isVerifiedBuyer(handle.db, other._id, product._id)).toBe(false);

    const delivered = await order(buyer._id, "delivered");
    expect(await isVerifiedBuyer(handle.db, buyer._id, product._id)).toBe(true);
    expect(await isVerifiedBuyer(handle.db, other._id, product._id)).toBe(false);
    expect(await isVerifiedBuyer(handle.db, buyer._id, catalogue[1]._id)).toBe(false);

    await setStatus(delivered, "returned");
    expect(await isVerifiedBuyer(handle.db, buyer._id, product._id)).toBe(false);
    await setStatus(undelivered, "cancelled");
    expect(await isVerifiedBuyer(handle.db, other._id, product._id)).toBe(false);
  });
});
