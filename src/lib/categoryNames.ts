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
  upperWear: "Upper Wear",
  bottomWear: "Bottom Wear",
  newArrivals: "New Arrivals",
  trending: "Trending",
  customized: "Customized",
  store: "Store",
} as const;

/** The returns policy's one name (its page, the footer, the profile drawer). */
export const RETURNS_POLICY_NAME = "Cancellation and Returns";
