import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The one backdrop behind every modal layer (dialogs, the profile drawer, the mobile menu, the filter
 * sheet, the coming-soon notice): the same darkness, the same fade, one layer above the sticky header.
 * Only one of them is open at a time, so they share a z-index.
 */
export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 80,
  backgroundColor: "rgba(17, 17, 17, 0.5)",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${vars.durations.normal}` } },
  "@media": { [media.reducedMotion]: { selectors: { "&[data-entering]": { animation: "none" } } } },
});

/** The backdrop holding a dialog in the middle of the screen. */
export const centredBackdrop = style([
  backdrop,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: vars.space.lg,
  },
]);
