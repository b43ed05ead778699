import { measure } from "../../../design/tokens";
import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

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
export const text = style([textStyle({ tone: "muted" }), { margin: 0, maxWidth: measure(48) }]);
export const bag = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const actions = style([inline.md, { justifyContent: "center" }]);
