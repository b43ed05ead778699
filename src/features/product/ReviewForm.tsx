import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import type { Review } from "../../api/types";
import { Button } from "../../components/Button";
import { Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { useAddReview } from "./useAddReview";
import { useLoginGate } from "./useLoginGate";
import * as styles from "./Reviews.css";

export const REVIEW_PLACEHOLDER = "Share your experience with this product: fit, fabric, colour…";
export const RATING_REQUIRED = "Please choose a rating.";
export const COMMENT_REQUIRED = "Please write your review.";
const REVIEW_FAILED = "Could not post your review. Please try again.";

interface ReviewValues {
  rating: number;
  comment: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormProps {
  productId: string;
  /** The shopper's own earlier review: the form edits it (the server keeps one per shopper). */
  existing?: Review;
  onPosted: () => void;
}

/**
 * The review form: 1–5 stars (a radio group: arrow keys choose), a required comment and
 * 'Submit Review'. A guest gets the login popup. Posted: the page shows the review and the form holds it
 * for editing;
 * refused: the server's message, and nothing typed is lost.
 */
export function ReviewForm({ productId, existing, onPosted }: ReviewFormProps) {
  const requireLogin = useLoginGate();
  const post = useAddReview(productId);
  const empty: ReviewValues = { rating: 0, comment: "" };
  const form = useForm<ReviewValues>({
    initialValues: existing ? { rating: existing.rating, comment: existing.comment } : empty,
    validate: (values) => ({
      rating: values.rating >= 1 && values.rating <= 5 ? undefined : RATING_REQUIRED,
      comment: values.comment.trim() ? undefined : COMMENT_REQUIRED,
    }),
    onSubmit: async (values) => {
      if (!requireLogin()) return;
      const review = { rating: values.rating, comment: values.comment.trim() };
      await post(review);
      // The posted review is now theirs to edit (the heading says so): the form keeps it.
      form.reset(review);
      onPosted();
    },
    fallbackMessage: REVIEW_FAILED,
  });

  return (
    <Form form={form} className={styles.form} aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        {existing ? "Edit your review" : "Write a review"}
      </h3>
      {existing ? (
        <p className={styles.hint}>You have reviewed this product; posting again replaces your review.</p>
      ) : null}
      <RadioGroup
        className={styles.starGroup}
        orientation="horizontal"
        value={form.values.rating ? String(form.values.rating) : null}
        onChange={(value) => form.setValue("rating", Number(value))}
        isInvalid={Boolean(form.errors.rating)}
        isDisabled={form.isSubmitting}
      >
        <Label className={styles.label}>Your rating</Label>
        <div className={styles.starRow}>
          {STARS.map((star) => (
            <Radio
              key={star}
              value={String(star)}
              className={styles.starOption}
              data-lit={star <= form.values.rating || undefined}
              aria-label={`${star} ${star === 1 ? "star" : "stars"}`}
            >
              <span aria-hidden="true">★</span>
            </Radio>
          ))}
        </div>
        <FieldError className={styles.fieldError}>{form.errors.rating}</FieldError>
      </RadioGroup>
      <TextField
        label="Your review"
        multiline
        rows={4}
        placeholder={REVIEW_PLACEHOLDER}
        maxLength={2000}
        {...form.field("comment")}
      />
      <FormError form={form} />
      <Button type="submit" isPending={form.isSubmitting} pendingLabel="Posting your review">
        Submit Review
      </Button>
    </Form>
  );
}
