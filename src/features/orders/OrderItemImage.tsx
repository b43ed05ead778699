import { useCallback, useState } from "react";
import { Icon } from "../../components/Icon";
import * as styles from "./Orders.css";

/**
 * A bought item's picture, or a placeholder (a garment outline in the same box) when it does not load
 * (as the original shop's orders list did). An image that failed
 * before the page hydrated is caught too: it is complete with no width when React gets hold of it.
 */
export function OrderItemImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(!src);
  const caughtEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken) {
    return (
      <span className={styles.imagePlaceholder} data-placeholder>
        <Icon size={28}>
          <path d="M9 4 4 7l2 4 2-1v10h8V10l2 1 2-4-5-3a3 3 0 0 1-6 0Z" />
        </Icon>
      </span>
    );
  }
  return (
    <img
      ref={caughtEarly}
      className={styles.image}
      src={src}
      alt=""
      width={56}
      height={70}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}
