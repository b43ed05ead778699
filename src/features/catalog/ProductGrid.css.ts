import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";

// 2 columns, 3 at medium width, 4 at large (docs/product.md#constants).
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": {
    [media.medium]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.lg },
    [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.xl },
  },
});
