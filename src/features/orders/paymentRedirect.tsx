import { createContext, type ReactNode, useContext } from "react";

/** Leaves the shop for the payment gateway's page (a full page load: the gateway is another site). */
export type PaymentRedirect = (url: string) => void;

const leaveForGateway: PaymentRedirect = (url) => window.location.assign(url);

const PaymentRedirectContext = createContext<PaymentRedirect>(leaveForGateway);

/** For stories and tests: records where the shopper would be sent instead of leaving the page. */
export function PaymentRedirectProvider({
  value,
  children,
}: {
  value: PaymentRedirect;
  children: ReactNode;
}) {
  return <PaymentRedirectContext.Provider value={value}>{children}</PaymentRedirectContext.Provider>;
}

export function usePaymentRedirect(): PaymentRedirect {
  return useContext(PaymentRedirectContext);
}
