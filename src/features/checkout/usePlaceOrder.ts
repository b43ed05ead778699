import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../components/Toast";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { FormRefusal } from "../../components/Form";
import { withRedirect } from "../../session/redirect";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { CheckoutRequest, PaymentMode, Quote } from "./checkoutTypes";
import { newIdempotencyKey, retryUnanswered, usePaymentRedirect } from "../orders";
import { orderConfirmedPath } from "../../lib/paths";
import { isOfflineForAction, OFFLINE_ACTION_MESSAGE } from "../../lib/online";
import { readAgainAfterChange } from "../../api/queryClient";

/** The shop's words per payment mode (docs/product.md#messages): a refusal the server explained, and any
 * other failure. */
const FAILURE_TEXT = {
  COD: { refused: messages.codRefused, failed: messages.codFailed },
  online: { refused: messages.paymentRefused, failed: messages.paymentFailed },
} as const satisfies Record<PaymentMode, unknown>;

/** A fresh quote a 409 carries in `data`, when it carries one. */
function freshQuoteOf(error: unknown): Quote | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const data = (error.data as { data?: Quote } | null)?.data;
  return data && typeof data === "object" && Array.isArray(data.lines) ? data : undefined;
}

/**
 * Place Order: POST /order/cod or /order/payment with the checkout body and an Idempotency-Key made for
 * this press (the same key on the automatic retries of a call that may not have arrived, so they cannot
 * make a second order). COD: 'Order placed successfully with COD.' and the confirmation screen. Online:
 * off to the gateway's page. A 409 with a fresh quote hands it to `onQuoteChanged`. Every failure is a
 * toast with the shop's words and a `FormRefusal` for the form's error line. Offline nothing is sent and
 * nothing is kept to send later (no order, no payment waits for the network): the shopper is told to try
 * again once back online (docs/decisions/offline-shop.md#offline).
 */
export function usePlaceOrder({ onQuoteChanged }: { onQuoteChanged: (quote: Quote) => void }) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const redirectToGateway = usePaymentRedirect();
  const [isRedirecting, setRedirecting] = useState(false);
  const cod = hooks.useMutation("post", "/order/cod", { retry: retryUnanswered });
  const online = hooks.useMutation("post", "/order/payment", { retry: retryUnanswered });

  const refusal = (mode: PaymentMode, error: unknown): FormRefusal => {
    const quote = freshQuoteOf(error);
    if (quote) {
      onQuoteChanged(quote);
      toast.error(messages.quoteChanged);
      return new FormRefusal(messages.quoteChanged);
    }
    if (isApiError(error) && error.status === 401) {
      navigate(withRedirect("/login", `${location.pathname}${location.search}`));
      return new FormRefusal(messages.guestTitle);
    }
    const text = FAILURE_TEXT[mode];
    if (isApiError(error) && typeof error.status === "number" && error.status < 500) {
      const reason = error.serverMessage;
      toast.error(text.refused, reason ? { description: reason } : undefined);
      return new FormRefusal(reason ?? text.refused);
    }
    toast.error(text.failed);
    return new FormRefusal(text.failed);
  };

  const place = async (mode: PaymentMode, body: CheckoutRequest): Promise<void> => {
    if (isOfflineForAction()) {
      toast.error(OFFLINE_ACTION_MESSAGE);
      throw new FormRefusal(OFFLINE_ACTION_MESSAGE);
    }
    const init = { params: { header: { "Idempotency-Key": newIdempotencyKey() } }, body };
    if (mode === "COD") {
      const answer = await cod.mutateAsync(init).catch((error: unknown) => {
        throw refusal(mode, error);
      });
      toast.success(messages.codPlaced);
      // The ordered lines have left the cart.
      void readAgainAfterChange(queryClient, { queryKey: ["get", "/cart/getusercart"] });
      navigate(orderConfirmedPath(answer.data._id));
      return;
    }
    const answer = await online.mutateAsync(init).catch((error: unknown) => {
      throw refusal(mode, error);
    });
    if (!answer.data.redirectUrl) {
      toast.error(FAILURE_TEXT.online.refused);
      throw new FormRefusal(FAILURE_TEXT.online.refused);
    }
    setRedirecting(true);
    redirectToGateway(answer.data.redirectUrl);
  };

  return { place, isRedirecting, stopRedirecting: () => setRedirecting(false) };
}
