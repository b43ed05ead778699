// A saved design drawn on its blank garment: the blank's picture (500 × 625) with the design's layers in
// the print area's box on it (src/lib/design/printArea.ts), drawn by the one drawing of a design
// (src/lib/design/DesignLayersSvg.tsx; docs/decisions/customiser-design.md#one-drawing). The bag, the
// checkout, My Orders, the staff board, the wishlist and the share page show a design with it.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../api/ApiProvider";
import { API_BASE } from "../../api/client";
import type { LineDesign } from "../../api/types";
import type { ArtworkSources } from "../../lib/design/DesignLayersSvg";
import type { DesignSide } from "../../lib/design/printArea";
import * as styles from "./DesignMockup.css";
import { MockupSvg } from "./MockupSvg";

/** What a drawing needs of a design: a cart or order line's, a saved one's, a shared one's. */
export type DrawnDesign = Pick<LineDesign, "type" | "productImages" | "sides">;

export interface NamedArtworkSources extends ArtworkSources {
  /** A graphic's name, for words about a layer. */
  graphicName: (graphicId: string) => string | undefined;
}

/** The private address of an uploaded picture (GET /customized/uploads/{id}). */
export const uploadHref = (uploadId: string) =>
  `${API_BASE}/customized/uploads/${encodeURIComponent(uploadId)}`;

/** Where the layers' pictures come from: the shop's graphics (one list, cached as any catalogue answer)
 * and the shopper's uploads (served to their owner, to staff, and through a design shared with them). The
 * graphics are asked for only when a design is drawn (`enabled`). */
export function useArtworkSources(enabled = true): NamedArtworkSources {
  const { hooks } = useApi();
  const graphics = useQuery({ ...hooks.queryOptions("get", "/customized/getGraphic", {}), enabled });
  return useMemo(() => {
    const byId = new Map((graphics.data?.data ?? []).map((g) => [g._id, g]));
    return {
      graphicHref: (graphicId) => byId.get(graphicId)?.path,
      graphicName: (graphicId) => byId.get(graphicId)?.name,
      uploadHref,
    };
  }, [graphics.data]);
}

export interface DesignMockupProps {
  design: DrawnDesign;
  side: DesignSide;
  /** What the picture shows, for screen readers ("Your design, front"). */
  label: string;
  sources: ArtworkSources;
  className?: string;
  /** The picture's size in CSS pixels where its box does not set it (a thumbnail). */
  size?: { width: number; height: number };
}

/** One side of the design on its blank garment. */
export function DesignMockup({ design, side, label, sources, className, size }: DesignMockupProps) {
  return (
    <MockupSvg
      type={design.type}
      side={side}
      blankHref={design.productImages[side]}
      layers={design.sides[side]}
      sources={sources}
      label={label}
      className={className ?? styles.mockup}
      size={size}
    />
  );
}

/** The sides worth showing: the front always, the back when something is printed on it. */
export const shownSides = (design: DrawnDesign): DesignSide[] =>
  design.sides.back.length > 0 ? ["front", "back"] : ["front"];

/** The design's front, and its back when printed, side by side. */
export function DesignMockups({ design, name }: { design: DrawnDesign; name: string }) {
  const sources = useArtworkSources();
  return (
    <ul className={styles.row} aria-label={`${name}, your design`}>
      {shownSides(design).map((side) => (
        <li key={side} className={styles.item}>
          <DesignMockup design={design} side={side} label={`${name}, ${side}`} sources={sources} />
        </li>
      ))}
    </ul>
  );
}
