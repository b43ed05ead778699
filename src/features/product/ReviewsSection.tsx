import { useState } from "react";
import type { Product } from "../../api/types";
import { callout } from "../../design/callout.css";
import { useSession } from "../../session/session";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";
import { StarRating } from "./StarRating";
import * as styles from "./Reviews.css";

export const REVIEW_POSTED = "Thank you! Your review is posted.";

/** Reviews: the average, the list and the form. */
export function ReviewsSection({ product }: { product: Product }) {
  const { user } = useSession();
  const [posted, setPosted] = useState(false);
  const own = user ? product.reviews.find((review) => review.user === user.username) : undefined;
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title} tabIndex={-1}>
        Reviews
      </h2>
      {product.reviewCount > 0 ? (
        <p className={styles.summary}>
          <StarRating rating={product.rating} />
          <span aria-hidden="true">{product.rating.toFixed(1)}</span>
          <span>{`${product.reviewCount} ${product.reviewCount === 1 ? "review" : "reviews"}`}</span>
        </p>
      ) : null}
      <div className={styles.columns}>
        <ReviewList reviews={product.reviews} />
        <div>
          <p role="status" className={callout({ tone: "success" })}>
            {posted ? REVIEW_POSTED : ""}
          </p>
          {/* Keyed by shopper: their earlier review fills the form when it first shows for them. */}
          <ReviewForm
            key={user?.username ?? "guest"}
            productId={product._id}
            existing={own}
            onPosted={() => setPosted(true)}
          />
        </div>
      </div>
    </section>
  );
}
