import * as styles from "./Orders.css";

/** An order's number ("RZ-4821-9063"), kept on one line wherever it is named. */
export function OrderNumber({ number }: { number: string }) {
  return <span className={styles.orderNumber}>{number}</span>;
}
