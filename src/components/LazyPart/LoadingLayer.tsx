import { textStyle } from "../../design/text.css";
import { Spinner } from "../Spinner";
import * as styles from "./LoadingLayer.css";

/**
 * What an overlay shows while its code is fetched on first opening (see `lazyPart`): the spinner, and
 * its label written out (screen readers hear it once, as the spinner's name).
 */
export function LoadingLayer({ label }: { label: string }) {
  return (
    <div className={styles.layer}>
      <div className={styles.card}>
        <Spinner label={label} size="lg" />
        <p className={textStyle({ tone: "muted" })} aria-hidden="true">{`${label}…`}</p>
      </div>
    </div>
  );
}
