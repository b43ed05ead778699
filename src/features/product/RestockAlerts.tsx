import { useState } from "react";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import type { Size, Variant } from "../../api/types";
import { Button } from "../../components/Button";
import { callout } from "../../design/callout.css";
import { useLoginGate } from "./useLoginGate";
import * as styles from "./RestockAlerts.css";

export const ALL_SOLD_OUT = "This colour is sold out in every size.";
const RESTOCK_FAILED = "Could not set up the alert. Please try again later.";

interface Outcome {
  tone: "success" | "danger";
  message: string;
}

/**
 * A variant sold out in every size (beyond the original): says so and offers "Notify me" per size
 * (POST /product/{productId}/restock-alerts; signed-in only, a guest gets the login popup), showing the
 * server's answer.
 */
export function RestockAlerts({ productId, variant }: { productId: string; variant: Variant }) {
  const { hooks } = useApi();
  const requireLogin = useLoginGate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = hooks.useMutation("post", "/product/{productId}/restock-alerts", {
    onSuccess: (answer) => setOutcome({ tone: "success", message: answer.message }),
    onError: (error) => setOutcome({ tone: "danger", message: errorMessage(error, RESTOCK_FAILED) }),
  });
  const notify = (size: Size) => {
    if (!requireLogin()) return;
    setOutcome(null);
    mutation.mutate({ params: { path: { productId } }, body: { variantId: variant._id, size } });
  };
  const pendingSize = mutation.isPending ? mutation.variables?.body.size : undefined;

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
              onPress={() => notify(size)}
              isPending={pendingSize === size}
              aria-label={`Notify me when ${size} is back`}
            >
              Notify me
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={callout({ tone: outcome?.tone ?? "success" })}>
        {outcome?.message ?? ""}
      </p>
    </section>
  );
}
