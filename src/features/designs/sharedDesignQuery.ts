// GET /customized/shared/{id}: a design its owner shares, for the share page /customized/d/{id}.
import { API_BASE, type ApiQueryClient } from "../../api/client";

export function sharedDesignOptions(hooks: ApiQueryClient, designId: string) {
  return hooks.queryOptions("get", "/customized/shared/{id}", { params: { path: { id: designId } } });
}

/** Where "Make it yours" leads: the editor, starting from a copy of the shared design. */
export const copyInEditorHref = (designId: string) => `/customized?from=${encodeURIComponent(designId)}`;

/** The shared design's link-preview picture (GET /customized/shared/{id}/card), for its Open Graph tags. */
export const sharedDesignCardPath = (designId: string) =>
  `${API_BASE}/customized/shared/${encodeURIComponent(designId)}/card`;
