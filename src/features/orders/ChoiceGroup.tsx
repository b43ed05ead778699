import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import * as styles from "./Dialogs.css";

interface ChoiceGroupProps<K extends string> {
  label: string;
  choices: readonly { id: K; label: string }[];
  value: K | "";
  onChange: (value: K) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * One answer from a few (react-aria `RadioGroup`: arrow keys move between them, the group is named by its
 * label and says what is wrong with it): a reason, where a refund goes.
 */
export function ChoiceGroup<K extends string>({
  label,
  choices,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: ChoiceGroupProps<K>) {
  return (
    <RadioGroup
      className={styles.group}
      value={value || null}
      onChange={(next) => onChange(next as K)}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.options}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className={styles.radio}>
            <span className={styles.radioDot} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
