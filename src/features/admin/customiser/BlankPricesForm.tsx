import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../api/errors";
import type { StaffBlank } from "../../../api/types";
import { Button } from "../../../components/Button";
import { NumberField } from "../../../components/NumberField";
import { useBlankPricingSave } from "./blanksQuery";
import * as styles from "./BlanksScreen.css";
import { blankWords as words } from "./blankWords";

type Outcome = { saved: boolean; text: string };

/** Whole rupees in the shop's locale: "₹1,299". */
const RUPEES = {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
} as const;
/** The prices the contract takes (CustomiserPricingInput). */
const MAX_PRICE = 100_000;

/** A garment's two prices and Save prices (Enter in either field saves too). */
export function BlankPricesForm({ blank }: { blank: StaffBlank }) {
  const save = useBlankPricingSave(blank.type);
  const [typed, setTyped] = useState<{ blank?: number; perSide?: number }>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const blankPrice = typed.blank ?? blank.pricing.blank;
  const perSide = typed.perSide ?? blank.pricing.perSide;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!Number.isInteger(blankPrice) || !Number.isInteger(perSide)) {
      setOutcome({ saved: false, text: words.pricesNotNumbers });
      return;
    }
    if (blankPrice === blank.pricing.blank && perSide === blank.pricing.perSide) {
      setOutcome({ saved: true, text: words.pricesUnchanged });
      return;
    }
    try {
      const answer = await save.mutateAsync({
        params: { path: { type: blank.type } },
        body: { blank: blankPrice, perSide },
      });
      setTyped({});
      setOutcome({ saved: true, text: answer.message });
    } catch (error) {
      setOutcome({ saved: false, text: errorMessage(error, words.saveFailed) });
    }
  };

  return (
    <form className={styles.prices} aria-label={words.pricesTitle(blank.type)} onSubmit={onSubmit}>
      <div className={styles.priceFields}>
        <NumberField
          label={words.blankPrice}
          value={blankPrice}
          onChange={(value) => setTyped((all) => ({ ...all, blank: value }))}
          minValue={1}
          maxValue={MAX_PRICE}
          step={1}
          formatOptions={RUPEES}
          isInvalid={Number.isNaN(blankPrice)}
          isDisabled={save.isPending}
        />
        <NumberField
          label={words.perSidePrice}
          value={perSide}
          onChange={(value) => setTyped((all) => ({ ...all, perSide: value }))}
          minValue={0}
          maxValue={MAX_PRICE}
          step={1}
          formatOptions={RUPEES}
          isInvalid={Number.isNaN(perSide)}
          isDisabled={save.isPending}
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.pricesButton}
          isPending={save.isPending}
          pendingLabel={words.savingPrices(blank.type)}
        >
          {words.savePrices}
        </Button>
      </div>
      <p className={styles.hint}>{words.pricesHint}</p>
      <p role="status" className={styles.saved}>
        {outcome?.saved ? outcome.text : ""}
      </p>
      {outcome && !outcome.saved ? (
        <p role="alert" className={styles.failed}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
