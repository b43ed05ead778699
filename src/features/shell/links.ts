import { collectionLink, RETURNS_POLICY_NAME } from "../../lib/categoryNames";

/** The shop's policies: the footer's Our Policy column. */
export const FOOTER_POLICY_LINKS = [
  { href: "/privacypolicy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms & Conditions" },
  { href: "/return-cancellation", label: RETURNS_POLICY_NAME },
] as const;

/** The help pages. */
const HELP_PAGE_LINKS = [
  { href: "/help-support", label: "Help & Support" },
  { href: "/faquetions", label: "FAQ" },
] as const;

/** The policy and help links of the profile drawer, in order. */
export const HELP_LINKS = [...FOOTER_POLICY_LINKS, ...HELP_PAGE_LINKS] as const;

/** The footer's Customer Care column's links: Contact Us, the seller's and grievance officer's details (the
 * law asks for them on the platform: docs/decisions/seller-disclosures.md#seller-details) and the help pages,
 * so help is found from the foot of every page and not only in the profile drawer. */
export const FOOTER_CARE_LINKS = [
  { href: "/contact", label: "Contact Us" },
  { href: "/seller-details", label: "Seller Details" },
  ...HELP_PAGE_LINKS,
] as const;

/** The footer's Products column. */
export const FOOTER_PRODUCT_LINKS = (
  ["newArrivals", "customized", "trending", "upperWear", "bottomWear", "store"] as const
).map(collectionLink);

/** The search's debounce (docs/product.md#constants). */
export const SEARCH_DEBOUNCE_MS = 500;
/** How many results the search box asks for. */
export const SEARCH_LIMIT = 8;
/** The header turns translucent past this scroll offset (docs/product.md#constants). */
export const HEADER_SCROLL_THRESHOLD = 20;
