import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listProductsByTag } from "../services/product-listing";
import { PRODUCT_TAGS } from "../../src/api/enums";
import type { GetOk } from "./contract";
import { enumParam, positiveIntegerParam } from "./validation";

export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 50;

/** Contract tag "products". */
export function productRoutes(db: Kysely<Database>) {
  return new Hono().get("/tags/:tag", async (c) => {
    const tag = enumParam(c.req.param("tag"), "tag", PRODUCT_TAGS);
    const page = positiveIntegerParam(c.req.query("page"), "page", 1);
    const limit = positiveIntegerParam(c.req.query("limit"), "limit", DEFAULT_LIMIT, MAX_LIMIT);
    const listing = await listProductsByTag(db, tag, page, limit);
    return c.json<GetOk<"/product/tags/{tag}">>({ success: true, data: { data: { data: listing } } });
  });
}
