import { style } from "@vanilla-extract/css";
import { surfaceCard } from "../../design/surface.css";
import { textStyle } from "../../design/text.css";

// The look of the bill's boxes (price details, coupons): a bordered white card with a small caps title.
export const card = surfaceCard;

export const cardTitle = style([
  textStyle({ size: "sm", weight: "bold" }),
  { letterSpacing: "0.04em", textTransform: "uppercase" },
]);
