import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ProductSummary } from "../../api/types";
import { Button, ButtonLink } from "../../components/Button";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { visuallyHidden } from "../../design/utils.css";
import { OpenedOnce } from "../../components/LazyPart";
import { LazyMoveToCartDialog } from "./onDemand";
import { SavedDesigns } from "./SavedDesigns";
import { useWishlist, useWishlistChange } from "./useWishlist";
import * as styles from "./Wishlist.css";
import { WishlistItem } from "./WishlistItem";
import { cardTurn } from "../catalog";
import { DISCOVER_HREF, savedCountText, wishlistMessages as messages } from "./wishlistMessages";

/** How many cards are in the first viewport on a large screen, and so load their images eagerly. */
const EAGER_CARDS = 3;

/**
 * /wishlist: 'Back to Home', Add Item, 'My Wishlist', 'N item(s) saved for
 * later' and the saved products' cards in 1, 2 or 3 columns, each with Move to Cart (a size, then the
 * cart) and Remove. Empty, loading, failed (Try Again) and guest states. Removing is optimistic, as the
 * hearts are: the card goes at once and comes back if the server refuses.
 */
export function WishlistScreen() {
  const wishlist = useWishlist();
  const changeWishlist = useWishlistChange();
  const [moving, setMoving] = useState<ProductSummary | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user, products } = wishlist;

  // A removed card takes its focused button with it: focus goes to the heading instead of the page.
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const remove = (product: ProductSummary) => {
    if (!user) return;
    void changeWishlist(user._id, product._id, false);
    setFocusHeading(true);
  };

  let body: ReactNode;
  if (wishlist.isPending) {
    body = (
      <div className={styles.panel}>
        <Spinner label="Loading wishlist" />
      </div>
    );
  } else if (!user) {
    body = (
      <SignInPrompt
        title={messages.guest}
        text="The products you save with the heart appear here once you are signed in."
      />
    );
  } else if (wishlist.isError && products.length === 0) {
    body = (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{messages.loadFailed}</p>
        <Button onPress={wishlist.refetch} isPending={wishlist.isRefetching} pendingLabel="Trying again">
          Try Again
        </Button>
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <section className={styles.panel} aria-labelledby="wishlist-empty-title">
        <h2 id="wishlist-empty-title" className={styles.panelTitle}>
          {messages.empty}
        </h2>
        <p className={styles.panelText}>{messages.emptyHint}</p>
        <ButtonLink href={DISCOVER_HREF}>Discover Items</ButtonLink>
      </section>
    );
  } else {
    body = (
      <>
        <h2 className={visuallyHidden}>Saved products</h2>
        <ul className={styles.grid} aria-label="Saved products">
          {products.map((product, index) => (
            <li key={product._id}>
              <WishlistItem
                product={product}
                turn={cardTurn(index, EAGER_CARDS)}
                onMoveToCart={() => setMoving(product)}
                onRemove={() => remove(product)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const showCount = Boolean(user) && !wishlist.isPending && !(wishlist.isError && products.length === 0);
  return (
    <div className={styles.page}>
      <Link href="/">← Back to Home</Link>
      <header className={styles.header}>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {messages.title}
          </h1>
          {showCount ? (
            <p className={styles.subtitle} role="status">
              {savedCountText(products.length)}
            </p>
          ) : null}
        </div>
        <ButtonLink href={DISCOVER_HREF} variant="secondary">
          Add Item
        </ButtonLink>
      </header>
      {body}
      {user ? <SavedDesigns userId={user._id} /> : null}
      {user ? (
        <OpenedOnce isOpen={moving !== null}>
          <LazyMoveToCartDialog product={moving} userId={user._id} onClose={() => setMoving(null)} />
        </OpenedOnce>
      ) : null}
    </div>
  );
}
