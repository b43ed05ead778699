import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { AppLink } from "../../../components/Link";
import { useApi } from "../../../api/ApiProvider";
import { bannerListOptions } from "../../banners";
import { MOBILE_MEDIA } from "../../../hooks/useMediaQuery";
import * as styles from "./CustomisedBanner.css";

/** Where the customised-collection banner leads: the customiser. */
const CUSTOMISER_PATH = "/customized";

/**
 * The customised-collection banner (storefront 2.8 §4): the first banner of `customized` (desktop) and of
 * `customized_mobile` (below 640 px, chosen by a <picture> media query, so the server's HTML is right for
 * every width), linking to the customiser. Hidden when there is no banner or the calls failed (logged).
 */
export function CustomisedBanner() {
  const { hooks } = useApi();
  const desktopQuery = useQuery(bannerListOptions(hooks, "customized"));
  const mobileQuery = useQuery(bannerListOptions(hooks, "customized_mobile"));

  useEffect(() => {
    const error = desktopQuery.error ?? mobileQuery.error;
    if (error) console.error("Customised banner failed to load", error);
  }, [desktopQuery.error, mobileQuery.error]);

  const desktop = desktopQuery.data?.[0];
  const mobile = mobileQuery.data?.[0];
  const image = desktop ?? mobile;
  if (!image) return null;
  const mobileSrc = mobile?.imagePath ?? desktop?.mobileImagePath;

  return (
    <section aria-label="Customised collection">
      <AppLink href={CUSTOMISER_PATH} className={styles.link}>
        <picture>
          {mobileSrc ? <source media={MOBILE_MEDIA} srcSet={mobileSrc} width={800} height={1000} /> : null}
          <img
            className={styles.image}
            src={image.imagePath}
            alt={image.alt}
            width={desktop ? 1600 : 800}
            height={desktop ? 600 : 1000}
            loading="lazy"
          />
        </picture>
      </AppLink>
    </section>
  );
}
