import { useEffect, useState } from "react";
import { errorMessage } from "../../api/errors";
import type { Quote } from "../../api/types";
import { Button } from "../../components/Button";
import { type FieldErrors, Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { callout } from "../../design/callout.css";
import { visuallyHidden } from "../../design/utils.css";
import { billMessages as m } from "./billMessages";
import { OpenedOnce, preloadOnIntent } from "../../components/LazyPart";
import { LazyOffersDialog } from "./onDemand";
import * as styles from "./CouponEntry.css";

export interface CouponEntryProps {
  /** The code the quote is asked with ("" for none). */
  appliedCode: string;
  /** The quote answered for that code; its `coupon` or `couponError` says how the code went. */
  quote: Quote | undefined;
  /** A quote for a new code is on its way (the one shown may be the previous code's). */
  isUpdating: boolean;
  /** Apply this code (the bill is then quoted with it). A rejected promise is a refusal: its message goes
   * on the field, as the quote's own refusals do. */
  onApply: (code: string) => Promise<void> | void;
  /** Ask for the quote without a code. */
  onRemove: () => void;
  /** Something the shopper should know about their coupon, e.g. that one they applied earlier was removed
   * because it stopped applying (and why). */
  notice?: string;
}

interface CouponFormValues {
  code: string;
}

const validateCoupon = ({ code }: CouponFormValues): FieldErrors<CouponFormValues> =>
  code.trim() ? {} : { code: m.couponRequired };

/**
 * Coupon entry, checked by the server (the quote): a code field with Apply, and "View offers" listing the
 * shop's current coupons, each with Apply; an applied coupon shows the server's 'Coupon applied! You saved
 * ₹{amount}' with Remove; a refused one shows the server's reason ('Invalid coupon code.') on the emptied
 * field, and the quote goes back to no coupon. Enter applies; the outcome is announced.
 */
export function CouponEntry({ appliedCode, quote, isUpdating, onApply, onRemove, notice }: CouponEntryProps) {
  const [announcement, setAnnouncement] = useState("");
  const [offersOpen, setOffersOpen] = useState(false);
  const form = useForm<CouponFormValues>({
    initialValues: { code: "" },
    validate: validateCoupon,
    fallbackMessage: m.couponCheckFailed,
    onSubmit: ({ code }) => applyCode(code.trim()),
  });
  /** The field emptied with the reason on it, and the reason announced. */
  const refuse = (message: string) => {
    form.reset({ code: "" });
    form.setFieldError("code", message);
    setAnnouncement(message);
  };
  const applyCode = async (code: string) => {
    try {
      await onApply(code);
    } catch (error) {
      refuse(errorMessage(error, m.couponCheckFailed));
    }
  };

  const settled = !isUpdating && quote !== undefined;
  const refusal = settled && appliedCode ? quote.couponError : undefined;
  const applied = appliedCode ? (quote?.coupon ?? null) : null;

  // A refused code resets the field (docs/product.md#when-a-call-fails) and the bill goes back to no
  // coupon; the reason stays on the field until the shopper types again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal, not on every render
  useEffect(() => {
    if (!refusal) return;
    refuse(refusal);
    onRemove();
  }, [refusal]);

  useEffect(() => {
    if (notice) setAnnouncement(notice);
  }, [notice]);

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
      <div className={styles.head}>
        <h2 id="coupon-title" className={styles.title}>
          Coupons
        </h2>
        <Button
          size="sm"
          variant="ghost"
          {...preloadOnIntent(LazyOffersDialog)}
          onPress={() => setOffersOpen(true)}
        >
          {m.viewOffers}
        </Button>
      </div>
      {notice ? <p className={callout({ tone: "danger" })}>{notice}</p> : null}
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
            isPending={form.isSubmitting || (isUpdating && appliedCode !== "")}
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
      <OpenedOnce isOpen={offersOpen}>
        <LazyOffersDialog
          isOpen={offersOpen}
          onOpenChange={setOffersOpen}
          appliedCode={applied?.code ?? ""}
          onApply={(code) => {
            form.reset({ code });
            void applyCode(code);
          }}
        />
      </OpenedOnce>
    </section>
  );
}
