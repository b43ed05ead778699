import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useApi } from "../../api/ApiProvider";
import type { Cart, User } from "../../api/types";
import { Button, ButtonLink } from "../../components/Button";
import { HydrateWhenNear } from "../../components/LazyPart";
import { Spinner } from "../../components/Spinner";
import { visuallyHidden } from "../../design/utils.css";
import { useSession } from "../../session/session";
import { sortAddresses, useAddresses } from "../account";
import { BillSummary, CouponEntry, GiftWrapOption, selectedLineIds, useQuote } from "../bill";
import { SimilarProducts } from "../catalog";
import { CartLineList } from "./CartLineList";
import { cartMessages, cartOptions, useBagCoupon } from "../bag";
import { cartQuoteRequest } from "./cartQuoteRequest";
import * as styles from "./CartScreen.css";
import { CartSteps } from "./CartSteps";
import { DeliveryAddress } from "./DeliveryAddress";
import { PlaceOrder } from "./PlaceOrder";

/**
 * /cart and /addtocart: the steps, the delivery address (a signed-in shopper's), the
 * bag's lines, gift wrap, the coupon, the bill quoted by the server for the selected lines, Place Order,
 * and 'You may also like'. A guest sees their bag and its bill the same way and signs in at checkout.
 * Loading, failed and empty states of their own.
 */
export function CartScreen() {
  const { hooks } = useApi();
  const session = useSession();
  const user = session.user;
  const cart = useQuery({ ...cartOptions(hooks), enabled: !session.isPending });

  let body: ReactNode;
  if (session.isPending || cart.isPending) {
    body = (
      <div className={styles.panel}>
        <Spinner label="Loading your cart" />
      </div>
    );
  } else if (cart.isError || !cart.data) {
    body = (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{cartMessages.loadFailed}</p>
        <Button onPress={() => cart.refetch()} isDisabled={cart.isFetching}>
          {cart.isFetching ? "Trying again…" : "Try Again"}
        </Button>
      </div>
    );
  } else if (cart.data.data.products.length === 0) {
    body = (
      <section className={styles.panel} aria-labelledby="cart-empty-title">
        <h2 id="cart-empty-title" className={styles.panelTitle}>
          {cartMessages.empty}
        </h2>
        <p className={styles.panelText}>{cartMessages.emptyHint}</p>
        <ButtonLink href="/">Continue Shopping</ButtonLink>
      </section>
    );
  } else {
    body = <CartContent user={user} cart={cart.data.data} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>Shopping Bag</h1>
      <CartSteps />
      {body}
    </div>
  );
}

/** The bag and its bill; the delivery address only for a signed-in shopper (a guest chooses it at
 * checkout, after signing in). */
function CartContent({ user, cart }: { user: User | null; cart: Cart }) {
  const lines = cart.products;
  const addresses = useAddresses(user !== null);
  // Kept while the book is the same, so the address panel is not rendered again with each bill.
  const book = useMemo(
    () => (addresses.data ? sortAddresses(addresses.data.data) : undefined),
    [addresses.data],
  );
  const [pickedId, setPickedId] = useState<string | null>(null);
  const coupon = useBagCoupon(cart);
  const couponCode = coupon.code;
  const [giftWrap, setGiftWrap] = useState(false);

  // The address the shopper picked while it is in the book, else the default one (listed first).
  const chosen = book?.find((a) => a._id === pickedId) ?? book?.[0] ?? null;
  const hasSelection = selectedLineIds(lines).length > 0;
  const request = cartQuoteRequest({ lines, address: chosen, couponCode, giftWrap });
  const quote = useQuote(request, hasSelection);
  const isUpdating = quote.isFetching && (quote.isPlaceholderData || !quote.data);
  // Gift wrap's price stays in view once a bill has said it, also while nothing is selected (no bill).
  const giftWrapFee = useRef<number | undefined>(undefined);
  giftWrapFee.current = quote.data?.data.giftWrapFee ?? giftWrapFee.current;

  return (
    <>
      <div className={styles.columns}>
        <div className={styles.main}>
          {user ? (
            <DeliveryAddress
              user={user}
              addresses={book}
              isError={addresses.isError}
              chosenId={chosen?._id ?? null}
              onChoose={setPickedId}
            />
          ) : null}
          <CartLineList lines={lines} />
        </div>
        <aside className={styles.side} aria-label="Order summary">
          <div className={styles.section}>
            <GiftWrapOption isSelected={giftWrap} onChange={setGiftWrap} fee={giftWrapFee.current} />
          </div>
          <CouponEntry
            appliedCode={couponCode}
            quote={quote.data?.data}
            isUpdating={quote.isFetching || coupon.isChanging}
            onApply={coupon.apply}
            onRemove={coupon.remove}
            notice={coupon.notice}
          />
          {hasSelection ? (
            quote.isError && !quote.data ? (
              <p className={styles.panelText} role="alert">
                Failed to load the price details.
              </p>
            ) : (
              <BillSummary quote={quote.data?.data} isUpdating={isUpdating} />
            )
          ) : (
            <p className={styles.panelText}>Select an item to see the price details.</p>
          )}
          <PlaceOrder isGuest={user === null} addressId={chosen?._id ?? null} request={request} />
        </aside>
      </div>
      {/* Below the bag and the bill: hydrated (and its products asked for) as the shopper scrolls to it. */}
      <HydrateWhenNear id="cart-similar" estimate={["510px", "660px"]}>
        <SimilarProducts productId={lines[0].productId} title="You may also like" />
      </HydrateWhenNear>
    </>
  );
}
