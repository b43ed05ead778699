/**
 * The price a product sells at: price − price × discount / 100, rounded down to whole rupees (the shop's
 * add-product rule). The server computes the price it charges with this; the staff form shows it as
 * price or discount change.
 */
export const finalPriceOf = (price: number, discount: number) => Math.floor(price - (price * discount) / 100);
