import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { PlainButton } from "../../components/Pressable";
import { usePrefersReducedMotion } from "../../hooks/useMediaQuery";
import { ProductPicture } from "../catalog";
import { pictureLoading } from "../../lib/laterPictures";
import { productPictureAlt } from "../../lib/pictureAlt";
import * as styles from "./ProductGallery.css";

export interface ProductGalleryProps {
  images: readonly string[];
  /** e.g. "Rangrez Logo Crew Tee in Black": each image's alt adds what it shows ("front view", "close-up")
   * or, for a list longer than the shop's three shots, its place ("image 2 of 4"). */
  name: string;
}

/**
 * The product's images: a slider on small screens (swipe: native scroll snapping; dots;
 * arrow keys on the focused slider) and a two-column grid on large ones, both from one list, so the
 * first image is the same element (the LCP one, fetched with high priority) on every screen. Boxes have
 * a fixed 4:5 aspect, so nothing moves as images arrive. The screen remounts it per variant: a new
 * colour starts again at its first image.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  /** The slide a dot or an arrow key is moving to: on the way the slider passes the slides between, and
   * following them would light their dots for a moment (the one pressed, then an earlier one, then the
   * pressed one again). */
  const movingTo = useRef<number | null>(null);

  const follow = useCallback(() => {
    const list = listRef.current;
    if (!list || list.clientWidth === 0) return;
    const at = list.scrollLeft / list.clientWidth;
    if (movingTo.current !== null) {
      if (Math.abs(at - movingTo.current) > 0.01) return;
      movingTo.current = null;
    }
    setCurrent(Math.round(at));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    list?.addEventListener("scroll", follow, { passive: true });
    return () => list?.removeEventListener("scroll", follow);
  }, [follow]);

  const show = (index: number) => {
    const list = listRef.current;
    const target = Math.min(Math.max(index, 0), images.length - 1);
    setCurrent(target);
    // Already there, the slider sends no scroll to end the move with.
    const there =
      !list || list.clientWidth === 0 || Math.abs(list.scrollLeft / list.clientWidth - target) < 0.01;
    movingTo.current = there ? null : target;
    list?.scrollTo({ left: target * list.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
  };

  /** A swipe or a wheel takes over from a move under way: the dots follow the slider again. */
  const takeOver = () => {
    movingTo.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else return;
    event.preventDefault();
  };

  const keys = slideKeys(images);
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={`${name} images`}>
      <ul
        ref={listRef}
        className={styles.slides}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slider moves with the arrow keys once focused
        tabIndex={0}
        aria-label={`${name} images, use the arrow keys to move between them`}
        onKeyDown={onKeyDown}
        onPointerDown={takeOver}
        onWheel={takeOver}
      >
        {images.map((src, index) => (
          <li key={keys[index]} className={styles.slide}>
            <ProductPicture
              className={styles.image}
              src={src}
              sizes="(min-width: 1024px) 30vw, 100vw"
              width={400}
              height={500}
              alt={productPictureAlt(name, index, images.length)}
              {...pictureLoading(index > 0 ? "later" : "first")}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding={index === 0 ? "sync" : "async"}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className={styles.dots}>
          {keys.map((key, index) => (
            <PlainButton
              key={key}
              className={styles.dot}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-current={index === current ? "true" : undefined}
              onPress={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Each picture's key: its address, and for one shown again, which showing it is (a colour may show one
 * photo twice: the same file uploaded twice is one stored picture). */
function slideKeys(images: readonly string[]): string[] {
  const shown = new Map<string, number>();
  return images.map((src) => {
    const times = (shown.get(src) ?? 0) + 1;
    shown.set(src, times);
    return times === 1 ? src : `${src} ${times}`;
  });
}
