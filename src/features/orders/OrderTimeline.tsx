import { visuallyHidden } from "../../design/utils.css";
import { orderTimeline } from "./orderTimeline";
import type { Order } from "./orderTypes";
import * as styles from "./Detail.css";
import { formatIndiaDateTime } from "../../lib/indiaTime";

/**
 * The order's status timeline: each thing that happened (in words, with its date and time, the courier
 * and tracking number once shipped), then the steps still ahead, marked as upcoming.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { done, upcoming } = orderTimeline(order);
  return (
    <ol className={styles.timeline} aria-label="Order timeline">
      {done.map((entry) => (
        <li key={`${entry.kind}-${entry.at}`} className={styles.step}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.stepText}>
            <p className={styles.stepLabel}>{entry.label}</p>
            {entry.at ? (
              <time className={styles.muted} dateTime={entry.at}>
                {formatIndiaDateTime(entry.at)}
              </time>
            ) : null}
            {entry.note ? <p className={styles.muted}>{entry.note}</p> : null}
          </div>
        </li>
      ))}
      {upcoming.map((entry) => (
        <li key={entry.kind} className={styles.step} data-upcoming>
          <span className={styles.dotUpcoming} aria-hidden="true" />
          <div className={styles.stepText}>
            <p className={styles.stepLabelUpcoming}>
              <span className={visuallyHidden}>Upcoming: </span>
              {entry.label}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
