// The checkout's own screens' paths, in one place for the screens, the routes and the stories.

/** The order-confirmation screen of an order. */
export const orderConfirmedPath = (orderId: string) => `/order-confirmed/${encodeURIComponent(orderId)}`;

/** The cart screen (the checkout's way back). */
export const CART_PATH = "/cart";
