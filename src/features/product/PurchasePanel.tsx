import { type FormEvent, useState } from "react";
import { Form, useActionData, useNavigate, useSearchParams } from "react-router";
import type { Product, Size, Variant } from "../../api/types";
import { Button } from "../../components/Button";
import { QuantityStepper } from "../../components/QuantityStepper";
import { callout } from "../../design/callout.css";
import { checkoutPath, productPath } from "../../lib/paths";
import { SizeGuide } from "./SizeGuide";
import { SizePicker } from "./SizePicker";
import { SoldOutSize } from "./SoldOutSize";
import { maxQuantityFor, stockOf } from "./stock";
import {
  ADD_TO_CART,
  ADDED_PARAM,
  ADDED_TO_BAG,
  BUY_NOW,
  INTENT,
  type PurchaseRefusal,
  QUANTITY_FIELD,
  SIZE_FIELD,
} from "./purchaseForm";
import { useAddToCart } from "./useAddToCart";
import { SIZE_PARAM } from "./useRestockAlert";
import * as styles from "./PurchasePanel.css";

export const SELECT_SIZE = "Please select a size.";

/**
 * Size, quantity, Add to Cart and Buy Now for one variant. Both need a size ('Please select a size.'), not
 * an account: a guest's Add to Cart fills their bag, and Buy Now goes to the checkout, which has a guest
 * log in or sign up first and brings them back. A sold-out size chosen offers "Notify me" for it in their
 * place. The screen remounts it per variant, so a new colour starts with no size chosen, unless the URL
 * names one of its sizes (a guest back from signing in to ask for an alert, or a size just added).
 *
 * It is a real form, posted to the page's route action while the page's code has not arrived (or without
 * JavaScript): the size radios, the quantity's input and the pressed button go with it, and the page
 * comes back saying "Added to your bag" (the header counting the new line) or why nothing was added
 * (docs/decisions/forms-before-hydration.md). Hydrated, the form is handled here and never posted.
 */
export function PurchasePanel({ product, variant }: { product: Product; variant: Variant }) {
  const [searchParams] = useSearchParams();
  const [size, setSize] = useState<Size | null>(
    () =>
      variant.sizes.find(
        (entry) => entry.size === (searchParams.get(SIZE_PARAM) ?? searchParams.get(ADDED_PARAM)),
      )?.size ?? null,
  );
  // What the route's action said, when the form was posted before the page's code arrived.
  const refused = useActionData() as PurchaseRefusal | undefined;
  const added = searchParams.has(ADDED_PARAM);
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState<string | undefined>(refused?.sizeError);
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

  // The pressed button says which: Add to Cart or Buy Now (a form sent again after hydration names it too).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    if (pressed instanceof HTMLButtonElement && pressed.value === BUY_NOW) buyNow();
    else addToCart();
  };

  return (
    <Form
      method="post"
      action={productPath(product._id, variant._id)}
      className={styles.panel}
      onSubmit={submit}
      data-native-submit
    >
      <SizePicker
        name={SIZE_FIELD}
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
          <QuantityStepper
            name={QUANTITY_FIELD}
            value={quantity}
            onChange={setQuantity}
            maxValue={maxQuantity}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              type="submit"
              name={INTENT}
              value={ADD_TO_CART}
              isPending={cart.isPending}
              pendingLabel="Adding to cart"
            >
              Add to Cart
            </Button>
            <Button size="lg" fullWidth type="submit" name={INTENT} value={BUY_NOW}>
              Buy Now
            </Button>
          </div>
          {refused?.error ? (
            <p className={callout({ tone: "danger" })} role="alert">
              {refused.error}
            </p>
          ) : added ? (
            <p className={callout({ tone: "success" })} role="status">
              {ADDED_TO_BAG}
            </p>
          ) : null}
        </>
      )}
    </Form>
  );
}
