import {
  Button as AriaButton,
  Select as AriaSelect,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { fieldLabel } from "../../design/field.css";
import * as styles from "./Select.css";

export interface SelectOption<K extends string | number> {
  id: K;
  label: string;
  /** Shown but not choosable (a sold-out size, a quantity above the stock). */
  isDisabled?: boolean;
  /** Read instead of `label` (e.g. "XL, sold out"). */
  textValue?: string;
}

export interface SelectProps<K extends string | number> {
  label: string;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
  /** `compact`: a small box for a line of a list (the cart's size and quantity). */
  size?: "md" | "compact";
  className?: string;
}

/**
 * One value from a short list (react-aria `Select`): a field-shaped button that opens a list box; arrow
 * keys, type-ahead and Enter work, disabled options are skipped. Calls `onChange` only for a new value.
 */
export function Select<K extends string | number>({
  label,
  options,
  value,
  onChange,
  isDisabled,
  size = "md",
  className,
}: SelectProps<K>) {
  return (
    <AriaSelect
      className={[styles.select({ size }), className].filter(Boolean).join(" ")}
      selectedKey={value}
      isDisabled={isDisabled}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      onSelectionChange={(key) => {
        if (key !== null && key !== value) onChange(key as K);
      }}
    >
      <Label className={fieldLabel}>{label}</Label>
      <AriaButton className={styles.button({ size })}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} textValue={o.textValue ?? o.label} className={styles.option}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
