import { useState } from "react";
import type { WishlistCustomization } from "../../api/types";
import { Button, ButtonLink, ToggleButton } from "../../components/Button";
import { button } from "../../components/Button/Button.css";
import { DesignMockup } from "../../components/DesignMockup";
import { Link } from "../../components/Link";
import type { ArtworkSources } from "../../lib/design/DesignLayersSvg";
import { formatRupees } from "../../lib/money";
import { designCheckoutPath } from "../../lib/paths";
import { designEditorHref, garmentName } from "../designs";
import * as styles from "./Wishlist.css";

export interface SavedDesignCardProps {
  design: WishlistCustomization;
  sources: ArtworkSources;
  isRemoving: boolean;
  onRemove: () => void;
}

/**
 * One saved design, as the original shop showed it: the front on the blank with its artwork, type, colour
 * and size, Remove and Order Now. The back can be shown when it is printed, and Edit reopens the design.
 */
export function SavedDesignCard({ design, sources, isRemoving, onRemove }: SavedDesignCardProps) {
  const [showBack, setShowBack] = useState(false);
  const garment = garmentName(design.type);
  const side = showBack ? "back" : "front";
  const title = design.name ?? `Custom ${garment}`;
  return (
    <article className={styles.item} aria-label={title}>
      <DesignMockup
        design={design}
        side={side}
        sources={sources}
        label={`${side === "front" ? "Front" : "Back"} of your ${design.color} ${garment.toLowerCase()} design`}
      />
      <div className={styles.designFacts}>
        <p className={styles.designTitle}>{title}</p>
        <p className={styles.subtitle}>{`${garment} · ${design.color} · Size ${design.size}`}</p>
        <p className={styles.designPrice}>{formatRupees(design.price)}</p>
      </div>
      <div className={styles.designLinks}>
        {design.sides.back.length > 0 ? (
          <ToggleButton
            className={button({ variant: "secondary", size: "sm" })}
            isSelected={showBack}
            onChange={setShowBack}
          >
            Show back
          </ToggleButton>
        ) : null}
        <Link href={designEditorHref(design._id)}>Edit design</Link>
      </div>
      <div className={styles.itemActions}>
        <ButtonLink
          size="sm"
          href={designCheckoutPath(design, design._id)}
          aria-label={`Order Now: ${title}`}
        >
          Order Now
        </ButtonLink>
        <Button
          size="sm"
          variant="secondary"
          onPress={onRemove}
          isPending={isRemoving}
          pendingLabel="Removing"
          aria-label={`Remove: ${title}`}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}
