// A garment's side as the shopper sees it: the blank picture with the side's layers placed in its print
// area. The stage draws it large with its handles on top; the side thumbnails draw it small.
import type { ReactNode } from "react";
import type { DesignLayer } from "../../api/types";
import { type ArtworkSources, DesignLayersSvg } from "../../lib/design/DesignLayersSvg";
import { type DesignSide, type GarmentType, MOCKUP, printAreaOnMockup } from "../../lib/design/printArea";

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
  label,
  role = "img",
}: MockupSvgProps) {
  const area = printAreaOnMockup(type, side);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${MOCKUP.width} ${MOCKUP.height}`}
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
  );
}
