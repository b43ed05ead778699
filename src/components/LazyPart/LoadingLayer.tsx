import { Spinner } from "../Spinner";
import * as styles from "./LoadingLayer.css";

/** What an overlay shows while its code is fetched on first opening (see `lazyPart`). */
export function LoadingLayer({ label }: { label: string }) {
  return (
    <div className={styles.layer}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
