import { Button, Group, Input, Label, NumberField } from "react-aria-components";
import * as styles from "./QuantityStepper.css";

export interface QuantityStepperProps {
  label?: string;
  value: number;
  onChange: (value: number) => void;
  minValue?: number;
  maxValue: number;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A whole-number stepper (react-aria `NumberField`): − and + buttons around the number, which can also be
 * typed or changed with the arrow keys; it never leaves minValue..maxValue.
 */
export function QuantityStepper({
  label = "Quantity",
  value,
  onChange,
  minValue = 1,
  maxValue,
  isDisabled,
  className,
}: QuantityStepperProps) {
  return (
    <NumberField
      className={[styles.field, className].filter(Boolean).join(" ")}
      value={value}
      onChange={(next) => onChange(Number.isFinite(next) ? next : minValue)}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.button}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.button}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
