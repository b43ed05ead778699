export { CATEGORY_TILES, type CategoryTile } from "./categories";
export { CategoryTiles, type CategoryTilesProps } from "./CategoryTiles";
