// A guest's design kept through sign-in: saving, adding to the wishlist or bag, or ordering needs an
// account, so the document is put in sessionStorage before /login?redirect=/customized and taken back
// when the shopper returns signed in. A guest's uploaded pictures go with it (their sizes decide how
// sharply they print, their addresses draw them): signing in made them the account's on the server
// (docs/decisions/customiser-design.md#a-guests-pictures), so the design saves with them. Read back only
// when it has the document's shape.
import type { DesignUpload } from "../../api/types";
import { uploadLayers } from "../../lib/design/designLayers";
import type { DesignDocument } from "./designReducer";

const KEY = "rangrez.customiser.design";
const UPLOADS_KEY = "rangrez.customiser.uploads";

export const CUSTOMISER_PATH = "/customized";

/** /login, coming back to the customiser. */
export const signInHref = (returnTo = CUSTOMISER_PATH) => `/login?redirect=${encodeURIComponent(returnTo)}`;

/** The design and the uploads its layers place, as they come back from sign-in. */
export interface KeptDesign {
  document: DesignDocument;
  uploads: DesignUpload[];
}

const placedUploads = (document: DesignDocument) =>
  new Set(uploadLayers(document.sides).map((layer) => layer.uploadId));

export function keepDesign(document: DesignDocument, uploads: Iterable<DesignUpload> = []): void {
  const placed = placedUploads(document);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(document));
    window.sessionStorage.setItem(UPLOADS_KEY, JSON.stringify([...uploads].filter((u) => placed.has(u._id))));
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

function isUpload(value: unknown): value is DesignUpload {
  if (!value || typeof value !== "object") return false;
  const u = value as Partial<DesignUpload>;
  return (
    typeof u._id === "string" &&
    typeof u.url === "string" &&
    // A path on this shop, never another site's address.
    u.url.startsWith("/") &&
    !u.url.startsWith("//") &&
    typeof u.width === "number" &&
    typeof u.height === "number"
  );
}

function takeItem(key: string): unknown {
  const raw = window.sessionStorage.getItem(key);
  if (raw === null) return null;
  window.sessionStorage.removeItem(key);
  return JSON.parse(raw);
}

/** The kept design and its uploads, once: they are removed as they are read. */
export function takeKeptDesign(): KeptDesign | null {
  try {
    const uploads = takeItem(UPLOADS_KEY);
    const document = takeItem(KEY);
    if (!isDocument(document)) return null;
    return { document, uploads: Array.isArray(uploads) ? uploads.filter(isUpload) : [] };
  } catch {
    return null;
  }
}
