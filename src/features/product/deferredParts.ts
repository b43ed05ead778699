import { lazyPart } from "../../components/LazyPart";
import { SimilarProducts } from "../catalog";

// The parts of the product page below the fold, each in a chunk of its own: the server renders them in
// full (SEO, no layout shift) and the browser hydrates them once their code has arrived, after the
// page above the fold is interactive. Their code is neither preloaded by the HTML nor run in the first
// hydration. On a client-side navigation the route's clientLoader fetches them with the data. The similar
// products are the catalog's part (the bag shows them too).

export const LazyProductDetails = lazyPart(() =>
  import("./ProductDetailsSections").then((module) => module.ProductDetailsSections),
);
export const LazyDeclarations = lazyPart(() =>
  import("./ProductDeclarationsSection").then((module) => module.ProductDeclarationsSection),
);
export const LazyReviews = lazyPart(() => import("./ReviewsSection").then((module) => module.ReviewsSection));

/** Fetches the deferred parts' code (a client-side navigation to a product page). */
export function preloadProductParts(): Promise<unknown> {
  return Promise.all(
    [LazyProductDetails, LazyDeclarations, LazyReviews, SimilarProducts].map((part) => part.preload()),
  );
}
