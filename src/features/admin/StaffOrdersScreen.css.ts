import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceBox, surfaceCard } from "../../design/surface.css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

// A working screen: wider than the shop's reading pages, so the list and the detail sit side by side.
export const page = style([columnPage, { width: "100%", maxWidth: 1440 }]);

/** Narrower than the side-by-side layout: an open order takes the place of the filters and the list. */
const belowLarge = "screen and (max-width: 1023px)";

/** The filters and the board; `data-detail-open` while an order is open. */
export const workspace = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });
const hiddenWhileDetailOpen = {
  "@media": { [belowLarge]: { selectors: { [`${workspace}[data-detail-open] &`]: { display: "none" } } } },
};

export const filters = style([surfaceCard, hiddenWhileDetailOpen]);
// Two to a row on a phone (status and payment, from and to) with the search across; five in a row when wide.
export const filterFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr)) minmax(0, 1.5fr)" } },
});
// The Select primitive keeps a 13rem minimum for shop forms; in the filter grid the column decides.
globalStyle(`${filterFields} > *`, { minWidth: 0 });
export const searchField = style({
  gridColumn: "1 / -1",
  "@media": { [media.large]: { gridColumn: "auto" } },
});
export const filterActions = inline.sm;

/** The list and, when an order is open, its detail: side by side on a wide screen. */
export const board = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": {
    [media.large]: {
      selectors: {
        [`${workspace}[data-detail-open] &`]: { gridTemplateColumns: "minmax(0, 1fr) minmax(24rem, 30rem)" },
      },
    },
  },
});
export const listColumn = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  ...hiddenWhileDetailOpen,
});

// On a wide screen the rows share the list's columns (each row a subgrid), so the totals and the badges
// line up down the board however wide one row's badges are.
export const rows = style([
  surfaceBox,
  {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    "@media": {
      [media.medium]: {
        display: "grid",
        // The id never breaks (24 characters of a monospace font); the customer column gives way down to
        // 6rem, and badges wider than 18rem (a reported problem beside the statuses) wrap within their row
        // rather than narrow every row's customer.
        gridTemplateColumns: "auto minmax(6rem, 1fr) auto fit-content(18rem)",
        columnGap: vars.space.md,
      },
    },
  },
]);
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
      gridColumn: "1 / -1",
      gridTemplateColumns: "subgrid",
      gridTemplateAreas: `"main customer figures badges"`,
      alignItems: "center",
    },
  },
});
// The order number never shrinks below itself in the list's columns: with the open order beside the list
// on a small laptop (1024 px), a column allowed to shrink ran the number into the shopper's name.
export const rowMain = style({
  gridArea: "main",
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  "@media": { [media.medium]: { minWidth: "auto" } },
});
export const rowLink = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm });
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
export const rowBadges = style([inline.xs, { gridArea: "badges" }]);
export const rowStrong = style({ fontWeight: vars.fontWeight.bold });
export const rowMuted = textStyle({ size: "sm", tone: "muted" });

// The list's loading, failed and empty states: the account pages' message box.
export { panel as state } from "../../design/panel.css";
export const stateText = textStyle({ weight: "medium" });

export const more = style([stack.sm, { alignItems: "center" }]);
