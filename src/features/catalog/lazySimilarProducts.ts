import { lazyPart } from "../../components/LazyPart";

// Similar products are below the fold wherever they are shown (the product page, the bag), so they come
// as a lazy part: their code is one chunk of its own for every page, fetched and hydrated when near
// (docs/architecture.md#the-hydration-strategy).
export const LazySimilarProducts = lazyPart(() =>
  import("./SimilarProducts").then((module) => module.SimilarProducts),
);
