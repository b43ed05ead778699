// A bag line's form as plain HTML (docs/decisions/forms-before-hydration.md): the names its fields and
// buttons post under to the bag's route action, and what the action answers when it refuses.

export const LINE_FIELD = "lineId";
export const QUANTITY_FIELD = "quantity";
/** The pressed button's name; its values say what to do with the line. */
export const LINE_INTENT = "intent";
export const SET_QUANTITY = "quantity";
export const REMOVE = "remove";

/** The action's answer when the change was refused: the cart's message. */
export interface CartLineRefusal {
  error: string;
}
