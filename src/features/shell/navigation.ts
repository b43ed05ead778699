import { collectionLink } from "../../lib/categoryNames";

/** The header's navigation, in order. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  ...(["newArrivals", "trending", "customized", "upperWear", "bottomWear", "store"] as const).map(
    collectionLink,
  ),
] as const;
