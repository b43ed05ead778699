import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../../api/ApiProvider";
import { ToggleButton } from "../../../components/Button";
import { brand } from "../../../lib/brand";
import { headlineOptions } from "../../banners";
import { PauseIcon, PlayIcon } from "../icons";
import * as styles from "./Header.css";

/**
 * The scrolling announcement bar: the first headline's text from GET /banner/headlines.
 * A failure is only logged (docs/product.md#when-a-call-fails) and the bar stays hidden, as it does with no
 * headline. Until the headlines have arrived (a prerendered page asks for them after load) the bar shows the
 * shop's standing promise: never an empty strip, and the page does not move down when the headline arrives.
 * The text scrolls once the page has settled, stands still for shoppers who prefer reduced motion, and a
 * toggle pauses it for everyone else.
 */
export function AnnouncementBar() {
  const { hooks } = useApi();
  const query = useQuery(headlineOptions(hooks));

  useEffect(() => {
    if (query.error) console.error("Failed to load the announcement headlines:", query.error);
  }, [query.error]);

  const text = query.isPending ? brand.standingAnnouncement : query.data?.data[0]?.text?.trim();
  if (!text) return null;

  return (
    <section className={styles.announcement} aria-label="Announcement">
      <div className={styles.marqueeViewport}>
        <p className={styles.marquee}>
          <span className={styles.marqueeText} data-text={text}>
            {text}
          </span>
        </p>
      </div>
      <ToggleButton className={styles.marqueeToggle} aria-label="Pause announcement">
        {({ isSelected }) => (isSelected ? <PlayIcon /> : <PauseIcon />)}
      </ToggleButton>
    </section>
  );
}
