import { useState } from "react";
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import type { ProductSummary, Size } from "../../api/types";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { useMoveToCart } from "./useMoveToCart";
import * as styles from "./Wishlist.css";
import { sizesInStock, wishlistMessages } from "./wishlistMessages";

export interface MoveToCartDialogProps {
  /** The product to move; closed when null. */
  product: ProductSummary | null;
  userId: string;
  onClose: () => void;
}

/** Move to Cart asks which size (among the sizes in stock of the card's colour), then moves the product. */
export function MoveToCartDialog({ product, userId, onClose }: MoveToCartDialogProps) {
  const { move, isMoving } = useMoveToCart(userId);
  const [size, setSize] = useState<Size | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    setSize(null);
    setMissing(false);
    onClose();
  };

  const confirm = async () => {
    if (!product) return;
    if (!size) {
      setMissing(true);
      return;
    }
    // Closed either way: the toast says how it went, and the card leaves the page once moved.
    await move(product, size);
    close();
  };

  return (
    <ModalDialog
      isOpen={product !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="sm"
      title="Choose a size"
      isBusy={isMoving}
    >
      {product ? (
        <>
          <p>{product.name}</p>
          <RadioGroup
            className={styles.sizeGroup}
            orientation="horizontal"
            value={size}
            onChange={(value) => {
              setSize(value as Size);
              setMissing(false);
            }}
            isDisabled={isMoving}
            isInvalid={missing}
          >
            <Label className={styles.sizeLabel}>Size</Label>
            <div className={styles.sizeRow}>
              {sizesInStock(product).map((s) => (
                <Radio key={s} value={s} className={styles.size}>
                  {s}
                </Radio>
              ))}
            </div>
            <FieldError className={styles.errorText}>{wishlistMessages.chooseSize}</FieldError>
          </RadioGroup>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close} isDisabled={isMoving}>
              Cancel
            </Button>
            {/* Not `isPending`: its announcement would outlive the dialog, which closes once moved. */}
            <Button onPress={confirm} isDisabled={isMoving}>
              {isMoving ? "Moving…" : "Move to Cart"}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
