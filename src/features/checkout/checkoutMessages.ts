// The checkout's and the payment screens' words: the spec's (commerce 2, 5, 8) exactly, and the few this
// shop adds for what the original left unhandled (a changed quote, a failed payment, a customised order).

export const checkoutMessages = {
  required: "This field is required",
  pincodeLength: "Pincode must be 6 digits.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit phone number.",
  invalidAlternativeNumber: "Please enter a valid 10-digit phone number or leave it empty.",
  fixErrors: "Please fill in all required fields correctly.",
  notDeliverable: "Delivery is not available to the entered pincode.",
  enterServiceable: "Please enter a serviceable pincode to proceed.",
  pincodeNotFound: "Invalid pincode or details not found.",
  pincodeLookupFailed: "Error fetching pincode details.",
  checkingPincode: "Checking delivery to this pincode…",
  deliverable: "Delivery is available at this pincode.",
  placeOrder: "Place Order",
  processing: "Processing Your Order...",
  deliveryNotAvailable: "Delivery Not Available",
  codPlaced: "Order placed successfully with COD.",
  codRefused: "Order placement failed!",
  codFailed: "Something went wrong during COD processing.",
  paymentRefused: "Payment initiation failed!",
  paymentFailed: "Something went wrong during payment processing.",
  quoteChanged: "Prices or stock changed since you last looked. Please review your order and place it again.",
  notOrderable:
    "Some items are not available in the quantity you chose. Change them in your bag to continue.",
  quoteFailed: "We could not work out your bill. Please try again.",
  emptySelection: "Your cart is empty.",
  buyNowIncomplete: "This Buy Now link is missing its size or quantity.",
  customizedTitle: "Customised orders are placed from the customiser",
  customizedText:
    "Designs you make in the customiser are ordered from there, with your print placement. This checkout takes ready-made products only.",
  guestTitle: "Log in to check out",
  guestText: "Your bag, saved addresses and orders are kept in your account.",
  paymentInProgress: "Payment in Progress",
  paymentPending: "Waiting for your bank to confirm the payment. This page updates by itself.",
  paymentSuccess: "Order placed successfully! Please check your 'My Orders' list.",
  paymentNotCompleted: "Payment not completed",
  paymentNotCompletedText:
    "Your payment failed or was cancelled, and nothing was charged. Your order and your bag are kept: pay again, pay in cash when it is delivered, or go back to your bag.",
  backToBag: "Back to Bag",
  orderCancelled: "This order was cancelled",
  orderCancelledText:
    "It was cancelled before its payment completed: anything charged for it goes back to your original payment. Your bag still holds your items.",
  statusCheckFailed: "We could not check your payment. Please try again.",
  orderNotFound: "Order not found",
  orderLoadFailed: "We could not load your order. Please try again.",
  orderConfirmedTitle: "Thank you! Your order is placed",
} as const;

/** "Order RZ-4821-9063 of ₹1,299 is not paid yet.": the order awaiting its payment, named. */
export const notPaidYetText = (orderNumber: string, amount: string) =>
  `Order ${orderNumber} of ${amount} is not paid yet.`;
