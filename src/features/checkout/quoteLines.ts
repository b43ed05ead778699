// The checkout's lines as the server quoted them, in the shape the order lines show.
import type { QuoteLine } from "./checkoutTypes";
import type { OrderLineView } from "./OrderLines";

/** "Out of stock" or "Only 2 left" for a line the stock cannot fill, else undefined. */
export function stockProblem(line: Pick<QuoteLine, "available" | "stock">): string | undefined {
  if (line.available) return undefined;
  return line.stock === 0 ? "Out of stock" : `Only ${line.stock} left`;
}

export function quoteLineViews(lines: readonly QuoteLine[]): OrderLineView[] {
  return lines.map((line) => ({
    key: line.cartLineId ?? `${line.productId}:${line.variantId}:${line.size}`,
    name: line.name,
    color: line.color,
    image: line.image,
    size: line.size,
    quantity: line.quantity,
    amount: line.lineTotal,
    problem: stockProblem(line),
    ...(line.design ? { design: line.design } : {}),
  }));
}
