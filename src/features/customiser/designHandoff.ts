// A guest's design kept through sign-in: saving, adding to the wishlist or bag, or uploading needs an
// account, so the document is put in sessionStorage before /login?redirect=/customized and taken back
// when the shopper returns signed in. Read back only when it has the document's shape.
import type { DesignDocument } from "./designReducer";

const KEY = "rangrez.customiser.design";

export const CUSTOMISER_PATH = "/customized";

/** /login, coming back to the customiser. */
export const signInHref = (returnTo = CUSTOMISER_PATH) => `/login?redirect=${encodeURIComponent(returnTo)}`;

export function keepDesign(document: DesignDocument): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(document));
  } catch {
    // Storage full or refused (private mode): the shopper signs in and starts again.
  }
}

function isDocument(value: unknown): value is DesignDocument {
  if (!value || typeof value !== "object") return false;
  const d = value as Partial<DesignDocument>;
  return (
    (d.type === "hoodie" || d.type === "tshirt") &&
    (d.color === null || typeof d.color === "string") &&
    typeof d.size === "string" &&
    Array.isArray(d.sides?.front) &&
    Array.isArray(d.sides?.back)
  );
}

/** The kept design, once: it is removed as it is read. */
export function takeKeptDesign(): DesignDocument | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    return isDocument(value) ? value : null;
  } catch {
    return null;
  }
}
