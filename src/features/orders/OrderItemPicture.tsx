import type { LineDesign } from "../../api/types";
import { DesignMockup, shownSides, useArtworkSources } from "../../components/DesignMockup";
import { OrderItemImage } from "./OrderItemImage";
import * as styles from "./Orders.css";

/** A bought item's picture; a line that printed a saved design shows the design as ordered, on its blank:
 * the front, and the back when printed (docs/decisions/customiser-design.md#ordering-a-design). */
export function OrderItemPicture({
  image,
  design,
  name,
}: {
  image: string;
  design?: LineDesign;
  name: string;
}) {
  const sources = useArtworkSources(design !== undefined);
  if (!design) return <OrderItemImage src={image} />;
  return (
    <span className={styles.designPictures}>
      {shownSides(design).map((side) => (
        <DesignMockup
          key={side}
          className={styles.image}
          design={design}
          side={side}
          label={`${name}, your design, ${side}`}
          sources={sources}
          size={{ width: 56, height: 70 }}
        />
      ))}
    </span>
  );
}
