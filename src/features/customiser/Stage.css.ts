import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const stage = style({
  position: "relative",
  width: "100%",
  maxWidth: 500,
  marginInline: "auto",
  background: vars.colors.surfaceMuted,
  borderRadius: vars.radii.lg,
  // The stage's own gestures (drag, pinch) instead of the page's scrolling and zooming: on the stage only.
  touchAction: "none",
  userSelect: "none",
});

export const svg = style({ display: "block", width: "100%", height: "auto" });

const dashed = { strokeWidth: 1.5, strokeDasharray: "6 4", vectorEffect: "non-scaling-stroke" } as const;

/** The print area as two dashed lines, light and dark, so it shows on every garment colour. */
export const printAreaLight = style({ ...dashed, stroke: "rgba(255,255,255,0.85)", strokeDashoffset: 5 });
export const printAreaDark = style({ ...dashed, stroke: "rgba(17,17,17,0.6)" });

export const grabbable = style({ cursor: "move" });

export const guide = style({
  stroke: vars.colors.focus,
  strokeWidth: 1.5,
  vectorEffect: "non-scaling-stroke",
  pointerEvents: "none",
});

export const frame = style({ outline: "none" });

export const outline = style({
  fill: "transparent",
  stroke: vars.colors.focus,
  strokeWidth: 1.5,
  vectorEffect: "non-scaling-stroke",
  cursor: "move",
});

export const arm = style({ stroke: vars.colors.focus, strokeWidth: 1.5, vectorEffect: "non-scaling-stroke" });

export const handle = style({
  fill: vars.colors.surface,
  stroke: vars.colors.focus,
  strokeWidth: 2,
  vectorEffect: "non-scaling-stroke",
});

export const rotateHandle = style({ cursor: "grab" });
export const resizeHandle = style({ cursor: "nwse-resize" });

/** The focused frame's outline is drawn thicker, as every focus ring in the shop stands out. */
globalStyle(`${frame}:focus-visible > rect:first-child`, {
  strokeWidth: 3,
  stroke: vars.colors.focus,
});
