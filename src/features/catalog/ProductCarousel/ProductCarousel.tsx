import { useInfiniteQuery } from "@tanstack/react-query";
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from "react";
import { PlainButton } from "../../../components/Pressable";
import { useApi } from "../../../api/ApiProvider";
import type { ApiQueryClient } from "../../../api/client";
import { Spinner } from "../../../components/Spinner";
import type { listingOptions } from "../listingQuery";
import { cardTurn, ProductCard } from "../ProductCard";
import { usePrefersReducedMotion } from "../../../hooks/useMediaQuery";
import { useDrawnInSteps } from "../../../hooks/useDrawnInSteps";
import { useNearViewport } from "../../../hooks/useNearViewport";
import * as styles from "./ProductCarousel.css";

/** One arrow press scrolls 320 px; a pointer drag scrolls twice the distance moved
 * (docs/product.md#constants). */
const SCROLL_STEP_PX = 320;
const DRAG_MULTIPLIER = 2;
/** Moves shorter than this are clicks, not drags. */
const DRAG_THRESHOLD_PX = 5;
/** Cards arriving after the page are drawn a few at a time (useDrawnInSteps): the first draw fills the
 * widest screen (four 300 px cards and part of a fifth at 1,280 px), then four per idle moment. */
const DRAWN_IN_STEPS = { first: 6, step: 4 } as const;

export interface ProductCarouselProps {
  /** The carousel's name, read by screen readers (the visible heading is the section's). */
  label: string;
  /** The products it shows (page 1 of a listing): the home page's featured new arrivals, a product's
   * similar products. */
  options: (hooks: ApiQueryClient) => ReturnType<typeof listingOptions>;
}

interface Drag {
  startX: number;
  startScroll: number;
  moved: boolean;
}

/**
 * A horizontal product scroller: the home page's Featured Products (page 1 of 20 new arrivals) and the
 * product page's similar products alike (docs/product.md#constants); arrows only when there is more to
 * scroll that way (320 px per press), mouse drag scrolling ×2, arrow keys when the list has focus. 'No
 * products available' when empty; on failure the message in red, without retry.
 */
export function ProductCarousel({ label, options }: ProductCarouselProps) {
  const { hooks } = useApi();
  const reducedMotion = usePrefersReducedMotion();
  // A scroller further down the page (the home page's Featured Products, the product page's similar
  // products) asks for its products when the shopper nears it; had they come with the page (a story's
  // cache, a page visited before), it shows them at once.
  const boxRef = useRef<HTMLDivElement | null>(null);
  const near = useNearViewport(boxRef);
  const query = useInfiniteQuery({ ...options(hooks), enabled: near });
  // Twenty cards drawn in one go block a phone's main thread for ~200 ms: when they arrive after the
  // page, they are drawn in the background (a deferred value renders in a yielding transition).
  const arrived = query.data?.pages[0]?.products;
  const shown = useDeferredValue(arrived);
  const products = useDrawnInSteps(shown, DRAWN_IN_STEPS);

  const scrollerRef = useRef<HTMLUListElement | null>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const update = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setCanLeft(el.scrollLeft > 1);
    setCanRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);

  const drawn = products.length;
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || drawn === 0) return;
    // The observer's first call, after the browser's layout, sets the arrows: reading sizes here, right
    // after React's commit, would force a layout of the whole page. It is observed again as more cards
    // are drawn, since they widen what there is to scroll, not the list's own box.
    el.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    if (!observer) update();
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [drawn, update]);

  const scrollByStep = (direction: -1 | 1) => {
    scrollerRef.current?.scrollBy({
      left: direction * SCROLL_STEP_PX,
      behavior: reducedMotion ? "auto" : "smooth",
    });
  };

  // Mouse drag scrolling. Moves are followed on the window, so the pointer may leave the list mid-drag;
  // no pointer capture, so a plain click still reaches the card under the pointer.
  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    const el = scrollerRef.current;
    if (!el || event.pointerType !== "mouse" || event.button !== 0) return;
    drag.current = { startX: event.clientX, startScroll: el.scrollLeft, moved: false };
    suppressClick.current = false;
    const onMove = (move: globalThis.PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      const dx = move.clientX - current.startX;
      if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      if (!current.moved) {
        current.moved = true;
        setDragging(true);
      }
      el.scrollLeft = current.startScroll - dx * DRAG_MULTIPLIER;
    };
    const onUp = () => {
      suppressClick.current = drag.current?.moved ?? false;
      drag.current = null;
      setDragging(false);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);
  };
  // The click that ends a drag must not open the card it started on.
  const onClickCapture = (event: MouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollByStep(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollByStep(-1);
    }
  };

  if (query.isPending && !query.isFetching) {
    // Not asked for yet: a still box of the list's height (a spinner would turn, unseen, for nothing).
    return <div ref={boxRef} className={styles.waiting} />;
  }
  if (query.isPending || (arrived && !shown)) {
    return (
      <div ref={boxRef} className={styles.waiting}>
        <Spinner label={`Loading ${label.toLowerCase()}`} size="lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div ref={boxRef} className={styles.centered}>
        <p className={styles.error} role="alert">
          Failed to load products
        </p>
      </div>
    );
  }
  if (drawn === 0) {
    return (
      <div ref={boxRef} className={styles.centered}>
        <p className={styles.message}>No products available</p>
      </div>
    );
  }

  return (
    <div ref={boxRef} className={styles.root}>
      {canLeft ? (
        <PlainButton
          className={`${styles.arrow} ${styles.left}`}
          onPress={() => scrollByStep(-1)}
          aria-label="Scroll left"
        >
          <span aria-hidden="true">‹</span>
        </PlainButton>
      ) : null}
      <ul
        ref={scrollerRef}
        className={styles.scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
        tabIndex={0}
        data-dragging={dragging}
        data-testid="product-carousel"
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
      >
        {products.map((product, index) => (
          <li key={product._id} className={styles.item}>
            <ProductCard product={product} turn={cardTurn(index, 2)} />
          </li>
        ))}
      </ul>
      {canRight ? (
        <PlainButton
          className={`${styles.arrow} ${styles.right}`}
          onPress={() => scrollByStep(1)}
          aria-label="Scroll right"
        >
          <span aria-hidden="true">›</span>
        </PlainButton>
      ) : null}
    </div>
  );
}
