import { type KeyboardEvent, useId, useState } from "react";
import { PlainButton } from "../Pressable";
import { fieldLabel } from "../../design/field.css";
import type { ListSelect } from "./ListSelect";
import * as styles from "./Select.css";
import type { SelectProps } from "./selectTypes";

type ListSelectComponent = typeof ListSelect;

let loading: Promise<ListSelectComponent> | undefined;
/** The list's code (react-aria's Select, list box, popover and their collections), fetched once. */
function loadListSelect(): Promise<ListSelectComponent> {
  loading ??= import("./ListSelect").then((module) => module.ListSelect);
  return loading;
}

/**
 * One value from a short list: a field-shaped button showing the value, which opens a list box (arrow
 * keys, type-ahead and Enter work; disabled options are skipped). Calls `onChange` only for a new value.
 *
 * The page first gets a stand-in: the same button, labelled and announced as a list's (collapsed), and
 * nothing more. The list itself (react-aria's Select with its popover, list box and collection code,
 * ~130 KB before compression) is fetched when the shopper first heads for it (hover, focus, a press
 * starting) and replaces the stand-in, open, when they press it or press an arrow key on it. Hydrating
 * the real Select on every listing cost a phone ~60 ms in one piece (its collection is built as it
 * renders), plus a second, synchronous render once hydrated.
 */
export function Select<K extends string | number>(props: SelectProps<K>) {
  const [List, setList] = useState<ListSelectComponent | null>(null);
  const [opening, setOpening] = useState(false);
  if (List) return <List {...props} openOnMount />;
  const open = () => {
    setOpening(true);
    loadListSelect().then(
      (loaded) => setList(() => loaded),
      (error: unknown) => {
        console.error("The list could not load its code:", error);
        setOpening(false);
      },
    );
  };
  return <SelectStandIn {...props} opening={opening} onOpen={open} />;
}

interface StandInProps<K extends string | number> extends SelectProps<K> {
  /** Pressed: the list's code is on its way. */
  opening: boolean;
  onOpen: () => void;
}

/** The closed Select as the server renders it: its button, with the value, and the label. */
function SelectStandIn<K extends string | number>({
  label,
  options,
  value,
  isDisabled,
  size = "md",
  className,
  opening,
  onOpen,
}: StandInProps<K>) {
  const id = useId();
  const preload = () => void loadListSelect().catch(() => {});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div className={[styles.select({ size }), className].filter(Boolean).join(" ")}>
      <span id={`${id}-label`} className={fieldLabel}>
        {label}
      </span>
      <PlainButton
        className={styles.button({ size })}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-busy={opening || undefined}
        isDisabled={isDisabled}
        onHoverStart={preload}
        onFocus={preload}
        onPressStart={preload}
        onPress={onOpen}
        onKeyDown={onKeyDown}
      >
        <span id={`${id}-value`}>{options.find((option) => option.id === value)?.label ?? ""}</span>
        <span aria-hidden="true">▾</span>
      </PlainButton>
    </div>
  );
}
