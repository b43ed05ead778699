// GET /api/v1/cart/getusercart on the real server: a guest without a bag gets an empty one that is not
// stored (server-guest-bag.test.ts has the rest of a guest's bag), a shopper's first read creates an
// empty cart, and lines (inserted straight into the database) come back joined to the catalogue, with the
// variant's sizes for the size picker; a line whose size ran short is answered and stored unselected.
import { describe, expect, it } from "vitest";
import { catalogue, type Size, users } from "../../mocks/fixtures";
import { createContractValidator, formatViolations } from "../contract/validator";
import { type Answer, Browser } from "./server-auth-helpers";
import { seededServer } from "./server-helpers";

const server = seededServer();

const contract = createContractValidator();
const PATH = "/cart/getusercart";

/** The answer, after checking it against the contract's getUserCart responses. */
async function readCart(browser: Browser): Promise<Answer> {
  const answer = await browser.get(PATH);
  const { operation, violations } = contract.check("GET", `http://shop.test/api/v1${PATH}`, {
    status: answer.status,
    contentType: answer.headers.get("content-type") ?? "",
    text: JSON.stringify(answer.body),
  });
  expect(operation?.operationId).toBe("getUserCart");
  expect(violations, formatViolations(violations)).toEqual([]);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return answer;
}

async function signedIn(username: string): Promise<Browser> {
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`fixture user ${username}`);
  const browser = new Browser(server.app);
  expect(
    (await browser.post("/auth/login", { identifier: user.email, password: user.password })).status,
  ).toBe(200);
  return browser;
}

const cartsOf = (userId: string) =>
  server.handle.db.selectFrom("carts").selectAll().where("user_id", "=", userId).execute();

function variantOf(name: string, color: string) {
  const product = catalogue.find((p) => p.name === name);
  const variant = product?.variants.find((v) => v.color === color);
  if (!product || !variant) throw new Error(`fixture: ${name} in ${color}`);
  return { product, variant };
}

describe("GET /cart/getusercart", () => {
  it("answers a guest without a bag an empty one, stored nowhere and never cached, setting no cookie", async () => {
    const guestBags = () =>
      server.handle.db.selectFrom("carts").select("id").where("user_id", "is", null).execute();
    const before = await guestBags();
    const answer = await readCart(new Browser(server.app));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { _id: null, userId: null, products: [], couponCode: null, createdAt: null, updatedAt: null },
    });
    expect(answer.setCookie).toBeNull();
    expect(await guestBags()).toEqual(before);
  });

  it("creates one empty cart on the first read and answers the same cart after", async () => {
    const priya = users[1];
    const browser = await signedIn(priya.username);
    expect(await cartsOf(priya._id)).toEqual([]);

    // Three first reads at once still make one cart.
    const answers = await Promise.all([readCart(browser), readCart(browser), readCart(browser)]);
    const carts = await cartsOf(priya._id);
    expect(carts).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: {
          _id: carts[0].id,
          userId: priya._id,
          products: [],
          couponCode: null,
          createdAt: carts[0].created_at.toISOString(),
          updatedAt: carts[0].updated_at.toISOString(),
        },
      });
    }
    expect((await readCart(browser)).body.data._id).toBe(carts[0].id);
  });

  it("answers the lines in the order added, with today's name, price, colour, images and stock", async () => {
    const aarav = users[0];
    const browser = await signedIn(aarav.username);
    const cartId = (await readCart(browser)).body.data._id as string;

    const tee = variantOf("Rangrez Logo Crew Tee", "White");
    const other = catalogue.find((p) => p._id !== tee.product._id && p.variants.length > 1);
    if (!other) throw new Error("fixture: a second product with two variants");
    const second = { product: other, variant: other.variants[1] };
    const line = (id: string, v: typeof tee, size: Size, quantity: number, at: string) => ({
      id,
      cart_id: cartId,
      variant_id: v.variant._id,
      size,
      quantity,
      created_at: at,
    });
    await server.handle.db
      .insertInto("cart_lines")
      .values([
        line("line-b", tee, "M", 2, "2026-03-02T10:00:00Z"),
        line("line-a", second, "L", 1, "2026-03-01T10:00:00Z"),
      ])
      .execute();
    // Someone else's line never shows in this cart.
    const rohit = await signedIn("rohit_m");
    const rohitCart = (await readCart(rohit)).body.data._id as string;
    await server.handle.db
      .insertInto("cart_lines")
      .values({ ...line("line-c", tee, "S", 1, "2026-03-01T09:00:00Z"), cart_id: rohitCart })
      .execute();

    const expected = (id: string, v: typeof tee, size: Size, quantity: number) => ({
      _id: id,
      productId: v.product._id,
      variantId: v.variant._id,
      name: v.product.name,
      price: v.product.finalPrice,
      mrp: v.product.price,
      size,
      quantity,
      selected: true,
      sizes: v.variant.sizes.map((s) => ({ size: s.size, stock: s.stock })),
      variant: {
        color: v.variant.color,
        stock: v.variant.sizes.find((s) => s.size === size)?.stock,
        images: v.variant.images,
      },
    });
    expect((await readCart(browser)).body.data.products).toEqual([
      expected("line-a", second, "L", 1),
      expected("line-b", tee, "M", 2),
    ]);

    // Price and stock are read when the cart is read, not kept with the line.
    await server.handle.db
      .updateTable("products")
      .set({ final_price: 555 })
      .where("id", "=", tee.product._id)
      .execute();
    await server.handle.db
      .updateTable("variant_sizes")
      .set({ stock: 0 })
      .where("variant_id", "=", tee.variant._id)
      .where("size", "=", "M")
      .execute();
    const [, teeLine] = (await readCart(browser)).body.data.products;
    expect(teeLine.price).toBe(555);
    expect(teeLine.variant.stock).toBe(0);
    // Its size ran out: the line is answered, and stored, unselected.
    expect(teeLine.selected).toBe(false);
    const stored = await server.handle.db
      .selectFrom("cart_lines")
      .select("selected")
      .where("id", "=", "line-b")
      .executeTakeFirstOrThrow();
    expect(stored.selected).toBe(false);

    // A line whose product is deleted leaves the cart (and the database) with it.
    await server.handle.db.deleteFrom("products").where("id", "=", second.product._id).execute();
    expect((await readCart(browser)).body.data.products.map((p: { _id: string }) => p._id)).toEqual([
      "line-b",
    ]);
    const left = await server.handle.db.selectFrom("cart_lines").select("id").orderBy("id").execute();
    expect(left.map((l) => l.id)).toEqual(["line-b", "line-c"]);
  });

  it("refuses a line of more than 5 or of a size the variant does not have", async () => {
    const cart = (await cartsOf(users[0]._id))[0];
    const { variant } = variantOf("Rangrez Logo Crew Tee", "Navy");
    const insert = (size: string, quantity: number) =>
      server.handle.db
        .insertInto("cart_lines")
        .values({
          id: `line-${size}-${quantity}`,
          cart_id: cart.id,
          variant_id: variant._id,
          size: size as Size,
          quantity,
        })
        .execute();
    await expect(insert("L", 6)).rejects.toThrow();
    await expect(insert("L", 0)).rejects.toThrow();
    await expect(insert("XS", 1)).rejects.toThrow();
    await expect(insert("L", 5)).resolves.toBeDefined();
  });
});
