import { CATEGORY_NAMES } from "../../../lib/categoryNames";

/** The home page's 'Shop by Category' tiles, in order; each goes to its own route. */
export interface CategoryTile {
  label: string;
  href: string;
  image: string;
}

export const CATEGORY_TILES: readonly CategoryTile[] = [
  {
    label: CATEGORY_NAMES.tshirts,
    href: "/tshirts",
    image: "/media/products/bollywood-retro-graphic-tee-black-front-400.webp",
  },
  {
    label: CATEGORY_NAMES.oversizedTees,
    href: "/upper-wear?tab=oversize-tshirt",
    image: "/media/products/mandala-print-oversized-tee-maroon-front-400.webp",
  },
  {
    label: CATEGORY_NAMES.hoodies,
    href: "/sweatshirts",
    image: "/media/products/himalayan-peaks-graphic-hoodie-olive-front-400.webp",
  },
  {
    label: CATEGORY_NAMES.shackets,
    href: "/upper-wear?tab=shacket",
    image: "/media/products/checked-flannel-shacket-navy-front-400.webp",
  },
  {
    label: CATEGORY_NAMES.bottomWear,
    href: "/bottom-wear",
    image: "/media/products/everyday-cotton-joggers-grey-front-400.webp",
  },
  { label: "Men", href: "/men", image: "/media/products/rangrez-logo-crew-tee-white-front-400.webp" },
  {
    label: CATEGORY_NAMES.regularTees,
    href: "/upper-wear?tab=regular-tshirt",
    image: "/media/products/supima-blend-regular-tee-sky-blue-front-400.webp",
  },
  { label: "Design Your Own", href: "/customized", image: "/media/customiser/hoodie-black-front.webp" },
];
