// The product page's purchase form as plain HTML (docs/decisions/forms-before-hydration.md): the names
// its fields and buttons post under, the page's address after an add, and what the route's action answers
// when it refuses. The hydrated page handles the same form in the browser and never posts it.

/** The pressed button's name; its values say which of the two it was. */
export const INTENT = "intent";
export const ADD_TO_CART = "add";
export const BUY_NOW = "buy";

/** The size and quantity fields' names (the size radios', the stepper's input). */
export const SIZE_FIELD = "size";
export const QUANTITY_FIELD = "quantity";

/** After an add sent without the page's code, the page is shown again with the size added in this
 * parameter: it says so, and the size stays chosen. */
export const ADDED_PARAM = "added";
export const ADDED_TO_BAG = "Added to your bag";

/** The action's answer when it added nothing: the size's message, or the cart's own. */
export interface PurchaseRefusal {
  sizeError?: string;
  error?: string;
}
