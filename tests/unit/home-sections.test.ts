// The home page's product sections never show one product twice, deterministically from the server's
// listings: New Arrivals the newest eight, Trending the first eight of its sixteen that New Arrivals does
// not show, Featured the rest of the new arrivals' first twenty.
import { describe, expect, it } from "vitest";
import { productsWithTag } from "../../mocks/fixtures";
import {
  featuredShown,
  HOME_GRID_SIZE,
  HOME_TRENDING_LIMIT,
  newArrivalsShown,
  notShown,
  trendingShown,
} from "../../src/features/home/homeSections";
import { FEATURED_LIMIT, FEATURED_TAG } from "../../src/features/home/featuredListing";

const products = (...ids: string[]) => ids.map((_id) => ({ _id }));
const ids = (list: readonly { _id: string }[]) => list.map((p) => p._id);

/** The three sections for listings as the server answers them (newest first, a page of each limit). */
function sections(newArrivals: readonly { _id: string }[], trending: readonly { _id: string }[]) {
  const newest = newArrivalsShown(newArrivals);
  const popular = trendingShown(trending.slice(0, HOME_TRENDING_LIMIT), newest);
  const featured = featuredShown(newArrivals.slice(0, FEATURED_LIMIT), [...newest, ...popular]);
  return { newest, popular, featured };
}

describe("home sections", () => {
  it("leave out what is shown, keeping the order", () => {
    expect(ids(notShown(products("a", "b", "c", "d"), products("c", "a")))).toEqual(["b", "d"]);
  });

  it("with the seeded catalogue, show 8 new arrivals, 8 trending and the rest as Featured, none twice", () => {
    const { newest, popular, featured } = sections(
      productsWithTag(FEATURED_TAG),
      productsWithTag("trending"),
    );
    expect(newest).toHaveLength(HOME_GRID_SIZE);
    expect(popular).toHaveLength(HOME_GRID_SIZE);
    expect(featured.length).toBeGreaterThan(0);
    const all = ids([...newest, ...popular, ...featured]);
    expect(new Set(all).size).toBe(all.length);
    // Trending does share products with New Arrivals in the catalogue: they are left out, not repeated.
    const newIds = ids(newest);
    expect(
      productsWithTag("trending")
        .slice(0, HOME_GRID_SIZE)
        .some((p) => newIds.includes(p._id)),
    ).toBe(true);
  });

  it("fill Trending even when every new arrival shown is trending too", () => {
    const same = products(...Array.from({ length: 20 }, (_, i) => `p${i}`));
    const { newest, popular, featured } = sections(same, same);
    expect(ids(newest)).toEqual(ids(same.slice(0, 8)));
    expect(ids(popular)).toEqual(ids(same.slice(8, 16)));
    expect(ids(featured)).toEqual(ids(same.slice(16, 20)));
  });

  it("are the same for the same listings (deterministic)", () => {
    const newArrivals = productsWithTag(FEATURED_TAG);
    const trending = productsWithTag("trending");
    expect(sections(newArrivals, trending)).toEqual(sections([...newArrivals], [...trending]));
  });

  it("show what there is when a listing is short or empty", () => {
    expect(sections([], products("a", "b"))).toEqual({
      newest: [],
      popular: products("a", "b"),
      featured: [],
    });
    expect(ids(sections(products("a", "b"), products("b", "c")).popular)).toEqual(["c"]);
  });
});
