import type { Product } from "../../api/types";
import * as styles from "./InfoRows.css";

/** The product page's info rows: return policy in days or N/A, COD yes or no, in stock or not. */
export function InfoRows({
  product,
  inStock,
}: {
  product: Pick<Product, "returnPolicy" | "codAvailable">;
  inStock: boolean;
}) {
  const rows: [string, string][] = [
    ["Return policy", product.returnPolicy > 0 ? `${product.returnPolicy} days` : "N/A"],
    ["COD available", product.codAvailable ? "Yes" : "No"],
    ["Availability", inStock ? "In Stock" : "Out of Stock"],
  ];
  return (
    <dl className={styles.rows}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd
            className={styles.value}
            data-tone={term === "Availability" ? (inStock ? "ok" : "out") : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
