import { useEffect, useId, useState } from "react";
import { Button } from "../../components/Button";
import { PurchaseTerms } from "../../components/PurchaseTerms";
import { checkoutPurchaseTerms } from "../../lib/purchaseTerms";
import { FormError, FormRefusal, useForm } from "../../components/Form";
import { quoteRequest } from "../bill";
import { checkoutBody } from "./checkoutBody";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { PaymentMode } from "./checkoutTypes";
import { OrderSummary } from "./OrderSummary";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { PaymentSecurity } from "./PaymentSecurity";
import { ShippingForm } from "./ShippingForm";
import { type ShippingValues, validateShipping } from "./shippingForm";
import { type CheckoutLines, useCheckoutQuote } from "./useCheckoutQuote";
import { usePincodeCheck } from "./usePincodeCheck";
import { usePlaceOrder } from "./usePlaceOrder";
import { type CouponChoice, useUrlGiftWrap } from "./useUrlChoices";
import * as styles from "./Checkout.css";

interface CheckoutFormProps {
  lines: CheckoutLines;
  initialValues: ShippingValues;
  /** The bag's coupon (the cart's checkout) or the URL's (Buy Now). */
  coupon: CouponChoice;
}

/** Back from the gateway with the browser's Back button: the page comes from its cache, ready again. */
function useOnPageRestored(restored: () => void) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [restored]);
}

/** How the checkout offers to pay at first (the shopper may choose cash on delivery); its route loader
 * quotes the first bill for it. */
export const INITIAL_PAYMENT_MODE: PaymentMode = "online";

/**
 * The checkout itself: the shipping form, the order summary (the server's quote, the coupon), the payment
 * method and Place Order. The button reads 'Delivery Not Available' (disabled) when we do not deliver to
 * the pincode, and 'Processing Your Order...' (disabled) while the order is being placed.
 */
export function CheckoutForm({ lines, initialValues, coupon }: CheckoutFormProps) {
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(INITIAL_PAYMENT_MODE);
  const [giftWrap, setGiftWrap] = useUrlGiftWrap();
  const couponCode = coupon.code;
  const [quoteChanged, setQuoteChanged] = useState(false);
  const shippingTitle = useId();
  const summaryTitle = useId();

  const form = useForm<ShippingValues>({
    initialValues,
    validate: validateShipping,
    invalidMessage: messages.fixErrors,
    fallbackMessage: messages.paymentFailed,
    onSubmit: async (values) => {
      if (check.serviceability === "unserviceable") throw new FormRefusal(messages.notDeliverable);
      if (check.serviceability !== "serviceable") throw new FormRefusal(messages.enterServiceable);
      if (!quote) throw new FormRefusal(messages.quoteFailed);
      if (!quote.orderable) throw new FormRefusal(messages.notOrderable);
      setQuoteChanged(false);
      await order.place(paymentMode, checkoutBody(values, lines, quote, giftWrap));
    },
  });
  const check = usePincodeCheck(form);
  const quoteQuery = useCheckoutQuote(
    quoteRequest({ lines, couponCode, giftWrap, paymentMode, pincode: check.checkedPincode }),
  );
  const quote = quoteQuery.quote;
  const order = usePlaceOrder({
    onQuoteChanged: (fresh) => {
      quoteQuery.replace(fresh);
      setQuoteChanged(true);
    },
  });
  useOnPageRestored(order.stopRedirecting);

  // Cash on delivery stops being offered (another pincode, a larger total): back to paying online.
  const codWithdrawn = paymentMode === "COD" && quote?.cod.available === false;
  useEffect(() => {
    if (codWithdrawn) setPaymentMode("online");
  }, [codWithdrawn]);

  const working = form.isSubmitting || order.isRedirecting;
  const unserviceable = check.serviceability === "unserviceable";
  const label = working
    ? messages.processing
    : unserviceable
      ? messages.deliveryNotAvailable
      : messages.placeOrder;

  return (
    <div className={styles.layout}>
      <section className={styles.box} aria-labelledby={shippingTitle}>
        <h2 id={shippingTitle} className={styles.sectionTitle}>
          Shipping address
        </h2>
        <ShippingForm form={form} check={check} className={styles.form} />
      </section>
      <section className={styles.box} aria-labelledby={summaryTitle}>
        <h2 id={summaryTitle} className={styles.sectionTitle}>
          Order summary
        </h2>
        <OrderSummary
          quote={quote}
          isUpdating={quoteQuery.isFetching}
          isError={quoteQuery.isError}
          onRetry={quoteQuery.refetch}
          coupon={coupon}
          giftWrap={giftWrap}
          onGiftWrapChange={setGiftWrap}
        />
        {quoteChanged ? (
          <p className={styles.notice} role="status">
            {messages.quoteChanged}
          </p>
        ) : null}
        <PaymentMethodChoice
          value={paymentMode}
          onChange={setPaymentMode}
          cod={quote?.cod}
          isDisabled={working}
        />
        <PaymentSecurity />
        <PurchaseTerms title={messages.termsTitle} terms={checkoutPurchaseTerms()} />
        <FormError form={form} />
        <Button
          size="lg"
          fullWidth
          onPress={() => form.handleSubmit()}
          isDisabled={working || unserviceable || !quote || quoteQuery.isFetching}
        >
          {label}
        </Button>
      </section>
    </div>
  );
}
