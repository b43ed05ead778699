// The garment's choices: T-Shirt or Hoodie, the side on view, the size and the colour (swatches named
// by their colour). Memoised: a drag on the stage does not draw them again.
import { memo } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { LETTER_SIZES } from "../../api/enums";
import type { CustomiserColor } from "../../api/types";
import type { DesignSide, GarmentType } from "../../lib/design/printArea";
import type { EditorAction, LetterSize } from "./designReducer";
import * as styles from "./controls.css";

export const GARMENT_LABELS: Record<GarmentType, string> = { tshirt: "T-Shirt", hoodie: "Hoodie" };
export const SIDE_LABELS: Record<DesignSide, string> = { front: "Front", back: "Back" };

export interface GarmentControlsProps {
  type: GarmentType;
  side: DesignSide;
  size: LetterSize;
  color: string | null;
  colors: readonly CustomiserColor[];
  dispatch: (action: EditorAction) => void;
  /** 'Please select a product color.' after Save or Order without a colour. */
  colorError: string | null;
}

export const GarmentControls = memo(function GarmentControls({
  type,
  side,
  size,
  color,
  colors,
  dispatch,
  colorError,
}: GarmentControlsProps) {
  return (
    <div className={styles.group}>
      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={type}
        onChange={(value) => dispatch({ kind: "setType", type: value as GarmentType })}
      >
        <Label className={styles.label}>Product type</Label>
        <div className={styles.row}>
          {(["tshirt", "hoodie"] as const).map((value) => (
            <Radio key={value} value={value} className={styles.option}>
              {GARMENT_LABELS[value]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={side}
        onChange={(value) => dispatch({ kind: "showSide", side: value as DesignSide })}
      >
        <Label className={styles.label}>View</Label>
        <div className={styles.row}>
          {(["front", "back"] as const).map((value) => (
            <Radio key={value} value={value} className={styles.option}>
              {SIDE_LABELS[value]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={size}
        onChange={(value) => dispatch({ kind: "setSize", size: value as LetterSize })}
      >
        <Label className={styles.label}>Size</Label>
        <div className={styles.row}>
          {LETTER_SIZES.map((value) => (
            <Radio key={value} value={value} className={styles.sizeOption}>
              {value}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={color}
        isInvalid={Boolean(colorError)}
        onChange={(value) => dispatch({ kind: "setColor", color: value })}
      >
        <Label className={styles.label}>
          Colour: <span className={styles.value}>{color ?? "choose one"}</span>
        </Label>
        <div className={styles.row}>
          {colors.map((swatch) => (
            <Radio key={swatch._id} value={swatch.color} className={styles.swatch} aria-label={swatch.color}>
              <span className={styles.swatchColour} style={{ backgroundColor: swatch.hex }} />
            </Radio>
          ))}
        </div>
        {colorError ? (
          <p className={styles.error} role="alert">
            {colorError}
          </p>
        ) : null}
      </RadioGroup>
    </div>
  );
});
