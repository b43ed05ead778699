import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/Button";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { productPath } from "../../lib/paths";
import { useSession } from "../../session/session";
import { CartCheckout } from "./CartCheckout";
import { CheckoutNotice } from "./CheckoutNotice";
import { BuyNowCheckout } from "./BuyNowCheckout";
import { checkoutMessages as messages } from "./checkoutMessages";
import { checkoutSourceOf } from "./checkoutSource";
import * as styles from "./Checkout.css";

/**
 * /checkout (the cart's selected lines) and /checkout/{productId}/{variantId} (Buy Now, size and quantity
 * in the query): the shipping form, the order summary from the server's quote, the payment method and
 * Place Order. A guest is asked to log in and comes back here; `type=customized`
 * says customised orders are placed from the customiser.
 */
export function CheckoutScreen() {
  const params = useParams();
  const [query] = useSearchParams();
  const source = checkoutSourceOf(params, query);
  const { user, isPending } = useSession();

  let body: ReactNode;
  if (isPending) {
    body = <Spinner label="Loading checkout" />;
  } else if (!user) {
    body = <SignInPrompt title={messages.guestTitle} text={messages.guestText} />;
  } else if (source.kind === "customized") {
    body = (
      <CheckoutNotice title={messages.customizedTitle} text={messages.customizedText}>
        <ButtonLink href={productPath(source.productId, source.variantId)}>Back to the product</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </CheckoutNotice>
    );
  } else if (source.kind === "buyNowIncomplete") {
    body = (
      <CheckoutNotice
        title={messages.buyNowIncomplete}
        text="Choose a size and quantity on the product page."
      >
        <ButtonLink href={productPath(source.productId, source.variantId)}>Choose a size</ButtonLink>
      </CheckoutNotice>
    );
  } else if (source.kind === "buyNow") {
    body = <BuyNowCheckout user={user} item={source.item} />;
  } else {
    body = <CartCheckout user={user} source={source} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      {body}
    </div>
  );
}
