import { style } from "@vanilla-extract/css";
import { stack } from "../../design/stack.css";
import { vars } from "../../design/theme.css";

export const terms = style([stack.xs, { fontSize: vars.fontSize.sm }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style([stack.xs, { margin: 0 }]);

/** One term and its text read as one sentence: "Returns: Within 7 days…", wrapping as text does. */
export const item = style({ display: "block" });

export const term = style({
  display: "inline",
  fontWeight: vars.fontWeight.bold,
  selectors: { "&::after": { content: '": "' } },
});

export const text = style({ display: "inline", margin: 0, color: vars.colors.muted });

export const link = style({ fontSize: vars.fontSize.sm });
