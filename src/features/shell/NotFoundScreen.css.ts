import { measure } from "../../design/tokens";
import { style } from "@vanilla-extract/css";
import { callout } from "../../design/callout.css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const screen = style([
  stack.lg,
  { alignItems: "center", padding: `${vars.space["3xl"]} ${vars.space.lg}`, textAlign: "center" },
]);

export const code = style({
  margin: 0,
  fontSize: "clamp(5rem, 20vw, 9rem)",
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  color: vars.colors.accent,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });
export const text = style([textStyle({ tone: "muted" }), { maxWidth: measure(48) }]);
export const actions = style([inline.md, { justifyContent: "center" }]);
export const fact = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const brandMark = style({
  margin: 0,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: "0.12em",
});

export const errorDetail = style([
  callout({ tone: "danger" }),
  { fontFamily: vars.fontFamily.mono, overflowWrap: "anywhere" },
]);
