import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { textStyle } from "../../design/text.css";

export { statusPage as page } from "./Checkout.css";

export const progress = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  textAlign: "center",
});

export const progressText = textStyle({ tone: "muted" });
