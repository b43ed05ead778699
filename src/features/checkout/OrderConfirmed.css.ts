import { style } from "@vanilla-extract/css";
import { orderDelivery, orderFacts, orderGrid, orderHeader } from "../../design/orderPage.css";
import { vars } from "../../design/theme.css";
import { pageTitle } from "../../design/typography.css";

export { confirmationPage as page } from "./Checkout.css";
export { box, sectionTitle } from "./Checkout.css";

export const header = orderHeader;
export const title = pageTitle;
export const facts = orderFacts;
export const delivery = orderDelivery;

export const grid = orderGrid;
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
