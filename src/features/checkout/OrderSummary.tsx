import { Button } from "../../components/Button";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { BillSummary, CouponEntry, GiftWrapOption } from "../bill";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { Quote } from "./checkoutTypes";
import { designOrderWords } from "../../lib/design/designOrderWords";
import { OrderLines } from "./OrderLines";
import { quoteLineViews } from "./quoteLines";
import type { CouponChoice } from "./useUrlChoices";
import * as styles from "./Checkout.css";

interface OrderSummaryProps {
  quote: Quote | undefined;
  /** A newer quote is on its way (the one shown is the previous one). */
  isUpdating: boolean;
  /** The quote could not be had (and none is shown). */
  isError: boolean;
  onRetry: () => void;
  coupon: CouponChoice;
  giftWrap: boolean;
  onGiftWrapChange: (giftWrap: boolean) => void;
}

/** "Estimated delivery by Fri, 27 Nov" for a quote delivered to a known pincode. */
function deliveryText(quote: Quote): string | null {
  const date = quote.delivery?.serviceable ? quote.delivery.estimatedDelivery : undefined;
  const shown = date ? formatDeliveryDate(date) : null;
  return shown ? `Estimated delivery by ${shown}` : null;
}

/**
 * What is being bought and what it costs, all from the server's quote: the lines (a line short of stock
 * flagged), the delivery estimate, gift wrap (its price in view), the coupon entry and the bill (GST
 * contained, total).
 */
export function OrderSummary({
  quote,
  isUpdating,
  isError,
  onRetry,
  coupon,
  giftWrap,
  onGiftWrapChange,
}: OrderSummaryProps) {
  if (!quote && isError) {
    return (
      <div className={styles.summaryProblem} role="alert">
        <p>{messages.quoteFailed}</p>
        <Button variant="secondary" onPress={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  const delivery = quote ? deliveryText(quote) : null;
  return (
    <div className={styles.summary}>
      {quote ? <OrderLines lines={quoteLineViews(quote.lines)} label="Items in this order" /> : null}
      {quote?.lines.some((line) => line.design) ? (
        <p className={styles.notice}>{designOrderWords.returnPolicy}</p>
      ) : null}
      {quote && !quote.orderable && quote.lines.length > 0 ? (
        <p className={styles.notice} role="alert">
          {messages.notOrderable}
        </p>
      ) : null}
      {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
      <GiftWrapOption isSelected={giftWrap} onChange={onGiftWrapChange} fee={quote?.giftWrapFee} />
      <CouponEntry
        appliedCode={coupon.code}
        quote={quote}
        isUpdating={isUpdating || coupon.isChanging}
        onApply={coupon.apply}
        onRemove={coupon.remove}
        notice={coupon.notice}
      />
      <BillSummary quote={quote} isUpdating={isUpdating} headingId="checkout-bill-title" />
    </div>
  );
}
