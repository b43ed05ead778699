import { TextField, type TextFieldProps } from "./TextField";

export interface PincodeFieldProps extends Omit<TextFieldProps, "label" | "onChange"> {
  /** The digits typed, at most six (anything else is dropped as it is typed). */
  onChange: (pincode: string) => void;
}

/** An Indian pincode: six digits, the numeric keypad on phones, the browser's postal-code autofill. */
export function PincodeField({ onChange, ...props }: PincodeFieldProps) {
  return (
    <TextField
      label="Pincode"
      autoComplete="postal-code"
      inputMode="numeric"
      maxLength={6}
      isRequired
      {...props}
      onChange={(value) => onChange(value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}
