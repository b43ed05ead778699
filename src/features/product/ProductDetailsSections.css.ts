import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const section = stack.sm;

export const title = textStyle({ size: "lg", weight: "bold" });

export const item = style({ borderBottom: `1px solid ${vars.colors.border}` });

export const heading = style({ margin: 0 });

export const trigger = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} 0`,
  border: "none",
  background: "none",
  color: vars.colors.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

// A plus that turns into a minus while the panel is open.
export const icon = style({
  position: "relative",
  width: 12,
  height: 12,
  "::before": {
    content: '""',
    position: "absolute",
    top: 5,
    left: 0,
    width: 12,
    height: 2,
    backgroundColor: "currentColor",
  },
  "::after": {
    content: '""',
    position: "absolute",
    top: 0,
    left: 5,
    width: 2,
    height: 12,
    backgroundColor: "currentColor",
    transition: `transform ${vars.durations.fast}`,
  },
});

globalStyle(`${trigger}[aria-expanded="true"] ${icon}::after`, { transform: "scaleY(0)" });

export const panel = style({
  paddingBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const text = style({ margin: 0 });

export const list = style({ margin: 0, paddingLeft: vars.space.xl });

export const specs = style({ display: "grid", gap: vars.space.xs, margin: 0 });

export const spec = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 1fr) 2fr",
  gap: vars.space.md,
});

export const specName = style({ color: vars.colors.muted });

export const specValue = style({ margin: 0 });
