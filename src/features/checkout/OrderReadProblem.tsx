import { isApiError } from "../../api/errors";
import { Button, ButtonLink } from "../../components/Button";
import { CheckoutNotice } from "./CheckoutNotice";
import { checkoutMessages as messages } from "./checkoutMessages";

interface OrderReadProblemProps {
  error: unknown;
  /** Why an order that is not the shopper's (404, 403) is not shown. */
  notFoundText: string;
  /** What failed otherwise, and how to ask again. */
  failedTitle: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** An order read that failed, as the payment and confirmation screens say it: not yours, or try again. */
export function OrderReadProblem({
  error,
  notFoundText,
  failedTitle,
  retryLabel,
  onRetry,
  isRetrying,
}: OrderReadProblemProps) {
  if (isApiError(error) && (error.status === 404 || error.status === 403)) {
    return (
      <CheckoutNotice level={1} title={messages.orderNotFound} text={notFoundText}>
        <ButtonLink href="/">Continue Shopping</ButtonLink>
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutNotice level={1} title={failedTitle} role="alert">
      <Button onPress={onRetry} isPending={isRetrying} pendingLabel="Trying again">
        {retryLabel}
      </Button>
    </CheckoutNotice>
  );
}
