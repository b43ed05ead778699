import { globalStyle, style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";

// A working screen: wider than the shop's reading pages, so the list and the detail sit side by side.
export const page = style([columnPage, { width: "100%", maxWidth: 1440 }]);

export const filters = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
});
export const filterFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md,
  alignItems: "start",
});
// The Select primitive keeps a 13rem minimum for shop forms; in the filter grid the column decides.
globalStyle(`${filterFields} > *`, { minWidth: 0 });
export const filterActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/**
 * The list and, when an order is open, its detail. Wide screens: side by side. Phones: the detail takes
 * the list's place (its Close link brings the list back).
 */
export const board = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": {
    [media.large]: {
      selectors: { "&[data-detail-open]": { gridTemplateColumns: "minmax(0, 1fr) minmax(24rem, 30rem)" } },
    },
  },
});
export const listColumn = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  "@media": {
    "screen and (max-width: 1023px)": {
      selectors: { [`${board}[data-detail-open] > &`]: { display: "none" } },
    },
  },
});

export const rows = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
  overflow: "hidden",
});
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: `"main figures" "customer customer" "badges badges"`,
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  selectors: {
    "& + &": { borderTop: `1px solid ${vars.colors.border}` },
    "&[data-current]": {
      backgroundColor: vars.colors.surfaceMuted,
      boxShadow: `inset 3px 0 0 ${vars.colors.brand}`,
    },
  },
  "@media": {
    [media.medium]: {
      gridTemplateColumns: "minmax(11rem, 1.2fr) minmax(0, 1.4fr) minmax(6rem, auto) minmax(0, 1fr)",
      gridTemplateAreas: `"main customer figures badges"`,
      alignItems: "center",
    },
  },
});
export const rowMain = style({ gridArea: "main", display: "flex", flexDirection: "column", minWidth: 0 });
export const rowLink = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
export const rowCustomer = style({
  gridArea: "customer",
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  overflowWrap: "anywhere",
});
export const rowFigures = style({
  gridArea: "figures",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
});
export const rowBadges = style({ gridArea: "badges", display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const rowStrong = style({ fontWeight: vars.fontWeight.bold });
export const rowMuted = style({ margin: 0, color: vars.colors.muted, fontSize: vars.fontSize.sm });

export const state = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  border: `1px dashed ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  textAlign: "center",
});
export const stateText = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const more = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
});
