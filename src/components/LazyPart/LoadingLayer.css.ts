import { keyframes, style } from "@vanilla-extract/css";
import { centredBackdrop } from "../../design/overlay.css";

const appear = keyframes({ to: { visibility: "visible" } });

/**
 * The backdrop an overlay will use, with a spinner, while the overlay's code arrives. Hidden for its
 * first 150 ms (a CSS delay, no timer): a chunk that is already cached or near never flashes it.
 */
export const layer = style([
  centredBackdrop,
  { visibility: "hidden", animation: `${appear} 0s 150ms forwards` },
]);
