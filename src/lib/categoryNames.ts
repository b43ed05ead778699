/**
 * One name for each kind of garment and each collection, wherever the shop shows it (the header, the Upper
 * Wear tabs, the home page's tiles, the footer, page titles): the original called the same thing "Tshirt"
 * and "T-Shirts", "Oversize Tshirt" and "Oversized Tees", "New Arrival" and "New Arrivals".
 */
export const CATEGORY_NAMES = {
  tshirts: "T-Shirts",
  oversizedTees: "Oversized Tees",
  regularTees: "Regular Tees",
  hoodies: "Hoodies",
  shackets: "Shackets",
  joggers: "Joggers",
  jeans: "Jeans",
  upperWear: "Upper Wear",
  bottomWear: "Bottom Wear",
  newArrivals: "New Arrivals",
  trending: "Trending",
  customized: "Customized",
  store: "Store",
} as const;

/** Where each collection lives. */
const COLLECTION_PATHS = {
  newArrivals: "/new-arrivals",
  trending: "/trending",
  customized: "/customized",
  upperWear: "/upper-wear",
  bottomWear: "/bottom-wear",
  store: "/store",
} as const;

export type Collection = keyof typeof COLLECTION_PATHS;

/** A link to a collection under its one name (the header's navigation, the footer's Products column). */
export const collectionLink = <K extends Collection>(key: K) =>
  ({ href: COLLECTION_PATHS[key], label: CATEGORY_NAMES[key] }) as const;

/** The returns policy's one name (its page, the footer, the profile drawer). */
export const RETURNS_POLICY_NAME = "Cancellation and Returns";
