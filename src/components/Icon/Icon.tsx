// Inline line icons (no icon font, no extra request). Decorative: every control that shows one carries
// its own accessible name.
import type { ReactNode } from "react";

export interface IconProps {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
}

/** A 24×24 stroked line icon drawn in the current text colour, hidden from assistive technology. */
export function Icon({ children, size = 22, strokeWidth = 1.8 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The × of close buttons (dialogs, drawers, menus). */
export const CloseIcon = ({ size, strokeWidth }: Omit<IconProps, "children">) => (
  <Icon size={size} strokeWidth={strokeWidth}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

/** The ˅ of a control that opens something below it (turned over while open, by its own style). */
export const ChevronDownIcon = ({
  size = 16,
  strokeWidth = 2.5,
  className,
}: Omit<IconProps, "children"> & { className?: string }) => (
  <span className={className} aria-hidden="true">
    <Icon size={size} strokeWidth={strokeWidth}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  </span>
);
