import { style } from "@vanilla-extract/css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const price = textStyle({ size: "xl", weight: "bold" });
export const primary = stack.xs;
export const secondary = inline.xs;
export const success = textStyle({ size: "sm", tone: "success" });
export const share = style([stack.xs]);
