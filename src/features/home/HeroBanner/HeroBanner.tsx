import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { preload } from "react-dom";
import { useApi } from "../../../api/ApiProvider";
import { ButtonLink } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { type Banner, bannerListOptions, bannerRoute, usablePath, videoConfigOptions } from "../../banners";
import { MOBILE_MEDIA, useIsMobile, usePrefersReducedMotion } from "../../../hooks/useMediaQuery";
import { usePageSettled } from "../../../hooks/usePageSettled";
import { useSaveData } from "../../../hooks/useSaveData";
import * as styles from "./HeroBanner.css";

/**
 * The home hero. What paints first is its picture: the image banners
 * (desktopvideobanner, with mobilevideobanner's art below 640 px chosen by a <picture> without script),
 * in the server's HTML with high fetch priority. A banner that carries its words as text (title, subtitle)
 * gets them over the picture as a heading and a Shop Now link to its page: real text that can be pressed
 * (the original painted SHOP NOW into the picture). The video of GET /video/get-video (muted, looped,
 * inline, no controls; the mobile path below 640 px) comes over the picture only once the page is
 * interactive (loaded and idle), and never under reduced motion or Save-Data. A spinner while neither is
 * there yet; nothing at all when there is no media; failures are logged and the banner stays hidden.
 */
export function HeroBanner() {
  const { hooks } = useApi();
  const settled = usePageSettled();
  // Only the video depends on them, and it waits for the page to settle: asked then, not at hydration.
  const isMobile = useIsMobile(settled);
  const reducedMotion = usePrefersReducedMotion(settled);
  const saveData = useSaveData();

  const video = useQuery(videoConfigOptions(hooks));
  const mobilePath = usablePath(video.data?.mobileVideoPath);
  const desktopPath = usablePath(video.data?.desktopVideoPath);
  const videoSrc = isMobile ? (mobilePath ?? desktopPath) : (desktopPath ?? mobilePath);
  const videoWanted = Boolean(videoSrc) && !reducedMotion && !saveData;
  const videoPlays = videoWanted && settled;
  // What became of the video, for tests and tools: none to play, held until the page settles, declined
  // (reduced motion, Save-Data) or playing.
  const videoState = !videoSrc ? "none" : !videoWanted ? "declined" : videoPlays ? "playing" : "held";

  const desktopImages = useQuery(bannerListOptions(hooks, "desktopvideobanner"));
  const mobileImages = useQuery(bannerListOptions(hooks, "mobilevideobanner"));

  useEffect(() => {
    if (video.error) console.error("Hero video failed to load", video.error);
  }, [video.error]);
  useEffect(() => {
    const error = desktopImages.error ?? mobileImages.error;
    if (error) console.error("Hero banners failed to load", error);
  }, [desktopImages.error, mobileImages.error]);

  // A client render sets `muted` only as a property; mirror it as the attribute (what tools read), then
  // start playing in case autoplay was refused.
  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    if (!element) return;
    element.muted = true;
    element.setAttribute("muted", "");
    const playing = element.play();
    if (playing && typeof playing.catch === "function") playing.catch(() => {});
  }, []);

  const desktop = desktopImages.data?.[0];
  const mobile = mobileImages.data?.[0];
  const image = desktop ?? mobile;
  if (image || (videoPlays && videoSrc)) {
    const mobileSrc = mobile?.imagePath ?? desktop?.mobileImagePath;
    if (image) preloadPicture(image.imagePath, mobileSrc);
    return (
      <div
        className={styles.hero}
        data-testid="hero-banner"
        data-mode={videoPlays ? "video" : "image"}
        data-video={videoState}
      >
        {image ? (
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
        ) : null}
        {videoPlays && videoSrc ? (
          // Ambient, muted and without words: hidden from assistive technology.
          <video
            key={videoSrc}
            ref={videoRef}
            className={styles.overlayFill}
            src={videoSrc}
            muted
            loop
            autoPlay
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
          />
        ) : null}
        {image ? <BannerWords banner={image} /> : null}
      </div>
    );
  }

  const waitingForVideo = videoWanted && !settled;
  const loading = video.isLoading || desktopImages.isLoading || mobileImages.isLoading || waitingForVideo;
  if (loading) {
    return (
      <div className={styles.loading} data-testid="hero-banner" data-mode="loading">
        <Spinner label="Loading banner" size="lg" />
      </div>
    );
  }
  return null;
}

/**
 * The picture's art for this viewport, asked for from the document's head with high priority, before the
 * stylesheet and the page's code. React preloads an <img> of its own accord, but not one inside a
 * <picture> (it cannot tell which source the browser will take), so the two sources are named here, each
 * with the media it is drawn at: a phone fetches only the mobile art and a wide screen only the desktop art.
 */
function preloadPicture(desktopSrc: string, mobileSrc: string | undefined) {
  if (!mobileSrc) {
    preload(desktopSrc, { as: "image", fetchPriority: "high" });
    return;
  }
  preload(mobileSrc, { as: "image", fetchPriority: "high", media: MOBILE_MEDIA });
  preload(desktopSrc, { as: "image", fetchPriority: "high", media: `not all and ${MOBILE_MEDIA}` });
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
