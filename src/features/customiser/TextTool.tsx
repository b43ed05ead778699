// Your own words: a line of text, its font (the shipped print fonts), colour and alignment. With a text
// layer selected it edits that layer, otherwise it adds a new one. A new line's width is its natural width
// in the font, measured in the browser (docs/decisions/customiser-design.md#text).
import { customiserMessages as messages } from "./customiserMessages";
import { memo, useEffect, useId, useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import type { DesignFontId, DesignLayer } from "../../api/types";
import { Button } from "../../components/Button";
import { Select } from "../../components/Select";
import { TextField } from "../../components/TextField";
import { DESIGN_FONTS } from "../../lib/design/fonts";
import type { TextStyle } from "./newLayers";
import { contrastingInk, DEFAULT_INK } from "./textInk";
import * as controls from "./controls.css";
import * as styles from "./TextTool.css";

type TextLayer = Extract<DesignLayer, { kind: "text" }>;

/** The selected text layer's words and style: not its box, so a drag does not draw the tool again. */
export type EditedText = Pick<TextLayer, "id" | "text" | "font" | "color" | "align">;

/** The contract's rule for a line: 1–40 printable Latin characters, not only spaces. */
const PRINTABLE_LINE = /^[ -~]*[!-~][ -~]*$/;

const DEFAULT_STYLE: TextStyle = { font: "anton", color: DEFAULT_INK, align: "center" };

export interface TextToolProps {
  /** The selected text layer, which the tool then edits. */
  editing: EditedText | null;
  /** The garment's colour, for the words' colour until the shopper picks one. */
  garmentHex: string | undefined;
  canAdd: boolean;
  onAdd: (text: string, style: TextStyle) => void;
  onUpdate: (layerId: string, text: string, style: TextStyle) => void;
}

export const TextTool = memo(function TextTool({
  editing,
  garmentHex,
  canAdd,
  onAdd,
  onUpdate,
}: TextToolProps) {
  const colourId = useId();
  const [text, setText] = useState("");
  const [chosen, setStyle] = useState<TextStyle>(DEFAULT_STYLE);
  const [inkChosen, setInkChosen] = useState(false);
  const style = inkChosen ? chosen : { ...chosen, color: contrastingInk(garmentHex) };
  const [invalid, setInvalid] = useState(false);
  const editingId = editing?.id ?? null;

  // Choosing a text layer brings its words into the tool; choosing none leaves the last ones to add again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly chosen layer resets the fields
  useEffect(() => {
    if (!editing) return;
    setText(editing.text);
    setStyle({ font: editing.font, color: editing.color, align: editing.align });
    setInkChosen(true);
    setInvalid(false);
  }, [editingId]);

  const submit = () => {
    const line = text.trim();
    if (!PRINTABLE_LINE.test(line) || line.length > 40) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (editing) onUpdate(editing.id, line, style);
    else onAdd(line, style);
  };

  return (
    <section className={controls.section} aria-labelledby="customiser-text-title">
      <h2 id="customiser-text-title" className={controls.sectionTitle}>
        {editing ? "Edit your words" : "Add text"}
      </h2>
      <TextField
        label="Your words"
        value={text}
        onChange={(value) => {
          setText(value);
          if (invalid) setInvalid(false);
        }}
        maxLength={40}
        isInvalid={invalid}
        errorMessage={messages.textRule}
        description="One line, up to 40 characters."
      />
      <Select<DesignFontId>
        label="Font"
        options={DESIGN_FONTS.map((font) => ({ id: font.id, label: font.label }))}
        value={style.font}
        onChange={(font) => setStyle((now) => ({ ...now, font }))}
      />
      <div className={styles.row}>
        <div className={controls.field}>
          <label htmlFor={colourId} className={controls.label}>
            Text colour
          </label>
          <input
            id={colourId}
            type="color"
            className={styles.colour}
            value={style.color}
            onChange={(event) => {
              const color = event.target.value;
              setInkChosen(true);
              setStyle((now) => ({ ...now, color }));
            }}
          />
        </div>
        <RadioGroup
          className={controls.field}
          orientation="horizontal"
          value={style.align}
          onChange={(align) => setStyle((now) => ({ ...now, align: align as TextStyle["align"] }))}
        >
          <Label className={controls.label}>Alignment</Label>
          <div className={controls.row}>
            {(["left", "center", "right"] as const).map((align) => (
              <Radio key={align} value={align} className={controls.sizeOption}>
                {align === "left" ? "Left" : align === "center" ? "Centre" : "Right"}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
      <div>
        <Button variant="secondary" onPress={submit} isDisabled={!editing && !canAdd}>
          {editing ? "Update text" : "Add text"}
        </Button>
      </div>
    </section>
  );
});
