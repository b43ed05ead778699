import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";
import { stack } from "./stack.css";

/** A centred single-column page (content and account pages); each sets its own maxWidth. */
export const columnPage = style([
  stack.xl,
  {
    margin: "0 auto",
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space["3xl"]}`,
    lineHeight: vars.lineHeight.normal,
  },
]);

/** A form's fields, one under the other. */
export const formStack = stack.md;

/** Two fields side by side above the mobile breakpoint, stacked below it. */
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
