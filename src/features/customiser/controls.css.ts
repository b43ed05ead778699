import { style } from "@vanilla-extract/css";
import { chip } from "../../design/chip.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";

export const group = stack.md;
export const field = stack.xs;
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const value = style({ fontWeight: vars.fontWeight.regular });
export const row = inline.xs;

export const option = style([chip, { minHeight: "2.75rem", justifyContent: "center", minWidth: "5.5rem" }]);

export const sizeOption = style([
  chip,
  { minHeight: "2.75rem", minWidth: "3rem", justifyContent: "center", borderRadius: vars.radii.md },
]);

export const swatch = style({
  width: 44,
  height: 44,
  padding: 3,
  borderRadius: vars.radii.full,
  border: "2px solid transparent",
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const swatchColour = style({
  display: "block",
  width: "100%",
  height: "100%",
  borderRadius: vars.radii.full,
  boxShadow: `inset 0 0 0 1px ${vars.colors.borderStrong}`,
});

export const error = textStyle({ size: "sm", tone: "danger" });
export const hint = textStyle({ size: "sm", tone: "muted" });
export const warning = style([textStyle({ size: "sm" }), { color: vars.colors.warning }]);

export const section = style([
  stack.sm,
  { borderTop: `1px solid ${vars.colors.border}`, paddingTop: vars.space.md },
]);

export const sectionTitle = textStyle({ size: "md", weight: "bold" });
