import type { Product, Variant } from "../../api/types";
import { brand } from "../../lib/brand";
import { productPath } from "../../lib/paths";
import { isSoldOut } from "./stock";

/** What the product page's head says about it: computed in the loader, from the product as the server has it. */
export interface ProductSeo {
  title: string;
  description: string;
  canonical: string;
  image: string | undefined;
  jsonLd: Record<string, unknown>;
}

const DESCRIPTION_MAX = 160;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Title, description, canonical URL (the shop's public origin, never the request's Host), Open Graph
 * image and schema.org Product JSON-LD: an offer per colour (INR price, in stock or not) and the
 * aggregate rating only when there are reviews.
 */
export function productSeo(product: Product, variant: Variant, publicOrigin: string): ProductSeo {
  const canonical = new URL(productPath(product._id, variant._id), publicOrigin).href;
  const absolute = (path: string) => new URL(path, publicOrigin).href;
  const image = variant.images[0]
    ? absolute(variant.images[0].replace(/-400\.webp$/, "-800.webp"))
    : undefined;
  const description = shorten(
    `${product.description} ${variant.color}, sizes ${variant.sizes.map((s) => s.size).join(", ")}. Cash on delivery, ${product.returnPolicy}-day returns, delivery across India.`,
    DESCRIPTION_MAX,
  );
  const offer = (v: Variant) => ({
    "@type": "Offer",
    url: canonical,
    priceCurrency: "INR",
    price: product.finalPrice,
    itemCondition: "https://schema.org/NewCondition",
    availability: isSoldOut(v) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    seller: { "@type": "Organization", name: brand.name },
  });
  return {
    title: `${product.name} (${variant.color}) | ${brand.name}`,
    description,
    canonical,
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      sku: variant._id,
      productID: product._id,
      color: variant.color,
      category: product.subCategory,
      brand: { "@type": "Brand", name: brand.name },
      image: variant.images.map(absolute),
      url: canonical,
      offers: offer(variant),
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: product.rating,
              reviewCount: product.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
