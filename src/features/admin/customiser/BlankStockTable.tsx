import { useState } from "react";
import { errorMessage } from "../../../api/errors";
import { LETTER_SIZES } from "../../../api/enums";
import type { StaffBlank, StaffBlankColor } from "../../../api/types";
import { Button } from "../../../components/Button";
import { NumberField } from "../../../components/NumberField";
import { useBlankStockSave } from "./blanksQuery";
import * as styles from "./BlanksScreen.css";
import { blankWords as words } from "./blankWords";

type LetterSize = (typeof LETTER_SIZES)[number];
type Outcome = { saved: true; text: string } | { saved: false; text: string };

/** The counts the contract takes (StaffBlankColor's sizes, BlankStockInput). */
export const MAX_BLANK_STOCK = 100_000;
const WHOLE_NUMBER = { maximumFractionDigits: 0 } as const;

/**
 * One colour: a count per size and its own Save, which sends only the sizes staff changed (a size left
 * alone keeps whatever orders left of it meanwhile), then shows the counts as saved and says so.
 */
function StockRow({ colour }: { colour: StaffBlankColor }) {
  const save = useBlankStockSave();
  const [typed, setTyped] = useState<Partial<Record<LetterSize, number>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loaded = new Map(colour.sizes.map((s) => [s.size, s.stock]));
  const countOf = (size: LetterSize) => typed[size] ?? loaded.get(size) ?? Number.NaN;

  const onSave = async () => {
    setOutcome(null);
    const counts = colour.sizes.map(({ size }) => ({ size, stock: countOf(size) }));
    if (counts.some((c) => !Number.isInteger(c.stock))) {
      setOutcome({ saved: false, text: words.fillEvery(colour.color) });
      return;
    }
    const sizes = counts.filter((c) => c.stock !== loaded.get(c.size));
    if (sizes.length === 0) {
      setOutcome({ saved: true, text: words.rowUnchanged(colour.color) });
      return;
    }
    try {
      const answer = await save.mutateAsync({
        params: { path: { variantId: colour.variantId } },
        body: { sizes },
      });
      setTyped({});
      setOutcome({ saved: true, text: answer.message });
    } catch (error) {
      setOutcome({ saved: false, text: errorMessage(error, words.saveFailed) });
    }
  };

  return (
    <tr>
      <th scope="row" className={styles.colourCell}>
        <span className={styles.colourName}>
          <span className={styles.swatch} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
          {colour.color}
        </span>
      </th>
      {LETTER_SIZES.map((size) => (
        <td key={size} className={styles.countCell}>
          {loaded.has(size) ? (
            <NumberField
              aria-label={words.sizeField(colour.color, size)}
              value={countOf(size)}
              onChange={(stock) => setTyped((all) => ({ ...all, [size]: stock }))}
              minValue={0}
              maxValue={MAX_BLANK_STOCK}
              step={1}
              formatOptions={WHOLE_NUMBER}
              isInvalid={Number.isNaN(countOf(size))}
              isDisabled={save.isPending}
              className={styles.countField}
              inputClassName={styles.countInput}
            />
          ) : (
            <span className={styles.notSold}>{words.notSold}</span>
          )}
        </td>
      ))}
      <td>
        <div className={styles.saveCell}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={words.saveRowLabel(colour.color)}
            isPending={save.isPending}
            pendingLabel={words.savingRow(colour.color)}
            onPress={onSave}
          >
            {words.saveRow}
          </Button>
          <p role="status" className={styles.rowSaved}>
            {outcome?.saved ? outcome.text : ""}
          </p>
          {outcome && !outcome.saved ? (
            <p role="alert" className={styles.rowFailed}>
              {outcome.text}
            </p>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** A garment's colours × sizes, each count a number field; it scrolls sideways on a phone. */
export function BlankStockTable({ blank }: { blank: StaffBlank }) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>{words.stockCaption(blank.type)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.colourCell}>
              {words.colourHeader}
            </th>
            {LETTER_SIZES.map((size) => (
              <th key={size} scope="col" className={styles.sizeHeader}>
                {size}
              </th>
            ))}
            <th scope="col" className={styles.saveHeader}>
              <span className={styles.visuallyHidden}>{words.saveHeader}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {blank.colors.map((colour) => (
            <StockRow key={colour.variantId} colour={colour} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
