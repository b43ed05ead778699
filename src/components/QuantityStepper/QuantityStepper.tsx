import { type KeyboardEvent, useEffect, useState } from "react";
import { Button, Group, Input, Label, TextField } from "react-aria-components";
import * as styles from "./QuantityStepper.css";

export interface QuantityStepperProps {
  label?: string;
  /** The input's name in a form (sent as typed before the page's code has arrived). */
  name?: string;
  value: number;
  onChange: (value: number) => void;
  minValue?: number;
  maxValue: number;
  isDisabled?: boolean;
  className?: string;
}

/** The whole number a shopper typed, or null when there is none (empty, or no digit at all). */
function typedNumber(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** Keys that move the number, as a spin button's do: by one, or to either end. */
const STEP_KEYS: Record<string, (value: number, min: number, max: number) => number> = {
  ArrowUp: (value) => value + 1,
  ArrowDown: (value) => value - 1,
  PageUp: (value) => value + 1,
  PageDown: (value) => value - 1,
  Home: (_value, min) => min,
  End: (_value, _min, max) => max,
};

/**
 * A whole-number stepper: − and + buttons around the number, which can also be typed (kept on leaving
 * the field or on Enter, brought back within minValue..maxValue) or moved with the arrow keys, Page Up /
 * Down, Home and End. Built from react-aria's TextField and Buttons rather than its NumberField, which
 * formats through Intl.NumberFormat: the page's first Intl call loads the browser's locale data, ~35 ms
 * of main thread on the bench machine (~180 ms on Lighthouse's throttled phone) in the product page's
 * hydration, to show the numbers 1 to 5.
 */
export function QuantityStepper({
  label = "Quantity",
  name,
  value,
  onChange,
  minValue = 1,
  maxValue,
  isDisabled,
  className,
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  // A value changed from outside (a smaller maximum, a reset) shows at once.
  useEffect(() => setText(String(value)), [value]);

  const clamp = (next: number) => Math.min(maxValue, Math.max(minValue, next));
  const set = (next: number) => {
    const kept = clamp(next);
    setText(String(kept));
    if (kept !== value) onChange(kept);
  };
  const commitTyped = () => set(typedNumber(text) ?? value);

  const onKeyDown = (event: KeyboardEvent) => {
    // Kept, not sent: inside a form, Enter would also press its first button (Add to Cart).
    if (event.key === "Enter") {
      event.preventDefault();
      return commitTyped();
    }
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    set(step(typedNumber(text) ?? value, minValue, maxValue));
  };

  return (
    <TextField
      className={[styles.field, className].filter(Boolean).join(" ")}
      name={name}
      value={text}
      onChange={(typed) => setText(typed.replace(/\D/g, ""))}
      onBlur={commitTyped}
      onKeyDown={onKeyDown}
      isDisabled={isDisabled}
      inputMode="numeric"
      autoComplete="off"
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group} isDisabled={isDisabled}>
        <Button
          className={styles.button}
          // As a spin button's: the field's arrow keys step, so Tab goes past the buttons.
          excludeFromTabOrder
          preventFocusOnPress
          aria-label={`Decrease ${label}`}
          isDisabled={isDisabled || value <= minValue}
          onPress={() => set(value - 1)}
        >
          −
        </Button>
        <Input className={styles.input} />
        <Button
          className={styles.button}
          excludeFromTabOrder
          preventFocusOnPress
          aria-label={`Increase ${label}`}
          isDisabled={isDisabled || value >= maxValue}
          onPress={() => set(value + 1)}
        >
          +
        </Button>
      </Group>
    </TextField>
  );
}
