import type { ComponentPropsWithRef } from "react";
import { productImageAvifSrcSet, productImageSrcSet } from "../productImages";
import * as styles from "./ProductPicture.css";

export type ProductPictureProps = Omit<ComponentPropsWithRef<"img">, "src" | "srcSet" | "sizes"> & {
  /** the 400-wide WebP the product names */
  src: string;
  sizes: string;
};

/**
 * A product photo: AVIF to browsers that take it, WebP to the rest, each at 400 and 800 px wide. The
 * <img> (WebP, with its width, height, alt, loading and priority) is the element pages style and test.
 */
export function ProductPicture({ src, sizes, ...img }: ProductPictureProps) {
  const avif = productImageAvifSrcSet(src);
  return (
    <picture className={styles.picture}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {/* biome-ignore lint/a11y/useAltText: alt comes in with the rest of the image's attributes */}
      <img src={src} srcSet={productImageSrcSet(src)} sizes={sizes} {...img} />
    </picture>
  );
}
