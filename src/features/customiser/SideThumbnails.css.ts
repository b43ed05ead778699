import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";

/** How tall the row under a wide stage is at most (its thumbnails are 5.5rem wide, their drawings in the
 * mockup's proportions, with a caption): the stage leaves it this much room (CustomiserScreen.css.ts), and
 * CustomiserScreen's WideStageBelowTheHeader story holds both in view. */
export const SIDES_ROW_HEIGHT = "8.5rem";

/** A column beside the stage on a phone (docked with it: CustomiserScreen.css.ts), a row under it wider. */
export const row = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [media.medium]: { flexDirection: "row", justifyContent: "center" } },
});

export const thumb = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxs,
  // Its drawing a whole 72 × 90 px (border and padding around it): at 5rem it was 92.5 px tall, and the
  // second side's thumbnail, under it, landed a pixel apart from one run to the next.
  width: `calc(72px + 2 * (${vars.space.xxs} + 1px))`,
  padding: vars.space.xxs,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.colors.text,
      boxShadow: `inset 0 0 0 1px ${vars.colors.text}`,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
  "@media": { [media.medium]: { width: "5.5rem" } },
});

export const svg = style({ display: "block", width: "100%", height: "auto", pointerEvents: "none" });

export const caption = style({ fontSize: vars.fontSize.sm });
