import { Label, Radio, RadioGroup } from "react-aria-components";
import type { PaymentMode, Quote } from "./checkoutTypes";
import * as styles from "./Checkout.css";

interface PaymentMethodChoiceProps {
  value: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  /** The quote's word on cash on delivery; while there is none, COD waits for it. */
  cod: Quote["cod"] | undefined;
  isDisabled: boolean;
}

/**
 * Online (the default) or Cash on Delivery. COD is offered only when the server's quote says so (every
 * line allows it, the pincode takes it, the total is within the limit); otherwise it is shown disabled
 * with the quote's reason.
 */
export function PaymentMethodChoice({ value, onChange, cod, isDisabled }: PaymentMethodChoiceProps) {
  const codOffered = cod?.available === true;
  return (
    <RadioGroup
      className={styles.paymentGroup}
      value={value}
      onChange={(mode) => onChange(mode as PaymentMode)}
      isDisabled={isDisabled}
    >
      <Label className={styles.sectionTitle}>Payment method</Label>
      <Radio value="online" className={styles.paymentOption}>
        <span className={styles.radioDot} aria-hidden="true" />
        <span>
          <span className={styles.optionTitle}>Pay Online</span>
          <span className={styles.optionText}>UPI, cards or net banking on the secure payment page</span>
        </span>
      </Radio>
      <Radio value="COD" className={styles.paymentOption} isDisabled={!codOffered}>
        <span className={styles.radioDot} aria-hidden="true" />
        <span>
          <span className={styles.optionTitle}>Cash on Delivery</span>
          <span className={styles.optionText}>Pay in cash when the parcel arrives</span>
          {/* Why not, inside the option, so it is read with it. */}
          {cod && !codOffered && cod.reason ? <span className={styles.codReason}>{cod.reason}</span> : null}
        </span>
      </Radio>
    </RadioGroup>
  );
}
