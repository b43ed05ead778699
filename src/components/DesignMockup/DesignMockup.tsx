// A saved design drawn on its blank garment: the blank's picture (500 × 625) with the design's layers in
// the print area's box on it (src/lib/design/printArea.ts), drawn by the one drawing of a design
// (src/lib/design/DesignLayersSvg.tsx; docs/decisions/customiser-design.md#one-drawing). The bag, the
// checkout, My Orders, the staff board, the wishlist and the share page show a design with it.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../api/ApiProvider";
import { API_BASE } from "../../api/client";
import type { LineDesign } from "../../api/types";
import { type ArtworkSources, DesignLayersSvg } from "../../lib/design/DesignLayersSvg";
import { type DesignSide, MOCKUP, printAreaOnMockup } from "../../lib/design/printArea";
import * as styles from "./DesignMockup.css";

const SIDE_WORDS: Record<DesignSide, string> = { front: "front", back: "back" };

/** Where the layers' pictures come from: the shop's graphics (one list, cached as any catalogue answer)
 * and the shopper's uploads (served to their owner and to staff: GET /customized/uploads/{id}). The
 * graphics are asked for only when a design is drawn (`enabled`). */
export function useArtworkSources(enabled = true): ArtworkSources {
  const { hooks } = useApi();
  const graphics = useQuery({ ...hooks.queryOptions("get", "/customized/getGraphic", {}), enabled });
  return useMemo(() => {
    const byId = new Map((graphics.data?.data ?? []).map((g) => [g._id, g.path]));
    return {
      graphicHref: (graphicId) => byId.get(graphicId),
      uploadHref: (uploadId) => `${API_BASE}/customized/uploads/${encodeURIComponent(uploadId)}`,
    };
  }, [graphics.data]);
}

export interface DesignMockupProps {
  design: LineDesign;
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
  const area = printAreaOnMockup(design.type, side);
  return (
    <svg
      className={className ?? styles.mockup}
      viewBox={`0 0 ${MOCKUP.width} ${MOCKUP.height}`}
      {...size}
      role="img"
      aria-label={label}
    >
      <image href={design.productImages[side]} width={MOCKUP.width} height={MOCKUP.height} />
      {/* Print units to mockup pixels: the print area's box on this blank's picture. */}
      <g transform={`translate(${area.x} ${area.y}) scale(${area.scale})`}>
        <DesignLayersSvg layers={design.sides[side]} sources={sources} />
      </g>
    </svg>
  );
}

/** The sides worth showing: the front always, the back when something is printed on it. */
export const shownSides = (design: LineDesign): DesignSide[] =>
  design.sides.back.length > 0 ? ["front", "back"] : ["front"];

/** The design's front, and its back when printed, side by side. */
export function DesignMockups({ design, name }: { design: LineDesign; name: string }) {
  const sources = useArtworkSources();
  return (
    <ul className={styles.row} aria-label={`${name}, your design`}>
      {shownSides(design).map((side) => (
        <li key={side} className={styles.item}>
          <DesignMockup
            design={design}
            side={side}
            label={`${name}, ${SIDE_WORDS[side]}`}
            sources={sources}
          />
        </li>
      ))}
    </ul>
  );
}
