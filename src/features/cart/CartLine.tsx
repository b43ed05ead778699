import { AppLink } from "../../components/Link";
import type { CartItem, Size } from "../../api/types";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { DesignMockup, useArtworkSources } from "../../components/DesignMockup";
import { Price } from "../../components/Price";
import { Select } from "../../components/Select";
import { CART_PATH, productPath } from "../../lib/paths";
import { LINE_FIELD, LINE_INTENT, QUANTITY_FIELD, REMOVE, SET_QUANTITY } from "./cartForm";
import { lineShortage, quantityOptions, sizeOptions } from "./cartLines";
import * as styles from "./CartLine.css";

export interface CartLineProps {
  line: CartItem;
  onSelect: (selected: boolean) => void;
  onSize: (size: Size) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onMoveToWishlist: () => void;
  /** A change of this line is on its way: its controls wait. */
  isBusy: boolean;
}

/**
 * One cart line: a checkbox (ordered or not), the picture and name linking to the product, colour, the
 * size among the variant's sizes (sold-out ones disabled), quantity 1–5 within the stock, the price with
 * the struck MRP, Remove and Move to Wishlist. A line whose size ran short is flagged and cannot be
 * selected.
 *
 * Remove, and the quantity without JavaScript, also post the line's form to the bag's route action, so they
 * work before the page's code has arrived (docs/decisions/forms-before-hydration.md); hydrated, the form
 * is never sent and the handlers change the line as before.
 */
export function CartLine({
  line,
  onSelect,
  onSize,
  onQuantity,
  onRemove,
  onMoveToWishlist,
  isBusy,
}: CartLineProps) {
  const href = productPath(line.productId, line.variantId);
  const shortage = lineShortage(line);
  const titleId = `cart-line-${line._id}`;
  const sources = useArtworkSources(line.design !== undefined);
  // A saved design on its blank: drawn from its layers; its blank has no product page and its size is
  // the design's (docs/decisions/customiser-design.md#ordering-a-design).
  const design = line.design;
  const formId = `cart-line-form-${line._id}`;
  const quantities = quantityOptions(line);
  return (
    <article className={styles.line} aria-labelledby={titleId} data-unavailable={shortage ? true : undefined}>
      <Checkbox
        className={styles.select}
        isSelected={line.selected}
        isDisabled={isBusy || shortage !== null}
        onChange={onSelect}
        aria-label={`Select ${line.name}, size ${line.size}`}
      />
      <div className={styles.imageBox}>
        {design ? (
          <DesignMockup
            className={styles.image}
            design={design}
            side="front"
            label={`${line.name}, your design, front`}
            sources={sources}
          />
        ) : line.variant.images[0] ? (
          <img className={styles.image} src={line.variant.images[0]} alt="" width={96} height={120} />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {design ? (
            line.name
          ) : (
            <AppLink href={href} className={styles.nameLink}>
              {line.name}
            </AppLink>
          )}
        </h3>
        <p className={styles.colour}>
          {design ? `Your design · Colour: ${line.variant.color}` : `Colour: ${line.variant.color}`}
        </p>
        <div className={styles.pickers}>
          {design ? (
            <p className={styles.colour}>{`Size: ${line.size}`}</p>
          ) : (
            <Select
              label="Size"
              size="compact"
              options={sizeOptions(line)}
              value={line.size}
              onChange={onSize}
              isDisabled={isBusy}
            />
          )}
          <Select
            label="Qty"
            size="compact"
            options={quantities}
            value={line.quantity}
            onChange={onQuantity}
            isDisabled={isBusy}
          />
          {/* Without JavaScript the list above cannot open: a plain one and a button to send it. */}
          <noscript>
            <select
              form={formId}
              name={QUANTITY_FIELD}
              defaultValue={line.quantity}
              aria-label={`Qty of ${line.name}, size ${line.size}`}
            >
              {quantities.map((option) => (
                <option key={option.id} value={option.id} disabled={option.isDisabled}>
                  {option.label}
                </option>
              ))}
            </select>
            <button type="submit" form={formId} name={LINE_INTENT} value={SET_QUANTITY}>
              Update
            </button>
          </noscript>
        </div>
        <div className={styles.priceRow}>
          <Price finalPrice={line.price} originalPrice={line.mrp} size="sm" />
          {line.quantity > 1 ? <span className={styles.each}>each</span> : null}
        </div>
        {shortage ? (
          <p className={styles.shortage}>
            <Badge tone="danger">{shortage.badge}</Badge>
            <span>{shortage.text}</span>
          </p>
        ) : null}
        <form
          id={formId}
          method="post"
          action={CART_PATH}
          hidden
          data-native-submit
          onSubmit={(event) => event.preventDefault()}
        >
          <input type="hidden" name={LINE_FIELD} value={line._id} />
        </form>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            type="submit"
            form={formId}
            name={LINE_INTENT}
            value={REMOVE}
            onPress={onRemove}
            isDisabled={isBusy}
          >
            Remove
          </Button>
          <Button size="sm" variant="ghost" onPress={onMoveToWishlist} isDisabled={isBusy}>
            Move to Wishlist
          </Button>
        </div>
      </div>
    </article>
  );
}
