import type { Kysely } from "kysely";
import type { components } from "../../src/api/schema";
import type { ProductSummary } from "../../src/api/types";
import type { Database } from "../db/schema";
import { cards } from "./product-listing";
import { findMatches, shownVariantIds } from "./search";

type ProductSearchPage = components["schemas"]["ProductSearchPage"];

/** A card showing one of its variants (its picture and link), as a listing card shows a filtered colour. */
function showing(card: ProductSummary, variantId: string | undefined): ProductSummary {
  const variant = card.variants.find((v) => v._id === variantId);
  return variant ? { ...card, variantId: variant._id, images: variant.images } : card;
}

/**
 * GET /product/search/results: page `page` of a search's matches as product cards, in the search box's
 * order (findMatches), each showing the variant whose colour the search named. Page n is the best n × limit
 * matches less those of the pages before: the order is fixed (strong matches first, then newest), so the
 * pages neither repeat nor skip a product. Pages reach the matches counted (up to COUNTED_UP_TO); a page
 * past them is empty, as a listing's is.
 */
export async function searchPage(
  db: Kysely<Database>,
  q: string,
  page: number,
  limit: number,
  now = new Date(),
): Promise<ProductSearchPage> {
  const offset = (page - 1) * limit;
  // The best matches up to this page's end; none to read when the page starts past them.
  const found = await findMatches(db, q, (totalCount) =>
    offset >= totalCount ? 0 : Math.min(offset + limit, totalCount),
  );
  const ids = found.ids.slice(offset);
  const [products, variants] = await Promise.all([
    cards(db, ids, { sizes: [], colors: [] }, now),
    shownVariantIds(db, ids, found.colourWords),
  ]);
  return {
    products: products.map((card) => showing(card, variants.get(card._id))),
    totalCount: found.totalCount,
    page,
    limit,
    ...(found.readAs ? { readAs: found.readAs } : {}),
  };
}
