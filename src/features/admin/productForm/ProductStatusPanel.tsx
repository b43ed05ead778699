import type { ProductStatus } from "../../../api/types";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { STATUS_LOOKS } from "../products/staffProductWords";
import * as styles from "./ProductFormScreen.css";
import { productFormWords as words } from "./productFormWords";

interface ProductStatusPanelProps {
  status: ProductStatus;
  isBusy: boolean;
  onChange: (status: ProductStatus) => void;
  /** What the last change did, read out ("Status: Published."). */
  done: string;
}

/**
 * The product's status and the moves from it (POST /admin/products/{id}/status): a draft is published, a
 * published product goes back to the drafts, either is archived (how a product is deleted), and an
 * archived one is restored as a draft.
 */
export function ProductStatusPanel({ status, isBusy, onChange, done }: ProductStatusPanelProps) {
  const look = STATUS_LOOKS[status];
  return (
    <section className={styles.section} aria-labelledby="product-status">
      <h2 id="product-status" className={styles.sectionTitle}>
        {words.status}
      </h2>
      <div className={styles.statusRow}>
        <Badge tone={look.tone}>{look.label}</Badge>
        {status === "draft" ? (
          <Button size="sm" isDisabled={isBusy} onPress={() => onChange("published")}>
            {words.publish}
          </Button>
        ) : null}
        {status === "published" ? (
          <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onChange("draft")}>
            {words.toDraft}
          </Button>
        ) : null}
        {status === "archived" ? (
          <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onChange("draft")}>
            {words.restore}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" isDisabled={isBusy} onPress={() => onChange("archived")}>
            {words.archive}
          </Button>
        )}
      </div>
      <p role="status" className={`${styles.hint} ${styles.message}`}>
        {done}
      </p>
    </section>
  );
}
