import { Hono } from "hono";
import type { Kysely } from "kysely";
import { listingQueryOf, withDefaults } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { type ListingScope, listProducts } from "../services/product-listing";
import { searchProducts } from "../services/search";
import type { GetOk } from "./contract";
import { inputOf } from "./requestInput";

const listingBody = <T>(data: T) => ({ success: true as const, data: { data: { data } } });

/** Contract tag "products". */
export function productRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/tags/:tag", async (c) => {
      const { path, query } = inputOf(c, "listProductsByTag");
      const scope: ListingScope = { kind: "tag", tag: path.tag };
      const listing = await listProducts(db, scope, listingQueryOf(query));
      return c.json<GetOk<"/product/tags/{tag}">>(listingBody(listing));
    })
    .get("/category/:category", async (c) => {
      const { path, query } = inputOf(c, "listProductsByCategory");
      const listing = await listProducts(
        db,
        { kind: "category", category: path.category },
        listingQueryOf(query),
      );
      return c.json<GetOk<"/product/category/{category}">>(listingBody(listing));
    })
    .get("/subcategory/:slugs/:category", async (c) => {
      const { path, query } = inputOf(c, "listProductsBySubCategory");
      // The contract's pattern has checked each comma-separated slug.
      const scope: ListingScope = {
        kind: "subcategory",
        category: path.category,
        slugs: path.slugs.split(","),
      };
      const listing = await listProducts(db, scope, listingQueryOf(query));
      return c.json<GetOk<"/product/subcategory/{slugs}/{category}">>(listingBody(listing));
    })
    .get("/search", async (c) => {
      const { q, limit } = withDefaults(inputOf(c, "searchProducts").query, "limit");
      const data = await searchProducts(db, q, limit);
      return c.json<GetOk<"/product/search">>({ success: true, data });
    });
}
