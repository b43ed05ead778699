// Where a saved design leads: its checkout (the original shop's /checkout/{productId}/{variantId}?type=customized,
// size and quantity 1 in the query so the link works before the page's script) and back into the editor.
import type { Customization } from "../../api/types";
import { GARMENT_LABELS } from "../../lib/design/garmentWords";

type Orderable = Pick<Customization, "_id" | "productId" | "variantId" | "size">;

export function customizedCheckoutHref(design: Orderable): string {
  const query = new URLSearchParams({
    type: "customized",
    size: design.size,
    quantity: "1",
    customizationId: design._id,
  });
  return `/checkout/${encodeURIComponent(design.productId)}/${encodeURIComponent(design.variantId)}?${query}`;
}

export const designEditorHref = (designId: string) => `/customized?design=${encodeURIComponent(designId)}`;

/** "Hoodie" or "T-Shirt", as the customiser's type toggle says it. */
export const garmentName = (type: Customization["type"]) => GARMENT_LABELS[type];
