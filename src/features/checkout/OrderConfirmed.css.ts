import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { pageTitle } from "../../design/typography.css";

export { confirmationPage as page } from "./Checkout.css";
export { box, sectionTitle } from "./Checkout.css";

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const title = pageTitle;
export const facts = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.colors.muted,
  overflowWrap: "anywhere",
});
export const delivery = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.colors.success });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});
export const side = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const address = style({
  fontStyle: "normal",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});
export const payment = style({ margin: 0 });

export const bill = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colors.border}`,
});
export const billRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });
export const billTotal = style([
  billRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px dashed ${vars.colors.border}`,
    fontWeight: vars.fontWeight.bold,
  },
]);
export const billValue = style({ margin: 0, whiteSpace: "nowrap" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
