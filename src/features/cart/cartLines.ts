// Pure facts about cart lines for the screen (no money: prices are the server's). Unit-tested.
import type { CartItem, Size } from "../../api/types";
import type { SelectOption } from "../../components/Select";

/** Cart quantity options are 1 to 5 (docs/product.md#constants). */
export const MAX_LINE_QUANTITY = 5;

/** The line's sizes for the picker: a sold-out size is shown but cannot be chosen. */
export function sizeOptions(line: CartItem): SelectOption<Size>[] {
  return line.sizes.map(({ size, stock }) => ({
    id: size,
    label: stock > 0 ? size : `${size} (sold out)`,
    textValue: stock > 0 ? size : `${size}, sold out`,
    isDisabled: stock <= 0 && size !== line.size,
  }));
}

/** Quantities 1–5; those above the size's stock are shown but cannot be chosen. */
export function quantityOptions(line: CartItem): SelectOption<number>[] {
  return Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => {
    const quantity = index + 1;
    return {
      id: quantity,
      label: String(quantity),
      isDisabled: quantity > line.variant.stock && quantity !== line.quantity,
    };
  });
}

/** Why a line cannot be ordered as it is (its size sold out or ran short since it was added), or null. */
export function lineShortage(line: CartItem): { badge: string; text: string } | null {
  const { stock } = line.variant;
  if (stock >= line.quantity) return null;
  if (stock <= 0) return { badge: "Out of stock", text: "This size sold out since you added it." };
  return {
    badge: `Only ${stock} left`,
    text: `Only ${stock} left in this size: lower the quantity to order it.`,
  };
}

/** The lines that can be selected (in stock for their quantity). */
export const selectableLines = (lines: readonly CartItem[]) => lines.filter((l) => lineShortage(l) === null);

/** 'x/N ITEMS SELECTED' ('x/1 ITEM SELECTED' for one line). */
export function selectionText(selected: number, total: number): string {
  return `${selected}/${total} ${total === 1 ? "ITEM" : "ITEMS"} SELECTED`;
}
