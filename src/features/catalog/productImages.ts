const SIZED = /-400\.(webp|avif)$/;

/** The 800 px rendition next to each 400 px product image (WebP or AVIF), for srcset. */
export function productImageSrcSet(src: string): string | undefined {
  if (!SIZED.test(src)) return undefined;
  return `${src} 400w, ${src.replace(SIZED, "-800.$1")} 800w`;
}

/** Product pictures with AVIF twins at both widths: the shop's sample photos (/media/products/…-400.webp)
 * and the pictures staff upload, whose renditions are named by a hash (/files/pictures/<hash>-400.webp,
 * docs/decisions/picture-pipeline.md). */
const WITH_AVIF = [
  /^\/media\/products\/[a-z0-9-]+-400\.webp$/,
  /^\/files\/pictures\/[0-9a-f]{64}-400\.webp$/,
];

/** The AVIF srcset beside a product photo's WebP one; undefined for pictures without AVIF twins. */
export function productImageAvifSrcSet(src: string): string | undefined {
  return WITH_AVIF.some((pattern) => pattern.test(src))
    ? productImageSrcSet(src.replace(/\.webp$/, ".avif"))
    : undefined;
}
