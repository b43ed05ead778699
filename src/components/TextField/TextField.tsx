import type { ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  type ValidationResult,
} from "react-aria-components";
import { fieldBox, fieldLabel } from "../../design/field.css";
import * as styles from "./TextField.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children"> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid` or a failed `validate`/native constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Render a multi-line `<textarea>` instead of an `<input>`. */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/** A labelled text input (react-aria `TextField`): label, optional help text, and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={[styles.field, className].filter(Boolean).join(" ")}>
      <Label className={fieldLabel}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={fieldBox} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
