// What the catalogue's calls answer when a product, one of its variants or a size is unknown, word for
// word: the server and the mock handlers both answer from this module (as for the accounts' words,
// accountApiMessages.ts), so stories, contract scenarios and the shop see the same texts.
export const catalogueMessages = {
  productNotFound: "Product not found",
  variantNotFound: "Variant not found",
  sizeNotFound: "Size not found",
} as const;
