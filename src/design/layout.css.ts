import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";

/** A centred single-column page (content and account pages); each sets its own maxWidth. */
export const columnPage = style({
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space["3xl"]}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  lineHeight: vars.lineHeight.normal,
});

/** A form's fields, one under the other. */
export const formStack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** Two fields side by side above the mobile breakpoint, stacked below it. */
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
