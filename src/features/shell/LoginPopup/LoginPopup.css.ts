import { stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const text = textStyle({ tone: "muted" });
export const actions = stack.sm;
