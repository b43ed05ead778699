import type { ReactNode } from "react";
import type { BadgeTone } from "../../design/tokens";
import * as styles from "./Badge.css";

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short status label on a card or line (e.g. "New", "35% off", "Out of stock"). Text only, not interactive. */
export function Badge({ tone = "neutral", children, className }: BadgeProps) {
  return (
    <span data-tone={tone} className={[styles.badge({ tone }), className].filter(Boolean).join(" ")}>
      {children}
    </span>
  );
}
