import { Link } from "../Link";
import { PURCHASE_POLICY_LINK, type PurchaseTerm } from "../../lib/purchaseTerms";
import * as styles from "./PurchaseTerms.css";

export interface PurchaseTermsProps {
  /** The section's heading ("Delivery and returns"). */
  title: string;
  terms: readonly PurchaseTerm[];
}

/**
 * Short lines on delivery, returns, refunds, exchange, cancellation and charges where the shopper decides
 * (the product page, the checkout), with the link to the whole policy
 * (docs/decisions/seller-disclosures.md#before-payment).
 */
export function PurchaseTerms({ title, terms }: PurchaseTermsProps) {
  const titleId = `purchase-terms-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className={styles.terms} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        {terms.map((item) => (
          <div key={item.term} className={styles.item}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.text}>{item.text}</dd>
          </div>
        ))}
      </dl>
      <Link href={PURCHASE_POLICY_LINK.href} className={styles.link}>
        {PURCHASE_POLICY_LINK.label}
      </Link>
    </section>
  );
}
