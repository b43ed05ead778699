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
