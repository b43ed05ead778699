import type { Variant } from "../../api/types";
import { Button } from "../../components/Button";
import { callout } from "../../design/callout.css";
import { useRestockAlert } from "./useRestockAlert";
import * as styles from "./RestockAlerts.css";

export const ALL_SOLD_OUT = "This colour is sold out in every size.";

/**
 * A variant sold out in every size (beyond the original): says so and offers "Notify me" per size
 * (signed-in only, a guest is asked to sign in), showing the server's answer.
 */
export function RestockAlerts({ productId, variant }: { productId: string; variant: Variant }) {
  const alert = useRestockAlert(productId, variant._id);

  return (
    <section className={styles.section} aria-labelledby="sold-out-title">
      <h2 id="sold-out-title" className={styles.title}>
        {ALL_SOLD_OUT}
      </h2>
      <p className={styles.text}>Tell us your size and we will mail you once when it is back.</p>
      <ul className={styles.sizes}>
        {variant.sizes.map(({ size }) => (
          <li key={size} className={styles.size}>
            <span className={styles.sizeName}>{size}</span>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => alert.notify(size)}
              isPending={alert.pendingSize === size}
              aria-label={`Notify me when ${size} is back`}
            >
              Notify me
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={callout({ tone: alert.outcome?.tone ?? "success" })}>
        {alert.outcome?.message ?? ""}
      </p>
    </section>
  );
}
