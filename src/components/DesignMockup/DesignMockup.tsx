// A design drawn on its blank garment: the blank's picture for the side with the side's layers over the
// print area, in the same SVG the editor and the print renderer draw (docs/decisions/customiser-design.md#one-drawing).
// Used read-only by the wishlist's saved designs, the share page, the cart, orders and the staff board.
import "../../design/printFonts.css";
import type { DesignSides } from "../../api/types";
import { type ArtworkSources, DesignLayersSvg } from "../../lib/design/DesignLayersSvg";
import { type DesignSide, type GarmentType, MOCKUP, PRINT_AREA, printAreaOnMockup } from "../../lib/design/printArea";
import * as styles from "./DesignMockup.css";

export interface DesignMockupProps {
  type: GarmentType;
  side: DesignSide;
  /** The blank garment's pictures for the design's colour. */
  productImages: { front: string; back: string };
  sides: DesignSides;
  sources: ArtworkSources;
  /** What the picture shows, for screen readers ("Front of your Black hoodie design"). */
  label: string;
}

export function DesignMockup({ type, side, productImages, sides, sources, label }: DesignMockupProps) {
  const area = printAreaOnMockup(type, side);
  return (
    <svg className={styles.mockup} viewBox={`0 0 ${MOCKUP.width} ${MOCKUP.height}`} role="img" aria-label={label}>
      <image href={productImages[side]} width={MOCKUP.width} height={MOCKUP.height} />
      <svg
        x={area.x}
        y={area.y}
        width={area.width}
        height={area.height}
        viewBox={`0 0 ${PRINT_AREA.width} ${PRINT_AREA.height}`}
        overflow="hidden"
      >
        <DesignLayersSvg layers={sides[side]} sources={sources} />
      </svg>
    </svg>
  );
}
