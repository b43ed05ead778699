import { Link as AriaLink } from "react-aria-components";
import { CATEGORY_TILES, type CategoryTile } from "./categories";
import * as styles from "./CategoryTiles.css";

export interface CategoryTilesProps {
  tiles?: readonly CategoryTile[];
}

/** 'Shop by Category' (storefront 2.8 §2): a grid of tiles, 2 columns (4 at large), each a link; one row
 * scrolling sideways on a phone. */
export function CategoryTiles({ tiles = CATEGORY_TILES }: CategoryTilesProps) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.item}>
          <AriaLink href={tile.href} className={styles.tile}>
            <img className={styles.image} src={tile.image} alt="" width={400} height={500} loading="lazy" />
            <span className={styles.label}>{tile.label}</span>
          </AriaLink>
        </li>
      ))}
    </ul>
  );
}
