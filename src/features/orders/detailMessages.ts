// What the order's page and its dialogs say, word for word (stories read these).
export const detailMessages = {
  loading: "Loading your order",
  guestTitle: "Please log in first",
  guestText: "Your orders are kept in your account: log in to see this one.",
  loadFailed: "Failed to load this order.",
  backToOrders: "Back to My Orders",
  /** To the complaint form, naming this order (docs/decisions/complaints.md). */
  complain: "Make a complaint about this order",
  cancel: "Cancel Order",
  keep: "Keep Order",
  cancelTitle: "Cancel this order?",
  cancelling: "Cancelling…",
  cancelled: "Your order is cancelled.",
  cancelFailed: "Could not cancel the order. Please try again.",
  returnItems: "Return Items",
  returnTitle: "Return items",
  returning: "Sending…",
  returnRequested: "Your return is requested. We will arrange the pickup.",
  returnFailed: "Could not request the return. Please try again.",
  reportFault: "Report a problem with this piece",
  faultTitle: "Report a problem with this piece",
  sendReport: "Send Report",
  chooseFault: "Please choose what is wrong.",
  describeFault: "Please tell us what is wrong.",
  chooseReason: "Please choose a reason.",
  chooseLines: "Choose at least one item to return.",
  refundPolling: "Checking your refund",
  invoice: "Download invoice",
  noInvoice: "Your GST invoice is issued once the order is confirmed.",
  retryPayment: "Retry Payment",
  startingPayment: "Starting the payment",
  retryFailed: "We could not start the payment. Please try again.",
  payOnDelivery: "Pay on Delivery",
  switchingToCod: "Switching to cash on delivery",
  payOnDeliveryDone: "Your order will be paid on delivery.",
  payOnDeliveryFailed: "We could not switch this order to cash on delivery. Please try again.",
} as const;

/** "Return by 12 Mar 2026": the end of the return window, beside the Return button. */
export const returnByText = (date: string) => `Return by ${date}`;

/** "Report by 12 Mar 2026": a problem with a customised order's piece is reported within the same window. */
export const reportByText = (date: string) => `Report by ${date}`;
