import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export { statusPage as page } from "./Checkout.css";

export const progress = style([
  stack.md,
  { alignItems: "center", padding: `${vars.space["2xl"]} ${vars.space.lg}`, textAlign: "center" },
]);

export const progressText = textStyle({ tone: "muted" });
