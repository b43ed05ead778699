import type { Review } from "../../api/types";
import { Badge } from "../../components/Badge";
import { StarRating } from "./StarRating";
import * as styles from "./Reviews.css";
import { formatIndiaDate } from "../../lib/indiaTime";

export const NO_REVIEWS = "No reviews yet. Be the first to review!";

/** The reviews, newest first, in a list that scrolls beyond 24rem (docs/product.md#constants). */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className={styles.empty}>{NO_REVIEWS}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <ul className={styles.list} aria-label="Reviews" tabIndex={0}>
      {reviews.map((review) => (
        <li key={review._id} className={styles.review}>
          <div className={styles.reviewHead}>
            <span className={styles.author}>{review.user}</span>
            {review.verifiedBuyer ? <Badge tone="success">Verified buyer</Badge> : null}
          </div>
          <div className={styles.reviewMeta}>
            <StarRating rating={review.rating} label={`Rated ${review.rating} out of 5`} />
            <time dateTime={review.createdAt}>{formatIndiaDate(review.createdAt)}</time>
            {review.updatedAt !== review.createdAt ? <span>(edited)</span> : null}
          </div>
          <p className={styles.comment}>{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
