import { LoadingLayer, lazyPart } from "../../components/LazyPart";

// The order's dialogs (cancel; return or report a fault): a modal with its focus scope, radio groups,
// checkboxes and fields, fetched when the shopper first reaches for the button that opens one (a hover, a
// finger down) rather than with My Orders and the order page, where most visits only look. Render each
// inside `OpenedOnce`.

export const LazyCancelOrderDialog = lazyPart(
  () => import("./CancelOrderDialog").then((module) => module.CancelOrderDialog),
  <LoadingLayer label="Loading the cancel form" />,
);

export const LazyReturnOrderDialog = lazyPart(
  () => import("./ReturnOrderDialog").then((module) => module.ReturnOrderDialog),
  <LoadingLayer label="Loading the return form" />,
);
