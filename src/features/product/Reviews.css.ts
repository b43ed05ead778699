import { style } from "@vanilla-extract/css";
import { fieldLabel } from "../../design/field.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { bareList, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const section = stack.md;

export const title = textStyle({ size: "xl", weight: "bold" });

export const summary = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0 });

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});

export const empty = textStyle({ tone: "muted" });

// 24rem (docs/product.md#constants): longer lists scroll inside.
export const list = style([
  bareList,
  stack.md,
  {
    maxHeight: "24rem",
    overflowY: "auto",
    outline: "none",
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
  },
]);

export const review = style({
  padding: vars.space.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
});

export const reviewHead = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const author = style({ fontWeight: vars.fontWeight.bold });

export const reviewMeta = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});

export const comment = style({ margin: `${vars.space.sm} 0 0` });

export const form = stack.md;

export const formTitle = textStyle({ size: "lg", weight: "bold" });

export const hint = textStyle({ size: "sm", tone: "muted" });

export const label = fieldLabel;

export const starGroup = stack.xs;

export const starRow = style({ display: "flex", gap: vars.space.xs });

export const starOption = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  fontSize: "1.75rem",
  lineHeight: 1,
  color: vars.colors.muted,
  cursor: "pointer",
  borderRadius: vars.radii.md,
  selectors: {
    "&[data-lit]": { color: vars.colors.warning },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
  },
});

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.colors.danger });
