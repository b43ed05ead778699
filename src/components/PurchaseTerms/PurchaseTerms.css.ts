import { style } from "@vanilla-extract/css";
import { stack } from "../../design/stack.css";
import { vars } from "../../design/theme.css";

export const terms = style([stack.xs, { fontSize: vars.fontSize.sm }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style([stack.xs, { margin: 0 }]);

export const item = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space.xs });

export const term = style({
  fontWeight: vars.fontWeight.bold,
  selectors: { "&::after": { content: '":"' } },
});

export const text = style({ margin: 0, color: vars.colors.muted });

export const link = style({ fontSize: vars.fontSize.sm });
