import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { surfaceBox } from "../../design/surface.css";
import { textStyle } from "../../design/text.css";

export const facts = style([bareList, stack.xs, { margin: 0 }]);
export const fact = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const factLabel = textStyle({ weight: "bold" });
export const heading = style([inline.sm, { alignItems: "center" }]);
export const number = style({ whiteSpace: "nowrap" });
export const thread = style([bareList, stack.md]);
export const message = style([surfaceBox, stack.xs, { padding: vars.space.lg, overflowWrap: "anywhere" }]);
export const staffMessage = style({ borderLeft: `4px solid ${vars.colors.brand}` });
export const author = textStyle({ size: "sm", weight: "bold" });
export const when = textStyle({ size: "sm", tone: "muted" });
export const body = style({ margin: 0, whiteSpace: "pre-wrap" });
