import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { callout } from "../../../design/callout.css";
import { inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";

export const field = style([stack.xs, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const label = style([textStyle({ size: "sm", weight: "medium" }), { padding: 0 }]);
export const body = style([inline.md, { alignItems: "flex-start", flexWrap: "wrap" }]);
export const controls = style([stack.xs, { flex: "1 1 12rem", alignItems: "flex-start" }]);
export const hint = textStyle({ size: "sm", tone: "muted" });
export const error = style([callout({ tone: "danger" }), { fontWeight: vars.fontWeight.medium }]);

/** The picture at its own shape: 1600 × 600 for the desktop banner, 4:5 for the mobile one and products. */
export const preview = recipe({
  base: [
    textStyle({ size: "sm", tone: "muted" }),
    {
      display: "grid",
      placeItems: "center",
      overflow: "hidden",
      border: `1px dashed ${vars.colors.border}`,
      borderRadius: vars.radii.sm,
      background: vars.colors.surfaceMuted,
    },
  ],
  variants: {
    purpose: {
      "banner-desktop": { width: 240, aspectRatio: "1600 / 600" },
      "banner-mobile": { width: 96, aspectRatio: "800 / 1000" },
      product: { width: 96, aspectRatio: "4 / 5" },
    },
  },
});
export const image = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const progressLine = style([inline.sm, { alignItems: "center" }]);
export const progress = style({ width: "10rem", accentColor: vars.colors.brand });
