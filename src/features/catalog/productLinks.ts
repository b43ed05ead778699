/** The product detail route of the spec: /display/{productId}/{variantId}. */
export function productPath(productId: string, variantId: string): string {
  return `/display/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}`;
}

/** The 800 px rendition next to each 400 px product image, for srcset. */
export function productImageSrcSet(src: string): string | undefined {
  if (!src.endsWith("-400.webp")) return undefined;
  return `${src} 400w, ${src.replace(/-400\.webp$/, "-800.webp")} 800w`;
}
