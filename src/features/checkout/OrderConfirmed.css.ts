import { style } from "@vanilla-extract/css";
import { orderDelivery, orderFacts, orderHeader } from "../../design/orderPage.css";
import { vars } from "../../design/theme.css";
import { pageTitle } from "../../design/typography.css";

export { confirmationPage as page } from "./Checkout.css";

export const header = orderHeader;
export const title = pageTitle;
export const facts = orderFacts;
export const delivery = orderDelivery;

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
