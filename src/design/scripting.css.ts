import { style } from "@vanilla-extract/css";

// A control that needs the page's code (a menu, a drawer, a dialog) and its stand-in for a browser that
// runs no scripts: a link to where the same thing is as a page or a part of one
// (docs/decisions/forms-before-hydration.md#what-needs-the-code). With scripts on, before the code has
// arrived, the control itself is shown and says it is loading when pressed (src/app/hydrateAfterPaint.ts).

/** Hidden where scripts never run. */
export const needsScript = style({ "@media": { "(scripting: none)": { display: "none !important" } } });

/** Shown only where scripts never run. */
export const withoutScript = style({
  "@media": { "(scripting: enabled), (scripting: initial-only)": { display: "none !important" } },
});
