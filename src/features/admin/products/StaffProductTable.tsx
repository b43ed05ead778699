import type { StaffProductRow } from "../../../api/types";
import { Badge } from "../../../components/Badge";
import { Link } from "../../../components/Link";
import { formatRupees } from "../../../lib/money";
import {
  CATEGORY_LABELS,
  STATUS_LOOKS,
  SUB_CATEGORY_LABELS,
  staffProductMessages as words,
} from "./staffProductWords";
import * as styles from "./StaffProductsScreen.css";
import { formatIndiaDate } from "../../../lib/indiaTime";

/** Where a product's staff page is (the product editor). */
export const staffProductHref = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

function StockCell({ product }: { product: StaffProductRow }) {
  return (
    <div className={styles.badges}>
      <span>{product.totalStock.toLocaleString("en-IN")}</span>
      {product.totalStock === 0 ? (
        <Badge tone="danger">{words.soldOut}</Badge>
      ) : product.lowStock ? (
        <Badge tone="warning">{words.low}</Badge>
      ) : null}
    </div>
  );
}

/**
 * The catalogue as a table: the card picture, the name (a link to the product's staff page) with its
 * colours, the kind, the selling price (the MRP struck through when discounted), the pieces in stock with a
 * Sold out or Low badge, the status and the day it last changed. A semantic table: screen readers name
 * each cell by its column, and the box scrolls sideways on a phone.
 */
export function StaffProductTable({ products }: { products: readonly StaffProductRow[] }) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} aria-label="Products">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col" className={styles.numeric}>
              Price
            </th>
            <th scope="col" className={styles.numeric}>
              Stock
            </th>
            <th scope="col">Status</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const status = STATUS_LOOKS[product.status];
            return (
              <tr key={product._id}>
                <td>
                  <div className={styles.productCell}>
                    {product.picture ? (
                      <img
                        src={product.picture}
                        alt=""
                        width={48}
                        height={60}
                        loading="lazy"
                        className={styles.thumb}
                      />
                    ) : (
                      <span className={styles.noThumb}>{words.noPicture}</span>
                    )}
                    <div className={styles.nameBlock}>
                      <Link href={staffProductHref(product._id)} variant="standalone">
                        {product.name}
                      </Link>
                      <span className={styles.muted}>
                        {product.colors === 1 ? "1 colour" : `${product.colors} colours`}
                      </span>
                    </div>
                  </div>
                </td>
                <td>
                  <div className={styles.nameBlock}>
                    <span className={styles.nowrap}>{SUB_CATEGORY_LABELS[product.subCategory]}</span>
                    <span className={styles.muted}>{CATEGORY_LABELS[product.category]}</span>
                  </div>
                </td>
                <td className={styles.numeric}>
                  {formatRupees(product.finalPrice)}
                  {product.price > product.finalPrice ? (
                    <span className={styles.struck}>
                      <span className={styles.visuallyHidden}>MRP </span>
                      <s>{formatRupees(product.price)}</s>
                    </span>
                  ) : null}
                </td>
                <td className={styles.numeric}>
                  <StockCell product={product} />
                </td>
                <td>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className={styles.nowrap}>
                  <time dateTime={product.updatedAt}>{formatIndiaDate(product.updatedAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
