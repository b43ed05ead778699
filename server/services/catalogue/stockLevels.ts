// What the staff table calls low stock (docs/decisions/staff-catalogue.md#the-staff-product-table): a
// product still in stock with some size down to this many pieces or fewer, so it is restocked before that
// size sells out. The contract's `stock=low` and the row's `lowStock` say the same number.
export const LOW_STOCK = 5;

/** A product's stock as the table shows it, from its product_stock row (migration 0040). */
export const isLowStock = (leastStock: number | null) => leastStock !== null && leastStock <= LOW_STOCK;
