const SIZED = /-400\.(webp|avif)$/;

/** The 800 px rendition next to each 400 px product image (WebP or AVIF), for srcset. */
export function productImageSrcSet(src: string): string | undefined {
  if (!SIZED.test(src)) return undefined;
  return `${src} 400w, ${src.replace(SIZED, "-800.$1")} 800w`;
}

/** The shop's own product photos (/media/products/…-400.webp) have AVIF twins at both widths. */
const GENERATED = /^\/media\/products\/[a-z0-9-]+-400\.webp$/;

/** The AVIF srcset beside a product photo's WebP one; undefined for pictures without AVIF twins. */
export function productImageAvifSrcSet(src: string): string | undefined {
  return GENERATED.test(src) ? productImageSrcSet(src.replace(/\.webp$/, ".avif")) : undefined;
}
