import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const similar = stack.md;

export const sectionTitle = textStyle({ size: "xl", weight: "bold" });
