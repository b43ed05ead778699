import { ButtonLink } from "../../components/Button";
import * as styles from "./NotFoundScreen.css";

/** The generic screen for an unexpected routing failure (storefront spec, section 8). */
export function AppErrorScreen({ detail }: { detail: string }) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.text}>{detail}</p>
      <ButtonLink href="/">Go Home</ButtonLink>
    </main>
  );
}
