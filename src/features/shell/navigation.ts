/** The header's navigation (storefront 2.2), in order. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/new-arrivals", label: "New Arrivals" },
  { href: "/trending", label: "Trending" },
  { href: "/customized", label: "Customized" },
  { href: "/upper-wear", label: "Upper Wear" },
  { href: "/bottom-wear", label: "Bottom Wear" },
  { href: "/store", label: "Store" },
] as const;
