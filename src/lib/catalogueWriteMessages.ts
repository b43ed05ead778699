// What staff's product writes answer, word for word (docs/decisions/staff-catalogue.md): the server, the mock
// handlers and the product form all read them here, as the shoppers' catalogue words are read from
// catalogueApiMessages.ts.
import type { ProductStatus } from "../api/types";

export const catalogueWriteMessages = {
  added: "Product successfully added!",
  saved: "Product saved.",
  notFound: "Product not found",
  changedMeanwhile:
    "Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.",
  stockBelowZero: (size: string, color: string, left: number) =>
    `Only ${left} of ${color} in ${size} ${left === 1 ? "is" : "are"} left now (orders took some since you opened the product): set a count of at least 0 from there.`,
  foreignVariant: "A colour in the form belongs to another product. Reload the product.",
  picturesRendering:
    "Its pictures are still being prepared: it can be published once they are ready (it will be, if it was added to be published).",
  status: { draft: "Moved to drafts.", published: "Published.", archived: "Archived." } as Record<
    ProductStatus,
    string
  >,
} as const;
