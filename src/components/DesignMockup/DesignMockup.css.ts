import { style } from "@vanilla-extract/css";

/** Fills its box's width at the blank pictures' 4:5 shape, so a card never jumps when it loads. */
export const mockup = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "500 / 625",
});
