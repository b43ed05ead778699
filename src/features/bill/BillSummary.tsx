import type { Quote } from "../../api/types";
import { Disclosure } from "../../components/Disclosure";
import { formatRupees, formatRupeesPaise } from "../../lib/money";
import { billMessages as m, gstSplitText, itemCountText } from "./billMessages";
import * as styles from "./BillSummary.css";

export interface BillSummaryProps {
  /** The server's quote; while it is missing the summary shows its skeleton (same rows, same height). */
  quote: Quote | undefined;
  /** A newer quote is on its way: the figures shown are dimmed and the region is marked busy. */
  isUpdating?: boolean;
  /** The heading's id, for a section that names itself by it. */
  headingId?: string;
  /** The last row's words: 'Total to pay' before paying; an order's page says what was charged. */
  totalLabel?: string;
}

function Row({ label, value, tone }: { label: string; value: string; tone?: "saving" | "total" }) {
  return (
    <div className={styles.row({ tone })}>
      <dt>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}

/** Rows every bill has, shown with a placeholder value while the first quote loads. */
const SKELETON_ROWS = [m.totalMrp, m.discountOnMrp, m.shipping, m.gstIncluded] as const;

/**
 * The bill of the cart or checkout, every figure from the server's quote (nothing is added up here): Total
 * MRP, Discount on MRP, Coupon discount, Gift wrap, Shipping ('Free' when 0), COD fee when paying on
 * delivery, the GST contained in the total (per rate behind a disclosure), and the Total to pay, under
 * 'MRP incl. of all taxes'.
 */
export function BillSummary({
  quote,
  isUpdating = false,
  headingId = "bill-title",
  totalLabel = m.total,
}: BillSummaryProps) {
  const busy = !quote || isUpdating;
  return (
    <section className={styles.bill} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={styles.title}>
        {quote ? `${m.title} (${itemCountText(quote.itemCount)})` : m.title}
      </h2>
      {quote ? (
        <dl className={styles.rows} data-updating={isUpdating || undefined}>
          <Row label={m.totalMrp} value={formatRupees(quote.totalMrp)} />
          {quote.discountOnMrp > 0 ? (
            <Row label={m.discountOnMrp} value={`-${formatRupees(quote.discountOnMrp)}`} tone="saving" />
          ) : null}
          {quote.couponDiscount > 0 ? (
            <Row
              label={quote.coupon ? `${m.couponDiscount} (${quote.coupon.code})` : m.couponDiscount}
              value={`-${formatRupees(quote.couponDiscount)}`}
              tone="saving"
            />
          ) : null}
          {quote.giftWrap > 0 ? <Row label={m.giftWrap} value={formatRupees(quote.giftWrap)} /> : null}
          <Row label={m.shipping} value={quote.shipping === 0 ? m.free : formatRupees(quote.shipping)} />
          {quote.paymentMode === "COD" ? (
            <Row label={m.codFee} value={quote.codFee === 0 ? m.free : formatRupees(quote.codFee)} />
          ) : null}
          <div className={styles.row({})}>
            <dt>
              <Disclosure title={m.gstIncluded}>
                <ul className={styles.rates} aria-label="GST by rate">
                  {quote.gst.rates.map((r) => (
                    <li key={r.rate}>
                      {`${r.rate}% on ${formatRupeesPaise(r.taxable)}: ${formatRupeesPaise(r.tax)}`}
                    </li>
                  ))}
                  <li>{gstSplitText[quote.gst.split]}</li>
                </ul>
              </Disclosure>
            </dt>
            <dd className={styles.value}>{formatRupeesPaise(quote.gst.total)}</dd>
          </div>
          <Row label={totalLabel} value={formatRupees(quote.total)} tone="total" />
        </dl>
      ) : (
        <dl className={styles.rows} aria-label={m.loading}>
          {SKELETON_ROWS.map((label) => (
            <div key={label} className={styles.row({})}>
              <dt>{label}</dt>
              <dd className={styles.value}>
                <span className={styles.placeholder} />
              </dd>
            </div>
          ))}
          <div className={styles.row({ tone: "total" })}>
            <dt>{m.total}</dt>
            <dd className={styles.value}>
              <span className={styles.placeholder} />
            </dd>
          </div>
        </dl>
      )}
      <p className={styles.taxNote}>{m.taxNote}</p>
    </section>
  );
}
