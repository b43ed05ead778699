import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { bareList, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const list = style([bareList, stack.md]);

// One coupon: a dashed ticket with what it gives on the left and Apply on the right.
export const offer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
});

export const about = style([stack.xxs, { minWidth: 0 }]);

export const code = style([textStyle({ weight: "bold" }), { letterSpacing: "0.04em" }]);

export const benefit = textStyle({ weight: "medium", tone: "success" });

export const terms = style([textStyle({ size: "sm", tone: "muted" }), { paddingLeft: vars.space.lg }]);

export const applied = textStyle({ size: "sm", weight: "bold", tone: "success" });

export const text = textStyle({ size: "sm", tone: "muted" });

export const problem = style([stack.md, { alignItems: "flex-start" }]);
