import { useSearchParams } from "react-router";
import { Button } from "../../components/Button";
import { brand } from "../../lib/brand";
import { useGoBack } from "../../hooks/useGoBack";
import * as styles from "./Availability.css";

/** The heading of the availability notice for a `type` value (as in the original shop: by state type
 * store). */
function availabilityTitle(type: string | null): string {
  return type === "store" ? "Store Availability" : "Product Availability";
}

/**
 * The availability notice (/info, `?type=store` for the store): 'Store Availability' or 'Product
 * Availability', available starting January, and a Back button (one step back, or home when that
 * would leave the shop). A page of its own, outside the main layout, so it is its own main landmark.
 */
export function AvailabilityScreen() {
  const [searchParams] = useSearchParams();
  const goBack = useGoBack();
  const isStore = searchParams.get("type") === "store";
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.body}`} aria-labelledby="availability-title">
        <h1 id="availability-title" className={styles.title}>
          {availabilityTitle(searchParams.get("type"))}
        </h1>
        <p className={styles.text}>
          {isStore
            ? `Our store will be available starting ${brand.launch.availabilityMonth}.`
            : `This product will be available starting ${brand.launch.availabilityMonth}.`}
        </p>
        <Button onPress={goBack}>Back</Button>
      </section>
    </main>
  );
}
