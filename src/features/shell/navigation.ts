import { CATEGORY_NAMES } from "../../lib/categoryNames";

/** The header's navigation (storefront 2.2), in order. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/new-arrivals", label: CATEGORY_NAMES.newArrivals },
  { href: "/trending", label: CATEGORY_NAMES.trending },
  { href: "/customized", label: CATEGORY_NAMES.customized },
  { href: "/upper-wear", label: CATEGORY_NAMES.upperWear },
  { href: "/bottom-wear", label: CATEGORY_NAMES.bottomWear },
  { href: "/store", label: CATEGORY_NAMES.store },
] as const;
