// A garment's side as the shopper sees it: the blank picture with the side's layers placed in its print
// area. The customiser's stage draws it large with its handles on top, its side thumbnails small, and every
// read-only drawing of a design (DesignMockup) as it is. It declares the print fonts wherever it draws.
import type { ReactNode } from "react";
import type { DesignLayer } from "../../api/types";
import { type ArtworkSources, DesignLayersSvg } from "../../lib/design/DesignLayersSvg";
import { type DesignSide, type GarmentType, MOCKUP, printAreaOnMockup } from "../../lib/design/printArea";
import { PrintFontFaces } from "./PrintFontFaces";

export interface MockupSvgProps {
  type: GarmentType;
  side: DesignSide;
  blankHref: string | undefined;
  layers: readonly DesignLayer[];
  sources: ArtworkSources;
  /** Drawn in print units over the layers (the stage's print area, guides and handles). */
  children?: ReactNode;
  /** Drawn in mockup pixels under the layers (the stage's dashed print area). */
  under?: ReactNode;
  className?: string;
  /** Its size in CSS pixels where its box does not set it (a thumbnail). */
  size?: { width: number; height: number };
  label: string;
  role?: "img" | "group";
}

export function MockupSvg({
  type,
  side,
  blankHref,
  layers,
  sources,
  children,
  under,
  className,
  size,
  label,
  role = "img",
}: MockupSvgProps) {
  const area = printAreaOnMockup(type, side);
  return (
    <>
      {/* Hoisted into the head once by React however many drawings there are. */}
      <PrintFontFaces />
      <svg
        className={className}
        viewBox={`0 0 ${MOCKUP.width} ${MOCKUP.height}`}
        {...size}
        role={role}
        aria-label={label}
        xmlns="http://www.w3.org/2000/svg"
      >
        {blankHref ? <image href={blankHref} width={MOCKUP.width} height={MOCKUP.height} /> : null}
        {under}
        <g data-print-area="" transform={`translate(${area.x} ${area.y}) scale(${area.scale})`}>
          <DesignLayersSvg layers={layers} sources={sources} />
          {children}
        </g>
      </svg>
    </>
  );
}
