import { Link } from "../../components/Link";
import { brand } from "../../lib/brand";
import { checkoutMessages as messages } from "./checkoutMessages";
import * as styles from "./Checkout.css";

const gateway = brand.paymentGateway;

/** The lines, word for word (stories and tests read them). */
export const paymentSecurityLines = {
  hosted: `Online payments (UPI, cards, net banking) are made on ${gateway.name}'s secure payment page. Your card details go to ${gateway.name} alone: we never see or store them.`,
  cod: "Cash on delivery: pay the courier when the parcel arrives.",
  problem: `A problem with a payment, or a charge you do not recognise: write to ${brand.careEmail} or to`,
  supportLink: `${gateway.name} support`,
  chargeBack:
    "You can also ask your bank or card issuer to reverse a charge (a charge-back); we answer it with your order's records, and money taken without an order is refunded in full.",
} as const;

/**
 * How the checkout takes payment and how safe it is, the gateway's contact and what to do about a wrong
 * charge (Consumer Protection (E-Commerce) Rules, 2020, Rule 7(1)(c);
 * docs/decisions/seller-disclosures.md#before-payment). The shop has no card fields: the gateway's page
 * takes them (docs/decisions/seller-disclosures.md#card-data).
 */
export function PaymentSecurity() {
  return (
    <section className={styles.terms} aria-labelledby="payment-security-title">
      <h2 id="payment-security-title" className={styles.termsTitle}>
        {messages.paymentTitle}
      </h2>
      <p className={styles.termsText}>{paymentSecurityLines.hosted}</p>
      <p className={styles.termsText}>{paymentSecurityLines.cod}</p>
      <p className={styles.termsText}>
        {`${paymentSecurityLines.problem} `}
        <Link
          href={gateway.supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${paymentSecurityLines.supportLink} (opens in a new tab)`}
        >
          {paymentSecurityLines.supportLink}
        </Link>
        .
      </p>
      <p className={styles.termsText}>{paymentSecurityLines.chargeBack}</p>
    </section>
  );
}
