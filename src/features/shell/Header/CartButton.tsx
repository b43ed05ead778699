import { AppLink } from "../../../components/Link";
import { CART_PATH } from "../../../lib/paths";
import { cartBadgeText, useCartCount } from "../../bag";
import { BagIcon } from "../icons";
import * as styles from "./Header.css";

/** The header's cart button: to /cart, with the count of the bag's products (99+ above 99), a guest's too. */
export function CartButton() {
  const count = useCartCount();
  const badge = cartBadgeText(count);
  const label = badge ? `Cart, ${badge} ${count === 1 ? "item" : "items"}` : "Cart";
  return (
    <AppLink href={CART_PATH} className={styles.iconButton} aria-label={label}>
      <BagIcon />
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      ) : null}
    </AppLink>
  );
}
