// Tables that hold exactly one row per user (a cart, a wishlist), created on first use.
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import { newId } from "./accounts/tokens";

type PerUserTable = "carts" | "wishlists";

/** The user's row of `table`, created empty when there is none (two first uses at once create one: the
 * insert that loses the race does nothing, and both read the winner's row). */
export async function rowOfUser<T extends PerUserTable>(
  db: Kysely<Database>,
  table: T,
  userId: string,
): Promise<Selectable<Database[T]>> {
  // Both tables have the id / user_id shape this needs; kysely cannot type a union of table names, so the
  // queries are written against one of them.
  const same = db as unknown as Kysely<Pick<Database, "carts">>;
  const read = async () =>
    (await same
      .selectFrom(table as "carts")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst()) as Selectable<Database[T]> | undefined;
  const found = await read();
  if (found) return found;
  await same
    .insertInto(table as "carts")
    .values({ id: newId(), user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const created = await read();
  if (!created) throw new Error(`${table} row of ${userId} was neither found nor created`);
  return created;
}
