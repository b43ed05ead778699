import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { CATEGORIES, LISTING_SORTS, PRODUCT_TAGS, SIZES, SUB_CATEGORIES } from "../../src/api/enums";
import type { Database } from "../db/schema";
import { type ListingQuery, type ListingScope, listProducts } from "../services/product-listing";
import { searchProducts } from "../services/search";
import type { GetOk } from "./contract";
import { badRequest } from "./errors";
import { enumParam, nonNegativeIntegerParam, positiveIntegerParam } from "./validation";

export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 100;
const MAX_COLOR_LENGTH = 50;

/** page, limit, sort, size, color, minPrice, maxPrice, validated in that order (400 naming the field). */
export function listingQuery(c: Context): ListingQuery {
  const page = positiveIntegerParam(c.req.query("page"), "page", 1);
  const limit = positiveIntegerParam(c.req.query("limit"), "limit", DEFAULT_LIMIT, MAX_LIMIT);
  const rawSort = c.req.query("sort");
  const sort = rawSort === undefined ? "newest" : enumParam(rawSort, "sort", LISTING_SORTS);
  const sizes = (c.req.queries("size") ?? []).map((s) => enumParam(s, "size", SIZES));
  const colors = (c.req.queries("color") ?? []).map((color) => {
    if (color.trim() === "") throw badRequest("color must not be empty");
    if (color.length > MAX_COLOR_LENGTH) {
      throw badRequest(`color must be at most ${MAX_COLOR_LENGTH} characters`);
    }
    return color;
  });
  const minPrice = nonNegativeIntegerParam(c.req.query("minPrice"), "minPrice");
  const maxPrice = nonNegativeIntegerParam(c.req.query("maxPrice"), "maxPrice");
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badRequest("minPrice must be at most maxPrice");
  }
  return { page, limit, sort, sizes: [...new Set(sizes)], colors, minPrice, maxPrice };
}

/** The comma-separated sub-category slugs of a path, each a SubCategory (400 naming `slugs`). */
export function slugsParam(raw: string): string[] {
  const slugs = raw.split(",");
  for (const slug of slugs) {
    if (!(SUB_CATEGORIES as readonly string[]).includes(slug)) {
      throw badRequest(`slugs must be a comma-separated list of: ${SUB_CATEGORIES.join(", ")}`);
    }
  }
  return slugs;
}

const listingBody = <T>(data: T) => ({ success: true as const, data: { data: { data } } });

/** Contract tag "products". */
export function productRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/tags/:tag", async (c) => {
      const tag = enumParam(c.req.param("tag"), "tag", PRODUCT_TAGS);
      const scope: ListingScope = { kind: "tag", tag };
      const listing = await listProducts(db, scope, listingQuery(c));
      return c.json<GetOk<"/product/tags/{tag}">>(listingBody(listing));
    })
    .get("/category/:category", async (c) => {
      const category = enumParam(c.req.param("category"), "category", CATEGORIES);
      const listing = await listProducts(db, { kind: "category", category }, listingQuery(c));
      return c.json<GetOk<"/product/category/{category}">>(listingBody(listing));
    })
    .get("/subcategory/:slugs/:category", async (c) => {
      const slugs = slugsParam(c.req.param("slugs"));
      const category = enumParam(c.req.param("category"), "category", CATEGORIES);
      const scope: ListingScope = { kind: "subcategory", category, slugs };
      const listing = await listProducts(db, scope, listingQuery(c));
      return c.json<GetOk<"/product/subcategory/{slugs}/{category}">>(listingBody(listing));
    })
    .get("/search", async (c) => {
      const q = (c.req.query("q") ?? "").trim();
      if (!q) throw badRequest("q is required");
      if (q.length > SEARCH_MAX_LENGTH) {
        throw badRequest(`q must be at most ${SEARCH_MAX_LENGTH} characters`);
      }
      const limit = positiveIntegerParam(
        c.req.query("limit"),
        "limit",
        SEARCH_DEFAULT_LIMIT,
        SEARCH_MAX_LIMIT,
      );
      const data = await searchProducts(db, q, limit);
      return c.json<GetOk<"/product/search">>({ success: true, data });
    });
}
