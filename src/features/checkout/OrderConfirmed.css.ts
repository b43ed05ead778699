import { orderDelivery, orderFacts, orderHeader } from "../../design/orderPage.css";
import { pageTitle } from "../../design/typography.css";
import { inline } from "../../design/stack.css";

export { confirmationPage as page } from "./Checkout.css";

export const header = orderHeader;
export const title = pageTitle;
export const facts = orderFacts;
export const delivery = orderDelivery;

export const actions = inline.sm;
