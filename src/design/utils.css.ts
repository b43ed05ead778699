import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A round, borderless icon button (a dialog's or drawer's ×); size it where it is used. */
export const closeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: "none",
  borderRadius: vars.radii.full,
  background: "transparent",
  color: vars.colors.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});
