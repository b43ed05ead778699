import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const section = style([
  stack.sm,
  {
    padding: vars.space.lg,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    backgroundColor: vars.colors.surface,
  },
]);

export const title = textStyle({ size: "md", weight: "bold", tone: "danger" });

export const text = textStyle({ size: "sm", tone: "muted" });

export const sizes = style([bareList, inline.sm]);

export const size = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const sizeName = style({ fontWeight: vars.fontWeight.bold, minWidth: "2.5rem" });
