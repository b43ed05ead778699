// Search's order on PGlite and PostgreSQL (server/services/search.ts): matches whose every word is in the name,
// kind or colour first, then matches by description, each newest first, whichever way the page is found:
// by ordering a few matches, by walking the newest products, or by ordering every match when the newest
// hold too few strong ones. totalCount stops at COUNTED_UP_TO.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { searchProducts } from "../../server/services/search";
import { searchPage } from "../../server/services/searchPage";
import { COUNTED_UP_TO, NEWEST_WALKED, TITLE_VECTOR } from "../../server/services/searchMatches";
import { describeOnEachDatabase } from "../support/databases";

describeOnEachDatabase("search order", (database) => {
  let handle: DatabaseHandle;

  /** Adds `count` products (one Black variant each) named `name n` and described `description`, the n-th
   * created `n` minutes after `from`; their ids are `${prefix}-n`. */
  async function addProducts(prefix: string, count: number, name: string, description: string, from: string) {
    await sql`
    insert into products (id, name, description, category, sub_category, price, final_price, discount, tags,
      rating, review_count, created_at)
    select ${prefix} || '-' || g, ${name} || ' ' || g, ${description}, 'upperwear', 'shacket', 1999, 1499, 25,
      array['trending'], 4, 0, ${from}::timestamptz + g * interval '1 minute'
    from generate_series(1, ${count}) as g`.execute(handle.db);
    await sql`
    insert into product_variants (id, product_id, position, color, color_hex, images)
    select p.id || '-v', p.id, 0, 'Black', '#1c1c1e', array['/media/x.webp']
    from products p where p.id like ${`${prefix}-%`}`.execute(handle.db);
  }
  const ids = (prefix: string, ns: number[]) => ns.map((n) => `${prefix}-${n}`);
  /** The numbers of the `count` newest of products 1..last. */
  const newestOf = (last: number, count: number) => Array.from({ length: count }, (_, i) => last - i);
  const search = async (q: string, limit = 8) => {
    const found = await searchProducts(handle.db, q, limit);
    return { ids: found.results.map((r) => r.productId), totalCount: found.totalCount };
  };

  beforeAll(async () => {
    handle = await database.openSeeded();
    // A few matches: three named, four newer ones described.
    await addProducts("nimbus-name", 3, "Nimbus Shacket", "A plain shacket.", "2024-01-01");
    await addProducts("nimbus-text", 4, "Plain Shacket", "Soft as a nimbus, drizzleproof.", "2025-01-01");
    // Many matches, named ones among the newest: every third of 150 is named.
    await addProducts("quokka-text", 150, "Plain Shacket", "Quokka print on the back.", "2026-06-01");
    await sql`update products set name = 'Quokka Shacket ' || split_part(id, '-', 3)
    where id like 'quokka-text-%' and split_part(id, '-', 3)::int % 3 = 0`.execute(handle.db);
    // Many matches, the named ones older than more described ones than the walk reads.
    await addProducts("zephyr-name", 12, "Zephyr Shacket", "A plain shacket.", "2023-01-01");
    await addProducts(
      "zephyr-text",
      NEWEST_WALKED + 10,
      "Plain Shacket",
      "Zephyr light, quillfeather.",
      "2026-01-01",
    );
  }, 60_000);
  afterAll(() => handle?.close());

  it("a few matches: the named ones first, then the described ones, each newest first; counted exactly", async () => {
    const found = await search("nimbus");
    expect(found.ids).toEqual([...ids("nimbus-name", newestOf(3, 3)), ...ids("nimbus-text", newestOf(4, 4))]);
    expect(found.totalCount).toBe(7);
  });

  it("many matches with named ones among the newest: the newest named ones, counted up to the cap", async () => {
    const found = await search("quokka");
    expect(found.ids).toEqual(ids("quokka-text", [150, 147, 144, 141, 138, 135, 132, 129]));
    expect(found.totalCount).toBe(COUNTED_UP_TO);
  });

  it("many matches with every named one older than the newest products: still the named ones first", async () => {
    const found = await search("zephyr", 20);
    expect(found.ids).toEqual([
      ...ids("zephyr-name", newestOf(12, 12)),
      ...ids("zephyr-text", newestOf(NEWEST_WALKED + 10, 8)),
    ]);
    expect(found.totalCount).toBe(COUNTED_UP_TO);
  });

  it("many named matches, more than the vocabulary lets it read at once: the newest, by walking", async () => {
    // 'plain' names over a thousand products here (the described ones are 'Plain Shacket n').
    const found = await search("plain shacket");
    expect(found.ids).toEqual(ids("quokka-text", [149, 148, 146, 145, 143, 142, 140, 139]));
    expect(found.totalCount).toBe(COUNTED_UP_TO);
  });

  it("many matches, none named: the newest described ones", async () => {
    const found = await search("quillfeather");
    expect(found.ids).toEqual(ids("zephyr-text", newestOf(NEWEST_WALKED + 10, 8)));
    expect(found.totalCount).toBe(COUNTED_UP_TO);
  });

  it("finds the named matches over the index of names, kinds and colours (migration 0021)", async () => {
    await handle.db.transaction().execute(async (tx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(tx);
      const plan = await sql<{ "QUERY PLAN": string }>`explain select p.id from products p
        where ${TITLE_VECTOR} @@ to_tsquery('english', 'zephyr')`.execute(tx);
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("products_title_search_idx");
    });
  });

  it("searched inside a caller's transaction, the planner is the caller's again after the names' index read", async () => {
    await handle.db.transaction().execute(async (tx) => {
      const found = await searchProducts(tx, "zephyr", 20);
      expect(found.results.slice(0, 12).map((r) => r.productId)).toEqual(
        ids("zephyr-name", newestOf(12, 12)),
      );
      const { rows } = await sql<{ seq: string; index: string }>`
        select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index`.execute(
        tx,
      );
      expect(rows[0]).toEqual({ seq: "on", index: "on" });
    });
  });

  it("a word begun in the catalogue's names finds them by its completions ('zeph' → zephyr)", async () => {
    const found = await search("zeph", 3);
    expect(found.ids).toEqual(ids("zephyr-name", newestOf(12, 3)));
  });

  it("a word begun only in descriptions is matched as a prefix ('drizzlep' → drizzleproof)", async () => {
    const found = await search("drizzlep");
    expect(found.ids).toEqual(ids("nimbus-text", newestOf(4, 4)));
    expect(found.totalCount).toBe(4);
  });

  it("every word must match: a named word and a described one", async () => {
    const found = await search("plain quokka", 3);
    expect(found.ids).toEqual(ids("quokka-text", [149, 148, 146]));
  });

  it("the results pages reach the first COUNTED_UP_TO matches in the search box's order, then are empty", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => searchPage(handle.db, "quokka", page, 50)));
    expect(pages.map((p) => p.products.length)).toEqual([50, 50, 0]);
    expect(pages.map((p) => p.totalCount)).toEqual([COUNTED_UP_TO, COUNTED_UP_TO, COUNTED_UP_TO]);
    const paged = pages.flatMap((p) => p.products.map((card) => card._id));
    expect(new Set(paged).size).toBe(COUNTED_UP_TO);
    // The named ones first (every third product), newest first, then the described ones, newest first.
    const named = newestOf(150, 150).filter((n) => n % 3 === 0);
    const described = newestOf(150, 150).filter((n) => n % 3 !== 0);
    expect(paged).toEqual(ids("quokka-text", [...named, ...described].slice(0, COUNTED_UP_TO)));
    expect(paged.slice(0, 20)).toEqual((await search("quokka", 20)).ids);
  });

  it("a results page's cards show the searched colour's variant, else the first", async () => {
    await addProducts("ibis", 1, "Ibis Shacket", "A plain shacket.", "2022-01-01");
    await sql`insert into product_variants (id, product_id, position, color, color_hex, images)
      values ('ibis-1-sky', 'ibis-1', 1, 'Sky Blue', '#87ceeb', array['/media/sky.webp'])`.execute(handle.db);
    const [plain] = (await searchPage(handle.db, "ibis", 1, 8)).products;
    expect(plain.variantId).toBe("ibis-1-v");
    const [blue] = (await searchPage(handle.db, "ibis blue", 1, 8)).products;
    expect(blue).toMatchObject({ _id: "ibis-1", variantId: "ibis-1-sky", images: ["/media/sky.webp"] });
  });
});
