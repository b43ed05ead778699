// Which products each of the home page's product sections shows: never one product twice. The newest
// new arrivals, the trending ones that are not among them, and as Featured the rest of the new arrivals'
// first page of twenty, past both. All from the server's listings in their own order, so the same data
// always gives the same page. Plain functions and constants (no components), so tests read them too.

/** How many products each home grid shows: two rows of four on a wide screen. */
export const HOME_GRID_SIZE = 8;

/** Trending is asked for in twice that: enough to fill its grid even if every new arrival shown is also
 * trending. */
export const HOME_TRENDING_LIMIT = HOME_GRID_SIZE * 2;

interface Listed {
  _id: string;
}

/** `products` in their order, without any of `shown`. */
export function notShown<T extends Listed>(products: readonly T[], shown: readonly Listed[]): T[] {
  const ids = new Set(shown.map((product) => product._id));
  return products.filter((product) => !ids.has(product._id));
}

/** New Arrivals: the newest of the new arrivals. */
export function newArrivalsShown<T extends Listed>(newArrivals: readonly T[]): T[] {
  return newArrivals.slice(0, HOME_GRID_SIZE);
}

/** Trending: the first trending products that New Arrivals does not show. */
export function trendingShown<T extends Listed>(trending: readonly T[], newArrivals: readonly Listed[]): T[] {
  return notShown(trending, newArrivals).slice(0, HOME_GRID_SIZE);
}

/** Featured Products: its listing without what the two grids above it show. */
export function featuredShown<T extends Listed>(featured: readonly T[], shownAbove: readonly Listed[]): T[] {
  return notShown(featured, shownAbove);
}
