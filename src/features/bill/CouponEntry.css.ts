import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

export { card as coupon, cardTitle as title } from "./card.css";

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const form = stack.xs;
export const row = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });
export const field = style({ flex: 1, minWidth: 0 });
// In line with the input, below the label.
export const apply = style({ marginTop: "1.6rem" });

export const applied = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const appliedText = style([stack.xxs, { margin: 0 }]);
export const success = style({ color: vars.colors.success, fontSize: vars.fontSize.sm });
