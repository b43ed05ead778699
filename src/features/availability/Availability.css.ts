import { style } from "@vanilla-extract/css";
import { centredBackdrop } from "../../design/overlay.css";
import { vars } from "../../design/theme.css";
import { bareList, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style({
  minHeight: "60vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
});

/**
 * The shared backdrop, shown at once: the notice takes the place of the server-rendered page when it
 * hydrates, and fading it in would blank what the shopper is already reading.
 */
export const overlay = style([centredBackdrop, { selectors: { "&[data-entering]": { animation: "none" } } }]);

export const card = style({
  width: "100%",
  maxWidth: "28rem",
  backgroundColor: vars.colors.surface,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.lg,
});

export const body = style([
  stack.md,
  { alignItems: "center", padding: vars.space.xl, textAlign: "center", outline: "none" },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.black });
export const text = style([textStyle({ tone: "muted" }), { lineHeight: vars.lineHeight.normal }]);
export const contacts = style([bareList, stack.xs]);
