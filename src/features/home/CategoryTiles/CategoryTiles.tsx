import { AppLink } from "../../../components/Link";
import { ProductPicture } from "../../catalog";
import { pictureLoading } from "../../../lib/laterPictures";
import { CATEGORY_TILES, type CategoryTile } from "./categories";
import * as styles from "./CategoryTiles.css";

export interface CategoryTilesProps {
  tiles?: readonly CategoryTile[];
}

/** How wide a tile is drawn: a third of a phone's row (38 % of it), half the width from 640 px, a quarter
 * from 1024 px; the browser picks the AVIF (or WebP) of the product photo at 400 or 800 px from it. */
const TILE_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 38vw";

/** 'Shop by Category': a grid of tiles, 2 columns (4 at large), each a link; one row
 * scrolling sideways on a phone. */
export function CategoryTiles({ tiles = CATEGORY_TILES }: CategoryTilesProps) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.item}>
          <AppLink href={tile.href} className={styles.tile}>
            <ProductPicture
              className={styles.image}
              src={tile.image}
              sizes={TILE_SIZES}
              alt=""
              width={400}
              height={500}
              {...pictureLoading("later")}
            />
            <span className={styles.label}>{tile.label}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
