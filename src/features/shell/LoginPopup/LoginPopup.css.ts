import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { textStyle } from "../../../design/text.css";

export const text = textStyle({ tone: "muted" });
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
