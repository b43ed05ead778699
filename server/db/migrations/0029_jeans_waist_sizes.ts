import { type Kysely, sql } from "kysely";

// Jeans are sold by waist in inches (30 to 38), as Indian shops sell them, instead of S to XXL: a shopper
// knows their waist, and the jeans' own size chart already said "take your usual waist size". The letter
// sizes stay for tops and joggers (docs/decisions/sizes-alerts-and-coupons.md).
//
// - Sizes: the checks of variant_sizes and order_lines accept the waists too (an order line keeps the
//   size it was sold in).
// - The listing cells' size mask (0003) gives the waists the next bits, so the masks of letter sizes
//   already stored keep their meaning.
// - The jeans in stock are relabelled by what they measure: the old chart's S was a 76 cm (30 inch) waist,
//   M 81 cm (32), L 86 (34), XL 91 (36), XXL 97 (38). Carts and restock alerts name a variant's size by
//   its label, so their keys follow (on update cascade); stock and alerts stay with the same garments.
const LETTERS = ["S", "M", "L", "XL", "XXL"];
const WAISTS = ["30", "32", "34", "36", "38"];
const list = (sizes: string[]) => sizes.map((size) => `'${size}'`).join(", ");

const sizeMask = (sizes: string[]) => `create or replace function size_mask(sizes text[]) returns smallint
    immutable language sql as $$
    select coalesce(sum(1 << (array_position(array[${list(sizes)}], s) - 1)), 0)::smallint
    from unnest(sizes) as s where array_position(array[${list(sizes)}], s) is not null
  $$`;

/** The checks of a size column accepting `sizes`. */
const sizeChecks = (sizes: string[]) =>
  ["variant_sizes", "order_lines"].flatMap((table) => [
    `alter table ${table} drop constraint if exists ${table}_size_check`,
    `alter table ${table} add constraint ${table}_size_check check (size in (${list(sizes)}))`,
  ]);

/** The foreign keys naming a variant's size, following a relabel (`update`) or not. */
const sizeReferences = (update: boolean) =>
  ["cart_lines", "restock_alerts"].flatMap((table) => [
    `alter table ${table} drop constraint if exists ${table}_variant_id_size_fkey`,
    `alter table ${table} add constraint ${table}_variant_id_size_fkey foreign key (variant_id, size)
      references variant_sizes (variant_id, size) on delete cascade${update ? " on update cascade" : ""}`,
  ]);

/** Jeans sizes relabelled from one list to the other, position for position. */
const relabelJeans = (from: string[], to: string[]) => `update variant_sizes s
    set size = case s.size ${from.map((size, i) => `when '${size}' then '${to[i]}'`).join(" ")} end
    from product_variants v join products p on p.id = v.product_id
    where v.id = s.variant_id and p.sub_category = 'jeans' and s.size in (${list(from)})`;

const up_statements = [
  ...sizeChecks([...LETTERS, ...WAISTS]),
  sizeMask([...LETTERS, ...WAISTS]),
  ...sizeReferences(true),
  relabelJeans(LETTERS, WAISTS),
];

const down_statements = [
  relabelJeans(WAISTS, LETTERS),
  ...sizeReferences(false),
  sizeMask(LETTERS),
  // Order lines sold in a waist keep it: only variant_sizes goes back to letters alone.
  "alter table variant_sizes drop constraint if exists variant_sizes_size_check",
  `alter table variant_sizes add constraint variant_sizes_size_check check (size in (${list(LETTERS)}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
