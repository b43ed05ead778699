// The price, live (designPrice: the blank plus each printed side), and what can be done with the design:
// order it, add it to the bag or the wishlist, save it (or a copy) and share it by link.
import { memo, useState } from "react";
import type { CustomiserPricing, DesignSides } from "../../api/types";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { designPrice } from "../../lib/design/designPrice";
import { formatRupees } from "../../lib/money";
import type { ActionName, Sharing } from "./useDesignActions";
import * as controls from "./controls.css";
import * as styles from "./SaveActions.css";

/** Which sides have something printed, in words ("front printed", "front and back printed"). */
function printedWords(sides: DesignSides): string {
  const front = sides.front.length > 0;
  const back = sides.back.length > 0;
  if (front && back) return "front and back printed";
  if (front) return "front printed";
  if (back) return "back printed";
  return "nothing printed yet";
}

/** "₹1,499 · front printed": the live price of the design (src/lib/design/designPrice.ts). */
export function priceWords(pricing: CustomiserPricing, sides: DesignSides): string {
  return `${formatRupees(designPrice(pricing, sides))} · ${printedWords(sides)}`;
}

export interface SaveActionsProps {
  /** priceWords(…), or null while the prices load: a string, so a drag does not draw this again. */
  priceText: string | null;
  pending: ActionName | null;
  message: { text: string; tone: "success" | "danger" } | null;
  savedId: string | null;
  sharing: Sharing;
  onWishlist: () => void;
  onSave: () => void;
  onSaveCopy: () => void;
  onShare: (next: Sharing) => void;
  onAddToCart: () => void;
  onOrderNow: () => void;
}

export const SaveActions = memo(function SaveActions({
  priceText,
  pending,
  message,
  savedId,
  sharing,
  onWishlist,
  onSave,
  onSaveCopy,
  onShare,
  onAddToCart,
  onOrderNow,
}: SaveActionsProps) {
  const [copied, setCopied] = useState(false);
  const shareLink = savedId ? `/customized/d/${savedId}` : null;
  const copyLink = async () => {
    if (!shareLink) return;
    await navigator.clipboard?.writeText(new URL(shareLink, window.location.origin).href).catch(() => {});
    setCopied(true);
  };
  return (
    <section className={controls.section} aria-labelledby="customiser-price-title">
      <h2 id="customiser-price-title" className={styles.price} aria-live="polite">
        {priceText ?? "Price"}
      </h2>
      <p className={controls.hint}>Inclusive of GST. The blank garment, plus each printed side.</p>
      <div className={styles.primary}>
        <Button
          size="lg"
          fullWidth
          onPress={onOrderNow}
          isPending={pending === "order"}
          pendingLabel="Ordering"
        >
          Order Now
        </Button>
        <Button
          size="lg"
          variant="secondary"
          fullWidth
          onPress={onAddToCart}
          isPending={pending === "cart"}
          pendingLabel="Adding to bag"
        >
          Add to cart
        </Button>
      </div>
      <div className={styles.secondary}>
        <Button
          variant="secondary"
          onPress={onWishlist}
          isPending={pending === "wishlist"}
          pendingLabel="Adding"
        >
          Add to Wishlist
        </Button>
        <Button variant="secondary" onPress={onSave} isPending={pending === "save"} pendingLabel="Saving">
          Save design
        </Button>
        {savedId ? (
          <Button variant="ghost" onPress={onSaveCopy} isPending={pending === "copy"} pendingLabel="Saving">
            Save as copy
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className={message.tone === "danger" ? controls.error : styles.success} role="status">
          {message.text}
        </p>
      ) : null}
      {savedId ? (
        <div className={styles.share}>
          <Checkbox
            isSelected={sharing.shared}
            isDisabled={pending === "share"}
            onChange={(shared) => onShare({ shared, shareUploads: shared && sharing.shareUploads })}
          >
            Share this design by link
          </Checkbox>
          {sharing.shared ? (
            <>
              <Checkbox
                isSelected={sharing.shareUploads}
                isDisabled={pending === "share"}
                onChange={(shareUploads) => onShare({ shared: true, shareUploads })}
              >
                Show my own pictures on the shared page
              </Checkbox>
              <div className={controls.row}>
                <Button variant="ghost" size="sm" onPress={copyLink}>
                  Copy link
                </Button>
                {copied ? <span className={controls.hint}>Link copied.</span> : null}
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
