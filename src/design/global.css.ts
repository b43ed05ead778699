import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { BODY_FONT_FALLBACK, breakpoints, stickyHeaderClearance } from "./tokens";
import { FONT_WAIT } from "../lib/brandFontTurn";
import { AFTER_FIRST_PAINT, PICTURES_WAIT } from "../lib/laterPictures";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  // What the browser scrolls to (a focused card, an anchor) stops below the sticky header, not under it.
  scrollPaddingTop: stickyHeaderClearance,
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.colors.text,
  backgroundColor: vars.colors.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd", { margin: 0 });
globalStyle("h1, h2, h3, h4, h5, h6", { lineHeight: vars.lineHeight.tight });
globalStyle("ul[role='list'], ol[role='list']", { listStyle: "none", margin: 0, padding: 0 });
globalStyle("img, picture, video, svg", { display: "block", maxWidth: "100%" });
globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle("a", { color: "inherit" });

// A visible keyboard focus ring everywhere; components using react-aria style [data-focus-visible] the same way.
globalStyle(":focus-visible", {
  outline: `2px solid ${vars.colors.focus}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});

// A button that needs the page's code, pressed before it has arrived (src/app/hydrateAfterPaint.ts): the
// page says it is coming, and the button is pressed again once it has
// (docs/decisions/forms-before-hydration.md).
globalStyle("html[data-early-press]::after", {
  content: '"Loading…"',
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.lg,
  width: "max-content",
  marginInline: "auto",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.text,
  color: vars.colors.background,
  fontSize: vars.fontSize.sm,
  zIndex: 1000,
  pointerEvents: "none",
});
globalStyle("html[data-early-press]", { cursor: "progress" });

// The page's lazy pictures wait, out of layout, until its first screen is painted (src/lib/laterPictures.ts).
globalStyle(`html[${PICTURES_WAIT}] img[${AFTER_FIRST_PAINT}=""]`, { display: "none" });
globalStyle(`html[${PICTURES_WAIT}] img[${AFTER_FIRST_PAINT}="phone"]`, {
  "@media": { [`screen and (max-width: ${breakpoints.medium - 1}px)`]: { display: "none" } },
});

// The shop's typeface waits on a first visit until the first screen is painted (src/lib/brandFontTurn.ts):
// meanwhile the text is drawn in its metric-matched fallback alone, and the browser does not ask for it.
globalStyle(`html[${FONT_WAIT}]`, { vars: { [vars.fontFamily.body]: BODY_FONT_FALLBACK } });
