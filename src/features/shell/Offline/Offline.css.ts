import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

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

export const screen = style([
  stack.lg,
  { alignItems: "center", padding: `${vars.space["3xl"]} ${vars.space.lg}`, textAlign: "center" },
]);

export const mark = style({
  margin: 0,
  fontSize: "clamp(3rem, 12vw, 5rem)",
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  color: vars.colors.accent,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });
export const text = style([textStyle({ tone: "muted" }), { margin: 0, maxWidth: "48ch" }]);
export const bag = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const actions = style([inline.md, { justifyContent: "center" }]);
