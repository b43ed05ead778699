import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useApi } from "../../../api/ApiProvider";
import { ButtonLink } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { type Banner, bannerListOptions, bannerRoute, usablePath, videoConfigOptions } from "../../banners";
import { MOBILE_MEDIA, useIsMobile, usePrefersReducedMotion } from "../../../hooks/useMediaQuery";
import * as styles from "./HeroBanner.css";

/**
 * The home hero (storefront 2.8 §1 and 4): starts in video mode from GET /video/get-video (muted, looped,
 * autoplaying, inline, no controls; the mobile path below 640 px). When neither path is usable, or the
 * shopper prefers reduced motion, it shows the image banners (mobilevideobanner / desktopvideobanner)
 * instead. A banner that carries its words as text (title, subtitle) gets them over its picture as a
 * heading and a Shop Now link to its page: real text, in the server's HTML, that can be pressed (the
 * original painted SHOP NOW into the picture). A spinner while nothing is there yet; nothing at all when
 * there is no media; failures are logged and the banner stays hidden.
 */
export function HeroBanner() {
  const { hooks } = useApi();
  const isMobile = useIsMobile();
  const reducedMotion = usePrefersReducedMotion();

  const video = useQuery(videoConfigOptions(hooks));
  const mobilePath = usablePath(video.data?.mobileVideoPath);
  const desktopPath = usablePath(video.data?.desktopVideoPath);
  const videoSrc = isMobile ? (mobilePath ?? desktopPath) : (desktopPath ?? mobilePath);
  const videoMode = Boolean(videoSrc) && !reducedMotion;

  // Image mode once the video call is settled without a playable path (or failed), or under reduced motion.
  const needImages = !videoMode && (video.isSuccess || video.isError || reducedMotion);
  const desktopImages = useQuery({ ...bannerListOptions(hooks, "desktopvideobanner"), enabled: needImages });
  const mobileImages = useQuery({ ...bannerListOptions(hooks, "mobilevideobanner"), enabled: needImages });

  useEffect(() => {
    if (video.error) console.error("Hero video failed to load", video.error);
  }, [video.error]);
  useEffect(() => {
    const error = desktopImages.error ?? mobileImages.error;
    if (error) console.error("Hero banners failed to load", error);
  }, [desktopImages.error, mobileImages.error]);

  // A client render sets `muted` only as a property; mirror it as the attribute (what the server's HTML
  // has, and what tools read), then start playing in case autoplay was refused before hydration.
  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    if (!element) return;
    element.muted = true;
    element.setAttribute("muted", "");
    const playing = element.play();
    if (playing && typeof playing.catch === "function") playing.catch(() => {});
  }, []);

  if (videoMode && videoSrc) {
    return (
      <div className={styles.hero} data-testid="hero-banner" data-mode="video">
        {/* Ambient, muted and without words: hidden from assistive technology. */}
        <video
          key={videoSrc}
          ref={videoRef}
          className={styles.fill}
          src={videoSrc}
          muted
          loop
          autoPlay
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
        />
      </div>
    );
  }

  const desktop = desktopImages.data?.[0];
  const mobile = mobileImages.data?.[0];
  const image = desktop ?? mobile;
  if (image) {
    const mobileSrc = mobile?.imagePath ?? desktop?.mobileImagePath;
    return (
      <div className={styles.hero} data-testid="hero-banner" data-mode="image">
        <picture className={styles.picture}>
          {mobileSrc ? <source media={MOBILE_MEDIA} srcSet={mobileSrc} width={800} height={1000} /> : null}
          <img
            className={styles.fill}
            src={image.imagePath}
            alt={image.alt}
            width={1600}
            height={600}
            fetchPriority="high"
          />
        </picture>
        <BannerWords banner={image} />
      </div>
    );
  }

  const loading = video.isLoading || (needImages && (desktopImages.isLoading || mobileImages.isLoading));
  if (loading) {
    return (
      <div className={styles.loading} data-testid="hero-banner" data-mode="loading">
        <Spinner label="Loading banner" size="lg" />
      </div>
    );
  }
  return null;
}

/** A banner's title, subtitle and Shop Now link over its picture; nothing when its words are painted in. */
function BannerWords({ banner }: { banner: Banner }) {
  if (!banner.title) return null;
  const route = bannerRoute(banner.page);
  return (
    <div className={styles.words}>
      <h2 className={styles.title}>{banner.title}</h2>
      {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
      {route ? (
        // Named with its banner: the page has other Shop Now links, to other places.
        <ButtonLink
          href={route}
          variant="secondary"
          size="lg"
          className={styles.shopNow}
          aria-label={`Shop Now: ${banner.title}`}
        >
          Shop Now
        </ButtonLink>
      ) : null}
    </div>
  );
}
