import type { Size, Variant } from "../../api/types";
import { Button } from "../../components/Button";
import { callout } from "../../design/callout.css";
import { useRestockAlert } from "./useRestockAlert";
import * as styles from "./RestockAlerts.css";

export const sizeSoldOutText = (size: Size) => `Size ${size} is sold out in this colour.`;
export const SIZE_NOTIFY_HINT = "We can mail you once when it is back in stock.";

/**
 * In place of Add to Cart and Buy Now while a sold-out size is chosen: says so and offers "Notify me" for
 * that size (a guest is asked to sign in and comes back with the size chosen). Once the server has the
 * alert, its answer stays and the button goes. The panel remounts per size, so another size starts afresh.
 */
export function SoldOutSize({
  productId,
  variant,
  size,
}: {
  productId: string;
  variant: Variant;
  size: Size;
}) {
  const alert = useRestockAlert(productId, variant._id);
  const isSet = alert.outcome?.tone === "success";
  return (
    <section className={styles.section} aria-labelledby="size-sold-out-title">
      <h2 id="size-sold-out-title" className={styles.title}>
        {sizeSoldOutText(size)}
      </h2>
      <p className={styles.text}>{SIZE_NOTIFY_HINT}</p>
      {isSet ? null : (
        <Button
          size="lg"
          fullWidth
          onPress={() => alert.notify(size)}
          isPending={alert.pendingSize === size}
          pendingLabel="Setting up the alert"
          aria-label={`Notify me when ${size} is back`}
        >
          Notify me
        </Button>
      )}
      <p role="status" className={callout({ tone: alert.outcome?.tone ?? "success" })}>
        {alert.outcome?.message ?? ""}
      </p>
    </section>
  );
}
