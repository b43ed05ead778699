// Where a saved design leads: its checkout (src/lib/paths.ts designCheckoutPath: the design, its size and
// quantity 1 in the query, so the link works before the page's script) and back into the editor.
import type { Customization } from "../../api/types";
import { GARMENT_LABELS } from "../../lib/design/garmentWords";
import { designCheckoutPath } from "../../lib/paths";

type Orderable = Pick<Customization, "_id" | "productId" | "variantId" | "size">;

export const customizedCheckoutHref = (design: Orderable): string => designCheckoutPath(design, design._id);

export const designEditorHref = (designId: string) => `/customized?design=${encodeURIComponent(designId)}`;

/** "Hoodie" or "T-Shirt", as the customiser's type toggle says it. */
export const garmentName = (type: Customization["type"]) => GARMENT_LABELS[type];
