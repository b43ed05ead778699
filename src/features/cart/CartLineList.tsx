import { memo, useRef } from "react";
import { useNavigate } from "react-router";
import type { CartItem, Size } from "../../api/types";
import { Checkbox } from "../../components/Checkbox";
import { CART_PATH } from "../../lib/paths";
import { useSession } from "../../session/session";
import { wishlistLoginHref } from "../wishlist";
import { CartLine } from "./CartLine";
import { cartFailureText, cartMessages, cartToast } from "../bag";
import { selectableLines, selectionText } from "./cartLines";
import * as styles from "./CartScreen.css";
import {
  linePath,
  useMoveCartLineToWishlist,
  useRemoveCartLine,
  useSetCartSelection,
  useUpdateCartLine,
} from "./useCartLines";

/**
 * The bag's lines under 'x/N ITEMS SELECTED' (a select-all box for the lines that can be ordered), each
 * changed on the server: selection, size, quantity, remove, move to the wishlist; the cart's toasts say
 * how a change went. When a line leaves, focus goes to the heading. Rendered again only when the lines
 * (or a change to one) do: the bill's answers, the coupon and gift wrap beside it leave them as they are.
 * A wishlist is an account's: a guest's Move to Wishlist goes to log in by the wishlist's own hand-off,
 * which saves the product once they are signed in and brings them back to the bag (the line stays in it).
 */
export const CartLineList = memo(function CartLineList({ lines }: { lines: readonly CartItem[] }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const move = useMoveCartLineToWishlist();
  const selection = useSetCartSelection();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user } = useSession();
  const navigate = useNavigate();

  const selectedCount = lines.filter((l) => l.selected).length;
  const selectable = selectableLines(lines);
  const allSelected = selectable.length > 0 && selectable.every((l) => l.selected);
  const busyLine = [update, remove, move]
    .filter((m) => m.isPending)
    .map((m) => m.variables?.params.path.lineId);

  const change = (line: CartItem, body: { size?: Size; quantity?: number; selected?: boolean }) =>
    update.mutate(
      { ...linePath(line._id), body },
      { onError: (error) => cartToast.error(cartFailureText(error, cartMessages.updateFailed)) },
    );

  const removeLine = (line: CartItem) =>
    remove.mutate(linePath(line._id), {
      onSuccess: () => {
        cartToast.success(cartMessages.removed);
        headingRef.current?.focus();
      },
      onError: (error) => cartToast.error(cartFailureText(error, cartMessages.removeFailed)),
    });

  const moveLine = (line: CartItem) => {
    if (!user) {
      navigate(wishlistLoginHref(CART_PATH, line.productId));
      return;
    }
    move.mutate(linePath(line._id), {
      onSuccess: () => {
        cartToast.success(cartMessages.moved);
        headingRef.current?.focus();
      },
      onError: (error) => cartToast.error(cartFailureText(error, cartMessages.moveFailed)),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="cart-lines-title">
      <div className={styles.linesHeader}>
        <h2 id="cart-lines-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          My Bag
        </h2>
        <Checkbox
          isSelected={allSelected}
          isIndeterminate={selectedCount > 0 && !allSelected}
          isDisabled={selectable.length === 0 || selection.isPending}
          onChange={(selected) =>
            selection.mutate(
              { body: { selected } },
              { onError: (error) => cartToast.error(cartFailureText(error, cartMessages.updateFailed)) },
            )
          }
        >
          <span className={styles.selectionText}>{selectionText(selectedCount, lines.length)}</span>
        </Checkbox>
      </div>
      <ul className={styles.lines} aria-label="Items in your bag">
        {lines.map((line) => (
          <li key={line._id}>
            <CartLine
              line={line}
              isBusy={selection.isPending || busyLine.includes(line._id)}
              onSelect={(selected) => change(line, { selected })}
              onSize={(size) => change(line, { size })}
              onQuantity={(quantity) => change(line, { quantity })}
              onRemove={() => removeLine(line)}
              onMoveToWishlist={() => moveLine(line)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
