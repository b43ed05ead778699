import { type Kysely, sql } from "kysely";
import { VARIANT_SIZES_CHANGED } from "./0002_listing_search_contact";

// The product row's filter columns (0002, 0003, 0008: colours, swatches, sizes in stock, colour-size pairs)
// are refreshed only when a stock change can alter them. Every stock change ran the refresh through the
// variant_sizes triggers, and most (an order or its cancelling that sells nothing out) leave these columns
// as they were; rewriting the row anyway recomputed its search columns, their GIN indexes and the listing
// cells' triggers on every order: on PGlite about a fifth of an order's database time, on PostgreSQL a dead
// row version of `products` per order (docs/decisions/shared-cache-versions.md).

// An update of sizes changes what the filters read only when a size crosses zero (sold out, back in stock)
// or a row moves to another variant or size: otherwise the refresh is not run at all. A row crossing zero
// has stock 0 before or after; the keys are compared as sorted lists (no join with a transition table,
// which has no statistics: see 0002).
const UNCHANGED_UPDATE_SKIPPED = `
    -- Nested: a condition naming old_rows cannot even be planned in an INSERT's trigger.
    if tg_op = 'UPDATE' then
      if not exists (select 1 from new_rows where stock <= 0)
        and not exists (select 1 from old_rows where stock <= 0)
        and (select array_agg(variant_id || ':' || size order by variant_id, size) from new_rows)
          = (select array_agg(variant_id || ':' || size order by variant_id, size) from old_rows) then
        return null;
      end if;
    end if;`;

/** 0002's trigger function with the early return first. */
function sizesChangedWhenCrossing(): string {
  const start = "as $$\n  begin";
  if (!VARIANT_SIZES_CHANGED.includes(start)) throw new Error("0002's trigger function changed shape");
  // A function, not a string: "$$" in a replacement string would be read as one "$".
  return VARIANT_SIZES_CHANGED.replace(start, () => `${start}${UNCHANGED_UPDATE_SKIPPED}`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace function ${sizesChangedWhenCrossing()}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace function ${VARIANT_SIZES_CHANGED}`).execute(db);
}
