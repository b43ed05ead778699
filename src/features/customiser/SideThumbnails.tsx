// Both sides small beside the stage: the side on view marked, the other a button that switches to it.
import type { DesignSides, ShirtImage } from "../../api/types";
import { PlainButton } from "../../components/Pressable";
import type { ArtworkSources } from "../../lib/design/DesignLayersSvg";
import { DESIGN_SIDES, type DesignSide, type GarmentType } from "../../lib/design/printArea";
import type { EditorAction } from "./designReducer";
import { GARMENT_LABELS, SIDE_LABELS } from "../../lib/design/garmentWords";
import { MockupSvg } from "../../components/DesignMockup";
import * as styles from "./SideThumbnails.css";

export interface SideThumbnailsProps {
  type: GarmentType;
  side: DesignSide;
  blank: ShirtImage | undefined;
  sides: DesignSides;
  sources: ArtworkSources;
  dispatch: (action: EditorAction) => void;
}

export function SideThumbnails({ type, side, blank, sides, sources, dispatch }: SideThumbnailsProps) {
  return (
    <div className={styles.row}>
      {DESIGN_SIDES.map((each) => (
        <PlainButton
          key={each}
          className={styles.thumb}
          aria-pressed={each === side}
          onPress={() => dispatch({ kind: "showSide", side: each })}
        >
          <MockupSvg
            type={type}
            side={each}
            blankHref={blank?.[each]}
            layers={sides[each]}
            sources={sources}
            className={styles.svg}
            label={`${GARMENT_LABELS[type]}, ${SIDE_LABELS[each].toLowerCase()}`}
          />
          <span className={styles.caption}>
            {SIDE_LABELS[each]}
            {sides[each].length > 0 ? ` · ${sides[each].length}` : ""}
          </span>
        </PlainButton>
      ))}
    </div>
  );
}
