import type { LineDesign } from "../../api/types";
import { DesignMockup, useArtworkSources } from "../../components/DesignMockup";
import { formatRupees } from "../../lib/money";
import * as styles from "./Checkout.css";

/** One bought line, as a quote or an order names it. */
export interface OrderLineView {
  key: string;
  name: string;
  color: string;
  image: string;
  size: string;
  quantity: number;
  /** What the line costs (before a coupon). */
  amount: number;
  /** Why the line cannot be ordered as it is (its size sold out or is short), if so. */
  problem?: string;
  /** The saved design the line prints, drawn on its blank instead of the picture. */
  design?: LineDesign;
}

/** The lines of an order or a quote: image, name, colour, size, quantity and amount. */
export function OrderLines({ lines, label }: { lines: readonly OrderLineView[]; label: string }) {
  const sources = useArtworkSources(lines.some((line) => line.design));
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className={styles.line}>
          {line.design ? (
            <DesignMockup
              className={styles.lineImage}
              design={line.design}
              side="front"
              label={`${line.name}, your design, front`}
              sources={sources}
            />
          ) : (
            <img className={styles.lineImage} src={line.image} alt="" width={64} height={80} loading="lazy" />
          )}
          <div className={styles.lineText}>
            <p className={styles.lineName}>{line.name}</p>
            <p className={styles.lineMeta}>{`${line.color} · Size ${line.size} · Qty ${line.quantity}`}</p>
            {line.problem ? <p className={styles.lineProblem}>{line.problem}</p> : null}
          </div>
          <p className={styles.lineAmount}>{formatRupees(line.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
