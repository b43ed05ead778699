import { useEffect, useRef, useState } from "react";
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
import type { SelectProps } from "./selectTypes";
import * as styles from "./Select.css";

export interface ListSelectProps<K extends string | number> extends SelectProps<K> {
  /** Opened at once, with focus on its button (it replaces the stand-in the shopper just pressed). */
  openOnMount?: boolean;
}

/**
 * One value from a short list (react-aria `Select`): a field-shaped button that opens a list box; arrow
 * keys, type-ahead and Enter work, disabled options are skipped. Calls `onChange` only for a new value.
 * Loaded when a shopper first reaches for a Select (see Select.tsx).
 */
export function ListSelect<K extends string | number>({
  label,
  options,
  value,
  onChange,
  isDisabled,
  size = "md",
  className,
  openOnMount = false,
}: ListSelectProps<K>) {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Focus first, then open: the list hands focus back to what had it when it opened, so that must be
  // this button, not the stand-in it replaced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it first mounts
  useEffect(() => {
    if (!openOnMount) return;
    button.current?.focus();
    setOpen(true);
  }, []);
  return (
    <AriaSelect
      className={[styles.select({ size }), className].filter(Boolean).join(" ")}
      isOpen={isOpen}
      onOpenChange={setOpen}
      selectedKey={value}
      isDisabled={isDisabled}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      onSelectionChange={(key) => {
        if (key !== null && key !== value) onChange(key as K);
      }}
    >
      <Label className={fieldLabel}>{label}</Label>
      <AriaButton ref={button} className={styles.button({ size })}>
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
