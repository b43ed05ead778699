// Where a saved design leads back into the editor (its checkout: src/lib/paths.ts designCheckoutPath).
import type { Customization } from "../../api/types";
import { GARMENT_LABELS } from "../../lib/design/garmentWords";

export const designEditorHref = (designId: string) => `/customized?design=${encodeURIComponent(designId)}`;

/** "Hoodie" or "T-Shirt", as the customiser's type toggle says it. */
export const garmentName = (type: Customization["type"]) => GARMENT_LABELS[type];
