import * as styles from "./CartScreen.css";

const STEPS = ["MY BAG", "ADDRESS", "PAYMENT"] as const;

/** The steps of buying: MY BAG → ADDRESS → PAYMENT, the bag being the current one. */
export function CartSteps({ current = "MY BAG" }: { current?: (typeof STEPS)[number] }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step} aria-current={step === current ? "step" : undefined}>
            {index > 0 ? (
              <span className={styles.stepArrow} aria-hidden="true">
                →
              </span>
            ) : null}
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
