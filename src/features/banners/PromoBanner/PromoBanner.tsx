import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../../api/ApiProvider";
import { AppLink } from "../../../components/Link";
import { MOBILE_MEDIA } from "../../../hooks/useMediaQuery";
import { BannerCopy } from "../BannerCopy";
import { type BannerList, bannerListOptions, bannerRoute } from "../queries";
import * as styles from "./PromoBanner.css";

export interface PromoBannerProps {
  /** The list whose first banner shows from 640 px up, e.g. "customized". */
  desktopList: BannerList;
  /** The list whose first banner shows below 640 px, e.g. "customized_mobile". */
  mobileList: BannerList;
  /** The section's accessible name, e.g. "Customised collection"; also names it in the failure log. */
  label: string;
  /** Where it leads; by default where the banner's page value says. */
  href?: string;
}

/**
 * One banner, wide: the first of `desktopList` (from 640 px) or of `mobileList` (below, chosen by a
 * <picture> media query, so the server's HTML is right for every width), its words set over it as text
 * with Shop Now, the whole banner one link. Hidden when there is no banner or the calls failed (logged).
 */
export function PromoBanner({ desktopList, mobileList, label, href }: PromoBannerProps) {
  const { hooks } = useApi();
  const desktopQuery = useQuery(bannerListOptions(hooks, desktopList));
  const mobileQuery = useQuery(bannerListOptions(hooks, mobileList));

  useEffect(() => {
    const error = desktopQuery.error ?? mobileQuery.error;
    if (error) console.error(`${label} banner failed to load`, error);
  }, [desktopQuery.error, mobileQuery.error, label]);

  const desktop = desktopQuery.data?.[0];
  const mobile = mobileQuery.data?.[0];
  const banner = desktop ?? mobile;
  if (!banner) return null;
  const mobileSrc = mobile?.imagePath ?? desktop?.mobileImagePath;
  const target = href ?? bannerRoute(banner.page);
  const content = (
    <>
      <BannerCopy words={banner} cta={target !== undefined} />
      <picture>
        {mobileSrc ? <source media={MOBILE_MEDIA} srcSet={mobileSrc} width={800} height={1000} /> : null}
        <img
          className={styles.image}
          src={banner.imagePath}
          alt={banner.alt}
          width={desktop ? 1600 : 800}
          height={desktop ? 600 : 1000}
          loading="lazy"
        />
      </picture>
    </>
  );

  return (
    <section aria-label={label}>
      {target ? (
        <AppLink href={target} className={styles.frame}>
          {content}
        </AppLink>
      ) : (
        <div className={styles.frame}>{content}</div>
      )}
    </section>
  );
}
