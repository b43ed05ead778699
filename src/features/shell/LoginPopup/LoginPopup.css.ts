import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";

export const text = style({ margin: 0, color: vars.colors.muted });
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
