import type { StaffProduct } from "../../../api/types";
import { indiaTimeInWords } from "../scheduleTimes";
import * as styles from "./ProductFormScreen.css";
import { HISTORY_ACTIONS, productFormWords as words } from "./productFormWords";

/** Who changed the product, when (India time) and what, newest first (the audit log's last 50 rows). */
export function ProductHistory({ history }: { history: StaffProduct["history"] }) {
  return (
    <section className={styles.section} aria-labelledby="product-history">
      <h2 id="product-history" className={styles.sectionTitle}>
        {words.history}
      </h2>
      {history.length === 0 ? (
        <p className={styles.hint}>{words.noHistory}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry) => (
            <li key={`${entry.at} ${entry.action} ${entry.actorName}`} className={styles.historyItem}>
              <p className={styles.historyWhat}>
                {HISTORY_ACTIONS[entry.action] ?? entry.action}
                {entry.fields.length > 0 ? `: ${words.historyFields(entry.fields)}` : ""}
              </p>
              <p className={styles.historyMeta}>
                {entry.actorName} · <time dateTime={entry.at}>{indiaTimeInWords(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
