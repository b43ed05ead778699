import { keyframes, style } from "@vanilla-extract/css";
import { centredBackdrop } from "../../design/overlay.css";
import { surfaceCard } from "../../design/surface.css";

const appear = keyframes({ to: { visibility: "visible" } });

/**
 * The backdrop an overlay will use, with a spinner, while the overlay's code arrives. Hidden for its
 * first 150 ms (a CSS delay, no timer): a chunk that is already cached or near never flashes it.
 */
export const layer = style([
  centredBackdrop,
  { visibility: "hidden", animation: `${appear} 0s 150ms forwards` },
]);

/** The spinner and what is coming, on a card: words a shopper can read on a weak signal's long wait. */
export const card = style([surfaceCard, { alignItems: "center", textAlign: "center", maxWidth: "20rem" }]);
