import { createVar, fallbackVar, style } from "@vanilla-extract/css";
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

/**
 * How far below the top of the screen a sticky part stops: below the sticky site header on a page that
 * has it (the header sets it: src/features/shell/Header/Header.css.ts), a small gap from the top on one
 * without (a screen's story on its own).
 */
export const stickyTop = createVar();

/** A part that stays in view as the page scrolls on beside it (put inside a media query of its own). */
export const stickyBelowHeader = { position: "sticky", top: fallbackVar(stickyTop, vars.space.md) } as const;

/** The screen's height below the sticky header, less a gap at the bottom: what a sticky part can show. */
export const roomBelowHeader = `calc(100svh - ${stickyBelowHeader.top} - ${vars.space.lg})`;

/** A sticky part that may be longer than the screen: never taller than the room below the header, and
 * scrolled on its own past that, so its end is never out of reach while it is held (and its top never
 * pushed under the header when the page beside it ends). */
export const stickyPanelBelowHeader = {
  ...stickyBelowHeader,
  maxHeight: roomBelowHeader,
  overflowY: "auto",
} as const;
