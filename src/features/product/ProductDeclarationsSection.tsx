import type { Product, ProductDeclarations } from "../../api/types";
import { formatRupees } from "../../lib/money";
import { MAKER_ROLE_LABELS } from "../../lib/productDeclarations";
import { declaredChart } from "./sizeCharts";
import { MEASUREMENTS_ANCHOR } from "./SizeGuide";
import { SizeChartTable } from "./SizeChartTable";
import * as styles from "./ProductDeclarationsSection.css";

/** `tel:` form of a printed number: its digits, with the leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/**
 * What the Legal Metrology (Packaged Commodities) Rules have an online shop show for a garment, on the
 * page itself (docs/decisions/product-declarations.md): who made, marketed or imported it and their
 * address, its country of origin, whom to ask, the MRP inclusive of all taxes, the net quantity, and its
 * sizes' measurements in centimetres. Nothing shows when the product has no complete declarations.
 */
export function ProductDeclarationsSection({ product }: { product: Product }) {
  const declarations: ProductDeclarations | null = product.declarations;
  if (!declarations) return null;
  const chart = declaredChart(product.subCategory, declarations.measurements);
  return (
    <section aria-labelledby="declarations-title" className={styles.section}>
      <h2 id="declarations-title" className={styles.title}>
        Product declarations
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>{MAKER_ROLE_LABELS[declarations.makerRole]}</dt>
          <dd className={styles.value}>
            {declarations.makerName}
            <br />
            {declarations.makerAddress}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Country of origin</dt>
          <dd className={styles.value}>{declarations.countryOfOrigin}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>MRP</dt>
          <dd className={styles.value}>{`${formatRupees(product.price)} (inclusive of all taxes)`}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Net quantity</dt>
          <dd className={styles.value}>1 piece</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Consumer care</dt>
          <dd className={styles.value}>
            <a href={`mailto:${declarations.careEmail}`} className={styles.link}>
              {declarations.careEmail}
            </a>
            <br />
            <a href={telOf(declarations.carePhone)} className={styles.link}>
              {declarations.carePhone}
            </a>
          </dd>
        </div>
      </dl>
      <h3 id={MEASUREMENTS_ANCHOR} className={styles.subtitle}>
        Size measurements
      </h3>
      <SizeChartTable chart={chart} unit="cm" />
    </section>
  );
}
