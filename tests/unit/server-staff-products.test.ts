// The staff product table (GET /admin/products) on PGlite and PostgreSQL: who may read it, each filter and
// order, keyset pages that neither repeat nor skip a product (ties included), the stock kept by 0040's
// triggers, and the 400s of bad input.
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import type { StaffPermission } from "../../server/db/schema";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { LOW_STOCK } from "../../server/services/catalogue/stockLevels";
import type { components } from "../../src/api/schema";
import { describeOnEachDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

type Row = components["schemas"]["StaffProductRow"];
type Status = Row["status"];

/** One product of the table's test catalogue and what it should show. */
interface Sample {
  id: string;
  name: string;
  category: "upperwear" | "bottomwear";
  subCategory: "hoodie" | "t-shirt" | "jeans";
  tags: ("trending" | "newarrival" | "lowsell")[];
  status: Status;
  finalPrice: number;
  updatedAt: string;
  /** Stock per size of each colour (none: a product without colours yet). */
  colours: number[][];
}

const STOCKS = [
  [0, 0],
  [10, 12],
  [3, 20],
  [0, 0, 0],
  [7, 9],
] as const;
// 30 products: names, prices and change times repeat, so every order has ties the id must break.
const SAMPLES: Sample[] = Array.from({ length: 30 }, (_, i) => {
  const id = `sp-${String(i).padStart(2, "0")}`;
  const category = i % 3 === 2 ? "bottomwear" : "upperwear";
  return {
    id,
    name:
      i % 5 === 0
        ? "Shared Name Tee"
        : `${["Graphic Hoodie", "Plain Tee", "Slim Jeans"][i % 3]} ${100 + (i % 7)}`,
    category,
    subCategory: category === "bottomwear" ? "jeans" : i % 3 === 0 ? "hoodie" : "t-shirt",
    tags: i % 4 === 0 ? ["trending", "newarrival"] : i % 4 === 1 ? ["lowsell"] : [],
    status: i % 10 === 3 ? "draft" : i % 10 === 7 ? "archived" : "published",
    finalPrice: 500 + (i % 4) * 100,
    updatedAt: `2026-11-${String(1 + (i % 6)).padStart(2, "0")}T10:00:00.123456Z`,
    colours:
      i % 11 === 4 ? [] : i % 2 === 0 ? [[...STOCKS[i % 5]]] : [[...STOCKS[i % 5]], [...STOCKS[(i + 1) % 5]]],
  };
});

const total = (s: Sample) => s.colours.flat().reduce((a, b) => a + b, 0);
const isLow = (s: Sample) => total(s) > 0 && s.colours.flat().some((n) => n > 0 && n <= LOW_STOCK);
const byId = (a: Sample, b: Sample) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ORDERS: Record<string, (a: Sample, b: Sample) => number> = {
  updated: (a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : byId(a, b)),
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byId(a, b)),
  price: (a, b) => a.finalPrice - b.finalPrice || byId(a, b),
  stock: (a, b) => total(a) - total(b) || byId(a, b),
};

describeOnEachDatabase("staff product table", (database) => {
  let h: AuthHarness;
  const browsers = new Map<string, Browser>();

  async function staff(permissions: StaffPermission[]): Promise<Browser> {
    const key = permissions.join(",") || "none";
    const known = browsers.get(key);
    if (known) return known;
    const id = `staff-${key.replace(",", "-")}`;
    await h.handle.db
      .insertInto("users")
      .values({
        id,
        ...identityColumns({ username: `staff_${key.replace(",", "_")}`, email: `${id}@rangrez.in` }),
        role: "staff",
        permissions,
        password_hash: "unused",
      })
      .execute();
    const browser = new Browser(h.app);
    browser.cookie = await createSession(h.handle.db, id);
    browsers.set(key, browser);
    return browser;
  }

  beforeAll(async () => {
    h = await authHarness({ database });
    const db = h.handle.db;
    for (const s of SAMPLES) {
      await db
        .insertInto("products")
        .values({
          id: s.id,
          name: s.name,
          description: "",
          category: s.category,
          sub_category: s.subCategory,
          price: s.finalPrice + 200,
          final_price: s.finalPrice,
          discount: 20,
          tags: s.tags,
          rating: 4,
          review_count: 0,
          cod_available: true,
          is_available: true,
          return_policy: 7,
          product_details: "[]",
          status: s.status,
          updated_at: s.updatedAt,
          created_at: "2026-10-01T00:00:00Z",
        })
        .execute();
      for (const [position, sizes] of s.colours.entries()) {
        const variantId = `${s.id}-v${position}`;
        await db
          .insertInto("product_variants")
          .values({
            id: variantId,
            product_id: s.id,
            position,
            color: ["Black", "White"][position],
            color_hex: ["#000000", "#ffffff"][position],
            images: [`/media/products/${s.id}-${position}-front-400.webp`, "/media/products/back-400.webp"],
          })
          .execute();
        await db
          .insertInto("variant_sizes")
          .values(
            sizes.map((stock, n) => ({ variant_id: variantId, size: (["S", "M", "L"] as const)[n], stock })),
          )
          .execute();
      }
    }
  }, 120_000);
  afterAll(() => h.close());

  async function list(query: string, who?: Browser) {
    const answer = await (who ?? (await staff(["catalogue"]))).get(`/admin/products${query}`);
    if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as {
      products: Row[];
      nextCursor: string | null;
      total?: number;
      moreThanTotal?: boolean;
    };
  }

  /** Every page of `query` at `limit` a page, following the cursors: the ids in the order shown. */
  async function allPages(query: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 40; pages++) {
      const sep = query ? "&" : "?";
      const page = await list(
        `${query}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      ids.push(...page.products.map((p) => p._id));
      cursor = page.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error("more than 40 pages");
  }

  const expected = (keep: (s: Sample) => boolean, sort = "updated") =>
    SAMPLES.filter(keep)
      .sort(ORDERS[sort])
      .map((s) => s.id);
  const notArchived = (s: Sample) => s.status !== "archived";

  it("shows staff with the catalogue permission every product but the archived ones, newest change first", async () => {
    const page = await list("?limit=100");
    expect(page.products.map((p) => p._id)).toEqual(expected(notArchived));
    expect((await list("")).products).toHaveLength(25);
    expect(page.total).toBe(expected(notArchived).length);
    expect(page.moreThanTotal).toBe(false);
    expect(page.nextCursor).toBeNull();
    const draft = page.products.find((p) => p._id === "sp-03");
    expect(draft).toEqual({
      _id: "sp-03",
      name: "Graphic Hoodie 103",
      picture: "/media/products/sp-03-0-front-400.webp",
      price: 1000,
      finalPrice: 800,
      discount: 20,
      category: "upperwear",
      subCategory: "hoodie",
      tags: [],
      status: "draft",
      totalStock: 16,
      lowStock: false,
      colors: 2,
      updatedAt: "2026-11-04T10:00:00.123Z",
    });
    // A product without colours yet: no picture, nothing in stock.
    expect(page.products.find((p) => p._id === "sp-15")).toMatchObject({
      picture: null,
      colors: 0,
      totalStock: 0,
    });
  });

  it("keys pages of every order by the last row: no product repeated or skipped across ties", async () => {
    for (const sort of ["updated", "name", "price", "stock"]) {
      const want = expected(notArchived, sort);
      expect(await allPages(sort === "updated" ? "" : `?sort=${sort}`, 4), sort).toEqual(want);
      expect(await allPages(`?sort=${sort}`, 1), sort).toEqual(want);
    }
  });

  it("filters by status (archived only when asked for), kind, tag, stock and name words, combined", async () => {
    const cases: [string, (s: Sample) => boolean][] = [
      ["?status=archived", (s) => s.status === "archived"],
      ["?status=draft", (s) => s.status === "draft"],
      ["?category=bottomwear", (s) => notArchived(s) && s.category === "bottomwear"],
      ["?subCategory=hoodie", (s) => notArchived(s) && s.subCategory === "hoodie"],
      ["?tag=lowsell", (s) => notArchived(s) && s.tags.includes("lowsell")],
      ["?stock=soldout", (s) => notArchived(s) && total(s) === 0],
      ["?stock=low", (s) => notArchived(s) && isLow(s)],
      ["?q=hoodie", (s) => notArchived(s) && /hoodie/i.test(s.name)],
      ["?q=%20TEE%20%20shared", (s) => notArchived(s) && s.name === "Shared Name Tee"],
      ["?q=100%25", () => false],
      [
        "?category=upperwear&status=published&stock=low&sort=price",
        (s) => s.category === "upperwear" && s.status === "published" && isLow(s),
      ],
    ];
    for (const [query, keep] of cases) {
      const sort = new URLSearchParams(query).get("sort") ?? "updated";
      const want = expected(keep, sort);
      expect(want.length, `${query} has no matches in the sample`).toBeGreaterThanOrEqual(
        query.includes("100%") ? 0 : 1,
      );
      expect(await allPages(query, 3), query).toEqual(want);
      expect((await list(query)).total, query).toBe(want.length);
    }
    const low = await list("?stock=low");
    expect(low.products.every((p) => p.lowStock && p.totalStock > 0)).toBe(true);
  });

  it("counts only on the first page, and keeps the stock in step as sizes and colours change", async () => {
    const first = await list("?limit=2");
    expect(first.total).toBe(expected(notArchived).length);
    const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.total).toBeUndefined();

    const db = h.handle.db;
    const stockOf = async (id: string) =>
      (await list("?q=Name&sort=stock")).products.find((p) => p._id === id);
    // sp-05 (published; colours of 0 + 0 and 10 + 12): an order sells 9 of S, leaving a low size.
    expect(await stockOf("sp-05")).toMatchObject({ totalStock: 22, lowStock: false });
    await db
      .updateTable("variant_sizes")
      .set({ stock: 1 })
      .where("variant_id", "=", "sp-05-v1")
      .where("size", "=", "S")
      .execute();
    expect(await stockOf("sp-05")).toMatchObject({ totalStock: 13, lowStock: true });
    await db.deleteFrom("product_variants").where("id", "=", "sp-05-v1").execute();
    expect(await stockOf("sp-05")).toMatchObject({
      totalStock: 0,
      lowStock: false,
      colors: 1,
      picture: "/media/products/sp-05-0-front-400.webp",
    });
    expect((await list("?stock=soldout&q=shared")).products.map((p) => p._id)).toContain("sp-05");
  });

  it("refuses a guest (401), a shopper (403) and staff without the catalogue permission (403)", async () => {
    const guest = await new Browser(h.app).get("/admin/products");
    expect(guest.status).toBe(401);
    const shopper = new Browser(h.app);
    shopper.cookie = await createSession(h.handle.db, users.find((u) => u.role === "shopper")?._id ?? "");
    expect(await shopper.get("/admin/products")).toMatchObject({
      status: 403,
      body: { message: "Staff only" },
    });
    const ordersOnly = await (await staff(["orders"])).get("/admin/products");
    expect(ordersOnly.status).toBe(403);
    expect(ordersOnly.body.message).toBe(missingPermissionMessage("catalogue"));
    const allowed = await (await staff(["orders", "catalogue"])).get("/admin/products");
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toMatch(/private/);
  });

  it("answers bad input 400 with the field's message", async () => {
    const nameCursor = (await list("?sort=name&limit=1")).nextCursor ?? "";
    const bad: [string, RegExp | string][] = [
      ["?status=deleted", /^status must be one of/],
      ["?stock=none", /^stock must be one of/],
      ["?sort=rating", /^sort must be one of/],
      ["?category=kids", /^category must be one of/],
      ["?limit=0", /^limit must be/],
      ["?limit=101", /^limit must be at most 100/],
      [`?q=${"x".repeat(101)}`, /^q must be at most 100 characters/],
      ["?q=%00", /^q must not contain control characters/],
      ["?cursor=not-a-cursor", "cursor is not valid"],
      // A cursor of another order cannot continue this one.
      [`?sort=price&cursor=${encodeURIComponent(nameCursor)}`, "cursor is not valid"],
      [
        `?cursor=${Buffer.from(JSON.stringify(["updated", "2026-02-31T10:00:00.000000Z", "x"])).toString("base64url")}`,
        "cursor is not valid",
      ],
    ];
    const who = await staff(["catalogue"]);
    for (const [query, message] of bad) {
      const answer = await who.get(`/admin/products${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
      if (typeof message === "string") expect(answer.body.message, query).toBe(message);
      else expect(answer.body.message, query).toMatch(message);
    }
  });
});
