import type { FormApi, TextFieldName } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { ChoiceGroup } from "./ChoiceGroup";
import { REASON_MAX_LENGTH } from "./reasons";

interface ReasonFieldsProps<K extends string, V extends { reason: K | ""; words: string }> {
  form: FormApi<V>;
  /** The question, e.g. "Why are you cancelling?". */
  label: string;
  choices: readonly { id: K; label: string }[];
  /** How tall the box for the shopper's own words is. */
  rows: number;
}

/** Why a shopper cancels or returns: one reason from a few, and words of their own if they like. */
export function ReasonFields<K extends string, V extends { reason: K | ""; words: string }>({
  form,
  label,
  choices,
  rows,
}: ReasonFieldsProps<K, V>) {
  return (
    <>
      <ChoiceGroup
        label={label}
        choices={choices}
        value={form.values.reason}
        onChange={(reason) => form.setValue("reason", reason as V["reason"])}
        errorMessage={form.errors.reason}
        isDisabled={form.isSubmitting}
      />
      <TextField
        label="Anything to add? (optional)"
        multiline
        rows={rows}
        maxLength={REASON_MAX_LENGTH}
        // `words` is a string field of every form this serves (V's bound says so); TypeScript cannot see that
        // through the generic V.
        {...form.field("words" as TextFieldName<V>)}
      />
    </>
  );
}
