import { Label, Radio, RadioGroup } from "react-aria-components";
import type { Variant } from "../../api/types";
import * as styles from "./pickers.css";

export interface ColourPickerProps {
  variants: readonly Variant[];
  selectedId: string;
  onChange: (variantId: string) => void;
}

/** The colour variants as swatches (a radio group: arrow keys move between colours). */
export function ColourPicker({ variants, selectedId, onChange }: ColourPickerProps) {
  const selected = variants.find((variant) => variant._id === selectedId);
  return (
    <RadioGroup className={styles.group} orientation="horizontal" value={selectedId} onChange={onChange}>
      <Label className={styles.label}>
        Colour: <span className={styles.value}>{selected?.color}</span>
      </Label>
      <div className={styles.row}>
        {variants.map((variant) => (
          <Radio key={variant._id} value={variant._id} className={styles.swatch} aria-label={variant.color}>
            <span className={styles.swatchColour} style={{ backgroundColor: variant.colorHex }} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
