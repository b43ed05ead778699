import type { components } from "../../api/schema";

// The contract's shapes the checkout reads (the shared ones from api/types).
export type { Order, PaymentMode, Quote, QuoteLine, QuoteRequest } from "../../api/types";
export type CheckoutRequest = components["schemas"]["CheckoutRequest"];
