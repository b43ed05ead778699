import { useId } from "react";
import { visuallyHidden } from "../../design/utils.css";
import { ratingText, starCounts } from "../../lib/stars";
import * as styles from "./StarRating.css";

function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  const id = useId();
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-star={fill}>
      {fill === "half" ? (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={fill === "full" ? "currentColor" : fill === "half" ? `url(#${id})` : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars for an average (a half star at .5 or more), with the words a screen reader reads instead. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const { full, half, empty } = starCounts(rating);
  return (
    <span className={styles.stars}>
      {Array.from({ length: full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, their order is their identity
        <Star key={`f${i}`} fill="full" />
      ))}
      {half ? <Star fill="half" /> : null}
      {Array.from({ length: empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, their order is their identity
        <Star key={`e${i}`} fill="empty" />
      ))}
      <span className={visuallyHidden}>{label ?? ratingText(rating)}</span>
    </span>
  );
}
