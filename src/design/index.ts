export * from "./tokens";
export { vars, themeClass } from "./theme.css";
export { sprinkles, sprinklesConditions, type Sprinkles } from "./sprinkles.css";
export { visuallyHidden } from "./utils.css";
