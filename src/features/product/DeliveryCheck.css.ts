import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const section = stack.sm;

export const title = textStyle({ size: "md", weight: "bold" });

export const form = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

// Level with the field's box, below its label (one small line and the label's gap).
export const button = style({ paddingTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})` });

export const field = style({ flex: "1 1 auto", maxWidth: "14rem" });

export const answer = style({ minHeight: 0 });

export const line = style({ margin: 0 });

export const strong = textStyle({ weight: "bold" });

export const verdict = style({ margin: 0, display: "flex", alignItems: "flex-start", gap: vars.space.xs });

// Centred on the first line of the words beside it.
export const mark = style({ display: "inline-flex", flex: "none", marginTop: "0.1em" });
