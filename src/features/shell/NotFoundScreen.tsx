import { useEffect } from "react";
import { Button, ButtonLink } from "../../components/Button";
import { useGoBack } from "../../hooks/useGoBack";
import * as styles from "./NotFoundScreen.css";

export interface NotFoundScreenProps {
  /** The path that matched nothing; logged for whoever broke the link. */
  path?: string;
}

/** The not-found screen (docs/product.md#routes). */
export function NotFoundScreen({ path }: NotFoundScreenProps) {
  const goBack = useGoBack();
  useEffect(() => {
    if (path) console.warn(`404: no page at ${path}`);
  }, [path]);

  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Oops! Page Not Found
      </h1>
      <p className={styles.text}>
        The page you are looking for may have moved, sold out or never existed. Let's get you back to the good
        stuff.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/">Go Home</ButtonLink>
        <Button variant="secondary" onPress={goBack}>
          Go Back
        </Button>
      </div>
      <p className={styles.fact}>
        Fun fact: "Rangrez" is the old word for a cloth dyer — the people who gave India's textiles their
        colour.
      </p>
    </section>
  );
}
