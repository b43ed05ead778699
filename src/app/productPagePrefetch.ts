import { browserApi } from "../api/ApiProvider";
import { preloadProductParts } from "../features/product/deferredParts";
import { productOptions } from "../features/product/productQuery";
import { pageQueryClient } from "./pageQueryClient";
import { routeModuleAhead } from "./routeModuleAhead";

/** The product page's route in React Router's manifest (src/app/routes.ts). */
export const PRODUCT_ROUTE_ID = "routes/product";

/**
 * Everything opening the product page at `path` waits for, fetched now: the product's data into the
 * page's query cache (the route's clientLoader serves it from there while it is fresh), the route's
 * code and its deferred parts' code.
 */
export async function prefetchProductPage(path: string): Promise<void> {
  const productId = decodeURIComponent(path.split("/")[2] ?? "");
  await Promise.all([
    pageQueryClient().prefetchQuery(productOptions(browserApi().hooks, productId)),
    routeModuleAhead(PRODUCT_ROUTE_ID),
    preloadProductParts(),
  ]);
}
