/** The home page's 'Shop by Category' tiles (storefront 2.8 §2), in order; each goes to its own route. */
export interface CategoryTile {
  label: string;
  href: string;
  image: string;
}

export const CATEGORY_TILES: readonly CategoryTile[] = [
  { label: "T-Shirts", href: "/tshirts", image: "/media/products/tshirt-black-front-400.webp" },
  {
    label: "Oversized Tees",
    href: "/upper-wear?tab=oversize-tshirt",
    image: "/media/products/oversize-tshirt-maroon-front-400.webp",
  },
  { label: "Hoodies", href: "/sweatshirts", image: "/media/products/hoodie-olive-front-400.webp" },
  {
    label: "Shackets",
    href: "/upper-wear?tab=shacket",
    image: "/media/products/shacket-navy-front-400.webp",
  },
  { label: "Bottom Wear", href: "/bottom-wear", image: "/media/products/joggers-grey-front-400.webp" },
  { label: "Men", href: "/men", image: "/media/products/tshirt-white-front-400.webp" },
  {
    label: "Regular Tees",
    href: "/upper-wear?tab=regular-tshirt",
    image: "/media/products/tshirt-sky-blue-front-400.webp",
  },
  { label: "Design Your Own", href: "/customized", image: "/media/customiser/hoodie-black-front.webp" },
];
