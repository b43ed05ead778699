import { style } from "@vanilla-extract/css";
import { surfaceBox } from "../../design/surface.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const line = style([
  surfaceBox,
  {
    display: "grid",
    gridTemplateColumns: "auto 5rem minmax(0, 1fr)",
    alignItems: "start",
    gap: vars.space.md,
    padding: vars.space.md,
    "@media": { [media.aboveMobile]: { gridTemplateColumns: "auto 6rem minmax(0, 1fr)" } },
    selectors: { "&[data-unavailable]": { borderColor: vars.colors.danger } },
  },
]);

export const select = style({ minHeight: "auto" });

export const imageBox = style({ display: "block" });
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
});

export const body = style([stack.xs, { minWidth: 0 }]);

export const name = textStyle({ size: "md", weight: "bold" });
export const nameLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
  },
});

export const colour = textStyle({ size: "sm", tone: "muted" });

export const pickers = inline.sm;

export const priceRow = style({ display: "flex", alignItems: "baseline", gap: vars.space.xs });
export const each = style({ fontSize: vars.fontSize.xs, color: vars.colors.muted });

export const shortage = style([
  inline.xs,
  { margin: 0, alignItems: "center", fontSize: vars.fontSize.sm, color: vars.colors.danger },
]);

export const actions = inline.xs;
