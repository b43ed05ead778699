import { useId } from "react";
import * as styles from "./ProductFormScreen.css";

interface ChoiceFieldProps<K extends string> {
  id: string;
  label: string;
  /** The first option's words; its value is empty (nothing chosen yet). */
  placeholder: string;
  options: readonly { value: K; label: string }[];
  value: K | "";
  onChange: (value: K | "") => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * A native select with the fields' look, its problem tied to it (aria-invalid, aria-describedby): every
 * browser and screen reader makes it usable, and it can say it is invalid, which the shop's Select cannot.
 */
export function ChoiceField<K extends string>({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: ChoiceFieldProps<K>) {
  const errorId = useId();
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.choiceLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        className={[styles.choiceBox, errorMessage ? styles.invalidBox : ""].join(" ")}
        onChange={(event) => onChange(event.target.value as K | "")}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <p id={errorId} className={styles.choiceError}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
