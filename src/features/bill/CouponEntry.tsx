import { useEffect, useState } from "react";
import type { Quote } from "../../api/types";
import { Button } from "../../components/Button";
import { type FieldErrors, Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { visuallyHidden } from "../../design/utils.css";
import { billMessages as m } from "./billMessages";
import * as styles from "./CouponEntry.css";

export interface CouponEntryProps {
  /** The code the quote is asked with ("" for none). */
  appliedCode: string;
  /** The quote answered for that code; its `coupon` or `couponError` says how the code went. */
  quote: Quote | undefined;
  /** A quote for a new code is on its way (the one shown may be the previous code's). */
  isUpdating: boolean;
  /** Ask for the quote with this code. */
  onApply: (code: string) => void;
  /** Ask for the quote without a code. */
  onRemove: () => void;
}

interface CouponFormValues {
  code: string;
}

const validateCoupon = ({ code }: CouponFormValues): FieldErrors<CouponFormValues> =>
  code.trim() ? {} : { code: m.couponRequired };

/**
 * Coupon entry, checked by the server (the quote): a code field with Apply; an applied coupon shows the
 * server's 'Coupon applied! You saved ₹{amount}' with Remove; a refused one shows the server's reason
 * ('Invalid coupon code.') on the emptied field, and the quote goes back to no coupon. Enter applies; the
 * outcome is announced.
 */
export function CouponEntry({ appliedCode, quote, isUpdating, onApply, onRemove }: CouponEntryProps) {
  const [announcement, setAnnouncement] = useState("");
  const form = useForm<CouponFormValues>({
    initialValues: { code: "" },
    validate: validateCoupon,
    fallbackMessage: m.couponCheckFailed,
    onSubmit: ({ code }) => onApply(code.trim()),
  });

  const settled = !isUpdating && quote !== undefined;
  const refusal = settled && appliedCode ? quote.couponError : undefined;
  const applied = appliedCode ? (quote?.coupon ?? null) : null;

  // A refused code resets the field (docs/product.md#when-a-call-fails) and the bill goes back to no
  // coupon; the reason stays on the field until the shopper types again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal, not on every render
  useEffect(() => {
    if (!refusal) return;
    form.reset({ code: "" });
    form.setFieldError("code", refusal);
    setAnnouncement(refusal);
    onRemove();
  }, [refusal]);

  useEffect(() => {
    if (applied) setAnnouncement(applied.message);
  }, [applied]);

  const remove = () => {
    form.reset({ code: "" });
    setAnnouncement(m.couponRemoved);
    onRemove();
  };

  return (
    <section className={styles.coupon} aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={styles.title}>
        Coupons
      </h2>
      {/* One form in both states (the field and its button stay put, so focus is never dropped): an
          applied coupon shows its code read-only, the server's message, and Remove. */}
      <Form form={form} className={styles.form}>
        <div className={styles.row}>
          <TextField
            label={m.couponLabel}
            placeholder="Enter coupon code"
            autoComplete="off"
            maxLength={30}
            className={styles.field}
            {...form.field("code")}
            {...(applied ? { value: applied.code, isReadOnly: true } : {})}
          />
          <Button
            type={applied ? "button" : "submit"}
            variant="secondary"
            className={styles.apply}
            onPress={applied ? remove : undefined}
            isPending={isUpdating && appliedCode !== ""}
            pendingLabel="Applying coupon"
          >
            {applied ? "Remove" : "Apply"}
          </Button>
        </div>
        <FormError form={form} />
      </Form>
      {applied ? <p className={styles.success}>{applied.message}</p> : null}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </section>
  );
}
