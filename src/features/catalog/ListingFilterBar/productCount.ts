/** "1 product", "12 products". */
export function productCountText(total: number): string {
  return `${total} ${total === 1 ? "product" : "products"}`;
}
