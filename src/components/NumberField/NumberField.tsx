import type { ReactNode } from "react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  type ValidationResult,
} from "react-aria-components";
import { fieldBox, fieldLabel } from "../../design/field.css";
import * as styles from "./NumberField.css";

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, "className" | "children"> {
  /** The visible label. Left out in a table, whose headers say what the field is: give `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid` or a failed `validate`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  className?: string;
  /** Narrows the box (a table cell's count) without changing its look. */
  inputClassName?: string;
}

/**
 * A labelled number input (react-aria `NumberField`): typed, or moved with the arrow keys, Page Up / Down,
 * Home and End; kept within minValue..maxValue and formatted in the shop's locale when it is left. For
 * staff screens: it formats with Intl.NumberFormat, whose locale data is too dear for a shopper's page
 * (QuantityStepper says why).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  inputClassName,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={[styles.field, className].filter(Boolean).join(" ")}>
      {label ? <Label className={fieldLabel}>{label}</Label> : null}
      <Input className={[fieldBox, styles.input, inputClassName].filter(Boolean).join(" ")} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
