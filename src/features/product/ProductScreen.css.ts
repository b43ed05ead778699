import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([
  stack["2xl"],
  { maxWidth: "80rem", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.lg} ${vars.space["3xl"]}` },
]);

export const top = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});

export const info = style([stack.lg, { minWidth: 0 }]);

export const nameRow = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

/** The wishlist heart beside the name: on the page's white it needs an edge. */
export const heart = style({ flexShrink: 0, border: `1px solid ${vars.colors.border}` });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const description = style([textStyle({ tone: "muted" }), { lineHeight: vars.lineHeight.normal }]);

export const rating = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const reviewLink = style({ color: vars.colors.text });

export const taxNote = style({
  margin: `calc(-1 * ${vars.space.md}) 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.colors.muted,
});

export const centered = style([
  stack.md,
  { alignItems: "center", justifyContent: "center", minHeight: "50vh", padding: vars.space.xl },
]);

export const failed = textStyle({ tone: "danger" });
