import { useQuery } from "@tanstack/react-query";
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "../../../api/ApiProvider";
import { AppLink } from "../../../components/Link";
import { PlainButton } from "../../../components/Pressable";
import { Spinner } from "../../../components/Spinner";
import { visuallyHidden } from "../../../design/utils.css";
import { BannerCopy, type BannerWords } from "../BannerCopy";
import { type Banner, type BannerList, bannerListOptions, bannerRoute } from "../queries";
import { MOBILE_MEDIA, usePrefersReducedMotion } from "../../../hooks/useMediaQuery";
import { usePageSettled } from "../../../hooks/usePageSettled";
import { breakpoints } from "../../../design/tokens";
import { pictureLoading } from "../../../lib/laterPictures";
import * as styles from "./BannerCarousel.css";

/** Autoplay every 5000 ms by default (docs/product.md#constants). */
const AUTOPLAY_MS = 5000;
const SLIDE_MS = styles.SLIDE_MS;

export interface BannerCarouselProps {
  /** The list shown at 640 px and wider, e.g. "home" or "trending". */
  desktopList: BannerList;
  /** The list shown below 640 px, e.g. "mobilehome" or "mobiletrending". */
  mobileList: BannerList;
  /** The carousel's accessible name, e.g. "Featured offers". */
  label: string;
  /** Time between automatic moves (default 5000 ms). */
  autoplayMs?: number;
  /** The carousel sits below the page's main picture (home's hero): its first slide's picture waits until
   * that one is painted, as the page's lazy pictures do (src/lib/laterPictures.ts), instead of sharing
   * the first paint's connections with it. */
  afterMainPicture?: boolean;
}

interface Slide extends BannerWords {
  key: string;
  src: string;
  alt: string;
  href: string | undefined;
}

/** The three stock images shown when the banner call fails, with their words; they go nowhere. */
const FALLBACK = [
  {
    slug: "new-drops",
    title: "New Drops Every Month",
    subtitle: "Fresh prints, bold colours",
    alt: "A white oversized tee on a violet to pink backdrop",
  },
  {
    slug: "oversized-tees",
    title: "Oversized Tees",
    subtitle: "Dropped shoulders. Heavy cotton.",
    alt: "A maroon oversized tee on a deep teal backdrop",
  },
  {
    slug: "hoodie-season",
    title: "Hoodie Season",
    subtitle: "Fleece-lined comfort",
    alt: "An olive hoodie on a purple to rose backdrop",
  },
] as const;

/** Desktop banners are 1600×600 (from 640 px up), mobile ones 800×1000 (below 640 px). */
type Format = "desktop" | "mobile";
const SIZE: Record<Format, { width: number; height: number }> = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 800, height: 1000 },
};
/** Where a format's view is hidden: its pictures load nothing there (a one-pixel picture stands in). */
const HIDDEN_MEDIA: Record<Format, string> = {
  desktop: MOBILE_MEDIA,
  mobile: `(min-width: ${breakpoints.mobile}px)`,
};
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function fallbackSlides(format: Format): Slide[] {
  return FALLBACK.map(({ slug, ...words }) => ({
    key: `fallback-${slug}`,
    src: `/media/banners/${slug}-${format}.webp`,
    href: undefined,
    ...words,
  }));
}

function toSlide(banner: Banner): Slide {
  return {
    key: banner._id,
    src: banner.imagePath,
    alt: banner.alt,
    href: bannerRoute(banner.page),
    title: banner.title,
    subtitle: banner.subtitle,
  };
}

/**
 * An image banner carousel: one list for desktop, another below 640 px; loops,
 * moves every 5000 ms (paused while hovered or focused, by the pause button, and never under reduced
 * motion), 500 ms slide animation locked while it runs, previous/next buttons, dots, arrow keys. A slide
 * click goes by its page value. Loading placeholder, 'No images to display', three stock images on failure.
 * A slide's words (title, subtitle, and Shop Now on a slide that leads somewhere) are text over its
 * picture, in the shop's typeface and on a shade that keeps them readable on any picture (BannerCopy);
 * a slide's link is named by them first.
 *
 * Both lists are in the server's HTML, each in its own carousel, and CSS shows the one for the viewport:
 * a phone sees its mobile banners from the first paint, and hydration changes nothing (choosing the list
 * in script showed a phone the desktop banners until hydration swapped them, which re-rendered and laid
 * out the page again and fetched both sets of pictures). The hidden one loads no pictures.
 */
export function BannerCarousel({ desktopList, mobileList, ...view }: BannerCarouselProps) {
  return (
    <>
      <CarouselView {...view} list={desktopList} format="desktop" />
      <CarouselView {...view} list={mobileList} format="mobile" />
    </>
  );
}

interface CarouselViewProps extends Omit<BannerCarouselProps, "desktopList" | "mobileList"> {
  list: BannerList;
  format: Format;
}

function CarouselView({
  list,
  format,
  label,
  autoplayMs = AUTOPLAY_MS,
  afterMainPicture = false,
}: CarouselViewProps) {
  const { hooks } = useApi();
  const reducedMotion = usePrefersReducedMotion();
  const query = useQuery(bannerListOptions(hooks, list));

  useEffect(() => {
    if (query.error) console.error(`Banner list ${list} failed to load`, query.error);
  }, [query.error, list]);

  const slides: Slide[] = query.isError ? fallbackSlides(format) : (query.data ?? []).map(toSlide);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const animating = useRef(false);
  /** The same lock, shown on the carousel (`data-moving`) so styles and tests can see a move end. */
  const [moving, setMoving] = useState(false);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  /** Set when a key moved the slides while focus was on a slide: focus follows to the new slide. */
  const focusNewSlide = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);
  // A list of another length starts again at its first slide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the list's length changes
  useEffect(() => setIndex(0), [count]);

  /** Moves to `target(current)` (wrapping); false when locked by the running animation. */
  const go = useCallback(
    (target: (current: number) => number): boolean => {
      if (count < 2 || animating.current) return false;
      setIndex((current) => (target(current) + count) % count);
      if (reducedMotion) return true;
      animating.current = true;
      setMoving(true);
      unlockTimer.current = setTimeout(() => {
        animating.current = false;
        setMoving(false);
      }, SLIDE_MS);
      return true;
    },
    [count, reducedMotion],
  );
  const previous = useCallback(() => go((i) => i - 1), [go]);
  const next = useCallback(() => go((i) => i + 1), [go]);

  const canAutoplay = count > 1 && !reducedMotion;
  const autoplaying = canAutoplay && !stopped && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the interval after every move
  useEffect(() => {
    if (!autoplaying) return;
    // Restarts after every move, so a manual move gets a full interval before the next automatic one;
    // a tick that lands while a move is still animating tries again right after it.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      // The view for the other viewport width stays where it is (it may be shown after a resize).
      if (viewportRef.current?.checkVisibility?.() === false) timer = setTimeout(tick, autoplayMs);
      else if (!next()) timer = setTimeout(tick, 50);
    };
    timer = setTimeout(tick, autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplaying, autoplayMs, next, index]);

  const current = Math.min(index, Math.max(count - 1, 0));
  // The first slide's picture is the page's largest: the others wait until the page has settled (or the
  // shopper moves on), so they do not share a phone's first seconds of bandwidth with it.
  const settled = usePageSettled();
  const picturesAfterFirst = settled || current !== 0;
  // The slide that had focus becomes inert when it moves away: hand focus to the slide now shown.
  useEffect(() => {
    if (!focusNewSlide.current) return;
    focusNewSlide.current = false;
    const slide = viewportRef.current?.querySelector<HTMLElement>(`[data-slide="${current}"]`);
    (slide?.querySelector<HTMLElement>("a[href]") ?? viewportRef.current)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      focusNewSlide.current = Boolean(viewportRef.current?.contains(document.activeElement));
    }
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };
  const onFocus = () => setFocused(true);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const viewClass = `${styles.carousel} ${styles.onlyFor[format]}`;
  if (query.isPending) {
    return (
      <section aria-label={label} aria-busy="true" className={viewClass}>
        <div className={styles.placeholder} data-testid="carousel-placeholder">
          <Spinner label="Loading banners" size="md" />
        </div>
      </section>
    );
  }

  if (count === 0) {
    return (
      <section aria-label={label} className={viewClass}>
        <div className={styles.placeholder}>
          <p className={styles.emptyText}>No images to display</p>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label={label}
      aria-roledescription="carousel"
      className={viewClass}
      data-moving={moving || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className={styles.viewport} ref={viewportRef} tabIndex={-1}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={autoplaying ? "off" : "polite"}
          data-testid="carousel-track"
        >
          {slides.map((slide, i) => {
            const active = i === current;
            const image =
              i > 0 && !picturesAfterFirst ? null : (
                <picture className={styles.picture}>
                  <source media={HIDDEN_MEDIA[format]} srcSet={NOTHING} />
                  <img
                    className={styles.image}
                    src={slide.src}
                    alt={slide.alt}
                    {...SIZE[format]}
                    {...pictureLoading(i > 0 || afterMainPicture ? "later" : "first")}
                    draggable={false}
                  />
                </picture>
              );
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role="group", not a form fieldset
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`Slide ${i + 1} of ${count}`}
                data-slide={i}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {slide.href ? (
                  // Hidden slides leave the tab order.
                  <AppLink href={slide.href} className={styles.slideLink} tabIndex={active ? undefined : -1}>
                    <BannerCopy words={slide} cta />
                    {image}
                  </AppLink>
                ) : (
                  <>
                    <BannerCopy words={slide} cta={false} />
                    {image}
                  </>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <PlainButton
            className={`${styles.arrow} ${styles.prev}`}
            onPress={previous}
            aria-label="Previous slide"
          >
            <span aria-hidden="true">‹</span>
          </PlainButton>
          <PlainButton className={`${styles.arrow} ${styles.next}`} onPress={next} aria-label="Next slide">
            <span aria-hidden="true">›</span>
          </PlainButton>
          <ul className={styles.dots} aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <PlainButton
                  className={styles.dot}
                  onPress={() => go(() => i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === current ? "true" : undefined}
                >
                  <span className={styles.dotMark} aria-hidden="true" />
                </PlainButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canAutoplay ? (
        <PlainButton className={styles.pause} onPress={() => setStopped((s) => !s)}>
          {stopped ? "Play" : "Pause"}
          <span className={visuallyHidden}> slideshow</span>
        </PlainButton>
      ) : null}
    </section>
  );
}
