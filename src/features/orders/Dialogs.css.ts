import { style } from "@vanilla-extract/css";
import { chip } from "../../design/chip.css";
import { fieldLabel } from "../../design/field.css";
import { formStack } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const form = formStack;
export const text = style({ margin: 0 });
export const muted = textStyle({ size: "sm", tone: "muted" });

export const group = style([stack.xs, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const groupLabel = style([fieldLabel, { padding: 0 }]);
export const options = inline.sm;
export const lineOptions = stack.xxs;

// A bigger touch target than a filter chip: it is a form field.
export const radio = style([chip, { gap: vars.space.sm, minHeight: "2.75rem" }]);
export const radioDot = style({
  width: "0.875rem",
  height: "0.875rem",
  borderRadius: vars.radii.full,
  border: "2px solid currentColor",
  boxSizing: "border-box",
  selectors: { [`${radio}[data-selected] &`]: { borderWidth: "4px" } },
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.danger,
  fontWeight: vars.fontWeight.medium,
});

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const wide = style({ "@media": { [media.aboveMobile]: { gridColumn: "1 / -1" } } });

export const actions = style([inline.sm, { justifyContent: "flex-end" }]);
