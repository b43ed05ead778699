import { style } from "@vanilla-extract/css";
import { surfaceCard } from "../../design/surface.css";
import { vars } from "../../design/theme.css";

// The look of the bill's boxes (price details, coupons): a bordered white card with a small caps title.
export const card = surfaceCard;

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
