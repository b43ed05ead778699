import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Product, Size, Variant } from "../../api/types";
import { Button } from "../../components/Button";
import { QuantityStepper } from "../../components/QuantityStepper";
import { checkoutPath } from "../../lib/paths";
import { SizeGuide } from "./SizeGuide";
import { SizePicker } from "./SizePicker";
import { SoldOutSize } from "./SoldOutSize";
import { maxQuantityFor, stockOf } from "./stock";
import { useAddToCart } from "./useAddToCart";
import { SIZE_PARAM } from "./useRestockAlert";
import * as styles from "./PurchasePanel.css";

export const SELECT_SIZE = "Please select a size.";

/**
 * Size, quantity, Add to Cart and Buy Now for one variant. Both need a size ('Please select a size.'), not
 * an account: a guest's Add to Cart fills their bag, and Buy Now goes to the checkout, which has a guest
 * log in or sign up first and brings them back. A sold-out size chosen offers "Notify me" for it in their
 * place. The screen remounts it per variant, so a new colour starts with no size chosen, unless the URL
 * names one of its sizes (a guest back from signing in to ask for an alert).
 */
export function PurchasePanel({ product, variant }: { product: Product; variant: Variant }) {
  const [searchParams] = useSearchParams();
  const [size, setSize] = useState<Size | null>(
    () => variant.sizes.find((entry) => entry.size === searchParams.get(SIZE_PARAM))?.size ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const cart = useAddToCart();
  const navigate = useNavigate();
  const maxQuantity = maxQuantityFor(variant, size);
  const soldOutSize = size !== null && stockOf(variant, size) <= 0 ? size : null;

  const chooseSize = (next: Size) => {
    setSize(next);
    setSizeError(undefined);
    setQuantity((current) => Math.min(current, maxQuantityFor(variant, next)));
  };

  /** The chosen size, or null after saying that one must be chosen. */
  const ready = (): Size | null => {
    if (!size) setSizeError(SELECT_SIZE);
    return size;
  };

  const addToCart = () => {
    const chosen = ready();
    if (chosen) cart.add({ productId: product._id, variantId: variant._id, size: chosen, quantity });
  };
  const buyNow = () => {
    const chosen = ready();
    if (chosen) navigate(checkoutPath(product._id, variant._id, chosen, quantity));
  };

  return (
    <div className={styles.panel}>
      <SizePicker
        variant={variant}
        selected={size}
        onChange={chooseSize}
        errorMessage={sizeError}
        guide={
          <SizeGuide subCategory={product.subCategory} measurements={product.declarations?.measurements} />
        }
      />
      {soldOutSize ? (
        <SoldOutSize key={soldOutSize} productId={product._id} variant={variant} size={soldOutSize} />
      ) : (
        <>
          <QuantityStepper value={quantity} onChange={setQuantity} maxValue={maxQuantity} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              onPress={addToCart}
              isPending={cart.isPending}
              pendingLabel="Adding to cart"
            >
              Add to Cart
            </Button>
            <Button size="lg" fullWidth onPress={buyNow}>
              Buy Now
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
