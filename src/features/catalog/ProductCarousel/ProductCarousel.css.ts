import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { textStyle } from "../../../design/text.css";

export const root = style({ position: "relative" });

export const scroller = style({
  display: "flex",
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
  cursor: "grab",
  outline: "none",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
    '&[data-dragging="true"]': { cursor: "grabbing", userSelect: "none" },
  },
});

// Cards 280 px wide, 300 px at medium width and up (docs/product.md#constants).
export const item = style({
  flex: "0 0 280px",
  "@media": { [media.medium]: { flex: "0 0 300px" } },
});

export const arrow = style({
  position: "absolute",
  top: "40%",
  transform: "translateY(-50%)",
  zIndex: 1,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: "none",
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  boxShadow: vars.shadows.md,
  fontSize: vars.fontSize.xl,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.brandHover },
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});
export const left = style({ left: vars.space.xs });
export const right = style({ right: vars.space.xs });

export const centered = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  textAlign: "center",
});
export const message = textStyle({ size: "lg", weight: "bold" });
export const error = style([message, { color: vars.colors.danger }]);

/**
 * The box the cards will fill, held while they are asked for: about one card's height (a 4:5 picture
 * and its text), so the page below does not jump when they arrive.
 */
export const waiting = style([
  centered,
  {
    justifyContent: "center",
    minHeight: "calc(280px * 5 / 4 + 7.5rem)",
    "@media": { [media.medium]: { minHeight: "calc(300px * 5 / 4 + 7.5rem)" } },
  },
]);
