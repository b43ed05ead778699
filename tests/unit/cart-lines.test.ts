// The cart screen's pure facts about lines (src/features/cart/cartLines.ts): which sizes and quantities a
// line's pickers offer, when a line is flagged, and the selection header.
import { describe, expect, it } from "vitest";
import { type CartItem, carts } from "../../mocks/fixtures";
import {
  lineShortage,
  quantityOptions,
  selectableLines,
  selectionText,
  sizeOptions,
} from "../../src/features/cart/cartLines";

const [tee] = carts[0].products;

/** The tee in size L with `stock` pieces left of it. */
function withStock(stock: number, quantity = 1): CartItem {
  return { ...tee, quantity, variant: { ...tee.variant, stock } };
}

describe("cart line pickers", () => {
  it("offers every size of the variant, a sold-out one shown but not choosable", () => {
    const options = sizeOptions(tee);
    expect(options.map((o) => o.id)).toEqual(tee.sizes.map((s) => s.size));
    const xl = options.find((o) => o.id === "XL");
    expect(xl).toMatchObject({ isDisabled: true, label: "XL (sold out)", textValue: "XL, sold out" });
    expect(options.find((o) => o.id === "M")).toMatchObject({ isDisabled: false, label: "M" });
  });

  it("keeps the line's own size choosable even when it sold out (it is the current value)", () => {
    const line: CartItem = { ...tee, sizes: tee.sizes.map((s) => ({ ...s, stock: 0 })) };
    expect(sizeOptions(line).find((o) => o.id === tee.size)?.isDisabled).toBe(false);
  });

  it("offers quantities 1 to 5, those above the stock not choosable", () => {
    const options = quantityOptions(withStock(3));
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
    expect(options.filter((o) => o.isDisabled).map((o) => o.id)).toEqual([4, 5]);
    expect(quantityOptions(withStock(26)).some((o) => o.isDisabled)).toBe(false);
  });
});

describe("lines short of stock", () => {
  it("flags a sold-out size and a size with fewer pieces than the quantity, and nothing else", () => {
    expect(lineShortage(withStock(0))).toEqual({
      badge: "Out of stock",
      text: "This size sold out since you added it.",
    });
    expect(lineShortage(withStock(2, 3))?.badge).toBe("Only 2 left");
    expect(lineShortage(withStock(3, 3))).toBeNull();
  });

  it("leaves flagged lines out of the selectable ones", () => {
    const lines = [withStock(5), { ...withStock(0), _id: "sold-out" }];
    expect(selectableLines(lines).map((l) => l._id)).toEqual([tee._id]);
  });
});

describe("the selection header", () => {
  it("reads 'x/N ITEMS SELECTED', singular for one line", () => {
    expect(selectionText(1, 2)).toBe("1/2 ITEMS SELECTED");
    expect(selectionText(1, 1)).toBe("1/1 ITEM SELECTED");
    expect(selectionText(0, 3)).toBe("0/3 ITEMS SELECTED");
  });
});
