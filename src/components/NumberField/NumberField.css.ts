import { style } from "@vanilla-extract/css";
import { stack } from "../../design/stack.css";
import { vars } from "../../design/theme.css";

export const field = style([stack.xs, { minWidth: 0 }]);

/** Numbers line up by their last digit, as in a ledger. */
export const input = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.danger,
  fontWeight: vars.fontWeight.medium,
});
