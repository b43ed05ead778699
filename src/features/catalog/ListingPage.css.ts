import { measure } from "../../design/tokens";
import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { pageTitle } from "../../design/typography.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([
  stack["2xl"],
  { maxWidth: 1280, margin: "0 auto", padding: `${vars.space.xl} ${vars.space.lg} ${vars.space["3xl"]}` },
]);

export const hero = style([stack.sm, { textAlign: "center" }]);

export const title = pageTitle;

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.colors.accent });
export const lead = style({ margin: "0 auto", maxWidth: measure(60), color: vars.colors.muted });

export const cta = style([
  stack.md,
  {
    alignItems: "center",
    padding: vars.space.xl,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surfaceMuted,
    textAlign: "center",
  },
]);
export const ctaText = textStyle({ weight: "bold" });
