import { Hono } from "hono";
import type { Kysely } from "kysely";
import { listingQueryOf, withDefaults } from "../../src/api/contract";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import type { Database } from "../db/schema";
import { listSimilar, readProduct } from "../services/product-detail";
import { type ListingScope, listProducts } from "../services/product-listing";
import { requestRestockAlert } from "../services/restock";
import { saveReview } from "../services/reviews";
import { searchProducts } from "../services/search";
import { searchPage } from "../services/searchPage";
import { searchSuggestions } from "../services/searchSuggestions";
import type { GetOk } from "./contract";
import { errorJson } from "./errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

const listingBody = <T>(data: T) => ({ success: true as const, data: { data: { data } } });

export const reviewAnswers = { added: "Review added", updated: "Review updated" } as const;

/** Contract tags "products" and "reviews". `now` is the clock NEW badges count from. */
export function productRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get("/tags/:tag", async (c) => {
      const { path, query } = inputOf(c, "listProductsByTag");
      const scope: ListingScope = { kind: "tag", tag: path.tag };
      const listing = await listProducts(db, scope, listingQueryOf(query), now());
      return c.json<GetOk<"/product/tags/{tag}">>(listingBody(listing));
    })
    .get("/category/:category", async (c) => {
      const { path, query } = inputOf(c, "listProductsByCategory");
      const listing = await listProducts(
        db,
        { kind: "category", category: path.category },
        listingQueryOf(query),
        now(),
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
      const listing = await listProducts(db, scope, listingQueryOf(query), now());
      return c.json<GetOk<"/product/subcategory/{slugs}/{category}">>(listingBody(listing));
    })
    .get("/search", async (c) => {
      const { q, limit } = withDefaults(inputOf(c, "searchProducts").query, "limit");
      const data = await searchProducts(db, q, limit);
      return c.json<GetOk<"/product/search">>({ success: true, data });
    })
    .get("/search/results", async (c) => {
      const { q, page, limit } = withDefaults(inputOf(c, "listSearchResults").query, "page", "limit");
      const data = await searchPage(db, q, page, limit, now());
      return c.json<GetOk<"/product/search/results">>({ success: true, data });
    })
    .get("/search/suggestions", async (c) => {
      const searches = await searchSuggestions(db);
      return c.json<GetOk<"/product/search/suggestions">>({ success: true, data: { searches } });
    })
    .get("/product/:productId", async (c) => {
      const product = await readProduct(db, inputOf(c, "getProduct").path.productId, now());
      if (!product) return errorJson(c, 404, catalogueMessages.productNotFound);
      return c.json<GetOk<"/product/product/{productId}">>({
        success: true,
        data: { data: { data: product } },
      });
    })
    .get("/:productId/similar", async (c) => {
      const { path, query } = inputOf(c, "listSimilarProducts");
      const { page, limit } = withDefaults(query, "page", "limit");
      const listing = await listSimilar(db, path.productId, page, limit, now());
      if (!listing) return errorJson(c, 404, catalogueMessages.productNotFound);
      return c.json<GetOk<"/product/{productId}/similar">>(listingBody(listing));
    })
    .post("/:productId/addreview", privateAnswers, async (c) => {
      const user = await requireUser(c, db);
      const { path, body } = inputOf(c, "addReview");
      const outcome = await saveReview(db, user, path.productId, body);
      if (!outcome) return errorJson(c, 404, catalogueMessages.productNotFound);
      const message = outcome.created ? reviewAnswers.added : reviewAnswers.updated;
      return c.json(
        { success: true as const, message, data: outcome.review, product: outcome.product },
        outcome.created ? 201 : 200,
      );
    })
    .post("/:productId/restock-alerts", privateAnswers, async (c) => {
      const user = await requireUser(c, db);
      const { path, body } = inputOf(c, "requestRestockAlert");
      const { created, message } = await requestRestockAlert(db, user.id, {
        productId: path.productId,
        ...body,
      });
      return c.json({ success: true as const, message }, created ? 201 : 200);
    });
}
