import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const file = style({ fontSize: vars.fontSize.md, maxWidth: "100%" });
export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.colors.brand });
