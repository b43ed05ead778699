import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";

/** The offline bar: the shop's ink strip, fixed at the foot of the screen so nothing below it moves. */
export const bar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: "center",
  // Empty (online) it takes no room, yet stays a live region the next change is announced from.
  selectors: { "&:empty": { padding: 0 } },
});
