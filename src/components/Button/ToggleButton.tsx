import { type ReactNode, useState } from "react";
import { PlainButton, type PlainButtonProps } from "../Pressable";

export interface ToggleButtonProps extends Omit<PlainButtonProps, "children" | "onChange" | "aria-pressed"> {
  /** Pressed or not, when the caller holds the state (a wishlist heart); otherwise the button holds it. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  children: ReactNode | ((state: { isSelected: boolean }) => ReactNode);
}

/**
 * A button that stays pressed or not (`aria-pressed`, and `data-selected` while pressed, as react-aria's
 * ToggleButton marks it): a native button, so the header and product cards need no react-aria.
 */
export function ToggleButton({
  isSelected: controlled,
  defaultSelected = false,
  onChange,
  children,
  ...props
}: ToggleButtonProps) {
  const [own, setOwn] = useState(defaultSelected);
  const isSelected = controlled ?? own;
  return (
    <PlainButton
      {...props}
      aria-pressed={isSelected}
      data-selected={isSelected || undefined}
      onPress={() => {
        setOwn(!isSelected);
        onChange?.(!isSelected);
      }}
    >
      {typeof children === "function" ? children({ isSelected }) : children}
    </PlainButton>
  );
}
