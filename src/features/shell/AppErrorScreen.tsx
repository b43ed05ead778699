import { ButtonLink } from "../../components/Button";
import { brand } from "../../lib/brand";
import * as styles from "./NotFoundScreen.css";

export interface AppErrorScreenProps {
  /** The status or message of the failure, e.g. "500 Internal Server Error" or an error's message. */
  detail: string;
}

/**
 * The generic screen for an unexpected routing failure (docs/product.md#when-a-call-fails): 'Unexpected
 * Application Error!' with the status or message, and a way home. Rendered by the root error boundary,
 * outside the site shell, so it brings its own main landmark and needs no providers.
 */
export function AppErrorScreen({ detail }: AppErrorScreenProps) {
  return (
    <main className={styles.screen} aria-labelledby="app-error-title">
      <p className={styles.brandMark}>{brand.wordmark}</p>
      <h1 id="app-error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.errorDetail} data-testid="app-error-detail">
        {detail}
      </p>
      <p className={styles.text}>
        Something went wrong on our side while loading this page. Please try again, or head back to the home
        page.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/">Go Home</ButtonLink>
      </div>
    </main>
  );
}
