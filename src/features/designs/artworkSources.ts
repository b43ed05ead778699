// Where a drawn design's pictures come from: graphics by id from the shop's graphics list
// (GET /customized/getGraphic, public and cached), the shopper's uploads from their private address.
// Every read-only drawing of a design (wishlist, share page, cart, orders, staff board) uses these.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import type { ArtworkSources } from "../../lib/design/DesignLayersSvg";

/** Every graphic of every category: a few dozen small rows, asked once and shared by every drawing. */
export function allGraphicsOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/customized/getGraphic", {});
}

/** The private address of an uploaded picture (GET /customized/uploads/{id}). */
export const uploadHref = (uploadId: string) => `/api/v1/customized/uploads/${encodeURIComponent(uploadId)}`;

/**
 * The artwork sources for read-only drawings. `showUploads` false leaves uploaded pictures out (a shared
 * design whose owner keeps them private answers none anyway).
 */
export function useArtworkSources(
  showUploads = true,
): ArtworkSources & { graphicName: (id: string) => string | undefined } {
  const { hooks } = useApi();
  const graphics = useQuery(allGraphicsOptions(hooks));
  return useMemo(() => {
    const byId = new Map((graphics.data?.data ?? []).map((g) => [g._id, g]));
    return {
      graphicHref: (id: string) => byId.get(id)?.path,
      graphicName: (id: string) => byId.get(id)?.name,
      uploadHref: (id: string) => (showUploads ? uploadHref(id) : undefined),
    };
  }, [graphics.data, showUploads]);
}
