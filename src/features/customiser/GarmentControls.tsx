// The garment's choices: T-Shirt or Hoodie, the side on view, the size and the colour (swatches named
// by their colour). Memoised: a drag on the stage does not draw them again.
import { memo } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { LETTER_SIZES } from "../../api/enums";
import type { CustomiserColor } from "../../api/types";
import { GARMENT_LABELS, SIDE_LABELS } from "../../lib/design/garmentWords";
import type { DesignSide, GarmentType } from "../../lib/design/printArea";
import type { EditorAction, LetterSize } from "./designReducer";
import * as styles from "./controls.css";

/** One row of choices (type, view, size): a labelled radio group of text options. */
function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  optionClassName,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  optionClassName: string;
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup
      className={styles.field}
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as T)}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.row}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={optionClassName}>
            {option.text}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

const TYPE_OPTIONS = (["tshirt", "hoodie"] as const).map((value) => ({ value, text: GARMENT_LABELS[value] }));
const SIDE_OPTIONS = (["front", "back"] as const).map((value) => ({ value, text: SIDE_LABELS[value] }));
const SIZE_OPTIONS = LETTER_SIZES.map((value) => ({ value, text: value }));

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
      <ChoiceGroup
        label="Product type"
        value={type}
        options={TYPE_OPTIONS}
        optionClassName={styles.option}
        onChange={(next: GarmentType) => dispatch({ kind: "setType", type: next })}
      />
      <ChoiceGroup
        label="View"
        value={side}
        options={SIDE_OPTIONS}
        optionClassName={styles.option}
        onChange={(next: DesignSide) => dispatch({ kind: "showSide", side: next })}
      />
      <ChoiceGroup
        label="Size"
        value={size}
        options={SIZE_OPTIONS}
        optionClassName={styles.sizeOption}
        onChange={(next: LetterSize) => dispatch({ kind: "setSize", size: next })}
      />
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
