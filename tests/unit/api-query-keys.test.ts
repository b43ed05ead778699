// Server state is read under openapi-react-query's own keys, by one options function that the route
// loaders (server prefetch) and the screens share: what the server dehydrates is what the browser reads,
// with no refetch on hydration.
import { dehydrate, hydrate, InfiniteQueryObserver, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { makeProductSummary } from "../../mocks/fixtures";
import { createApiClient, createApiHooks } from "../../src/api/client";
import { makeQueryClient } from "../../src/api/queryClient";
import { bannerListOptions } from "../../src/features/banners/queries";
import { DEFAULT_LISTING_FILTERS } from "../../src/features/catalog/listingFilters";
import { LISTING_PAGE_SIZE, listingOptions } from "../../src/features/catalog/listingQuery";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const TOTAL = 11;
const products = Array.from({ length: TOTAL }, (_, i) =>
  makeProductSummary({ _id: `p${i}`, name: `Tee ${i}` }),
);

/** A stand-in API: listing pages of 8 out of 11 products, and banner lists; every call is recorded. */
function fakeApi() {
  const calls: string[] = [];
  const hooks = createApiHooks(
    createApiClient({
      baseUrl: "http://shop.test/api/v1",
      fetch: async (request) => {
        const url = new URL(request.url);
        calls.push(`${url.pathname}${url.search}`);
        if (url.pathname.startsWith("/api/v1/banner/trending/")) return json({ success: true, data: [] });
        const page = Number(url.searchParams.get("page"));
        const limit = Number(url.searchParams.get("limit"));
        const listing = {
          products: products.slice((page - 1) * limit, page * limit),
          totalCount: TOTAL,
          page,
          limit,
          facets: { sizes: [], colors: [], price: { min: 0, max: 0 } },
        };
        return json({ success: true, data: { data: { data: listing } } });
      },
    }),
  );
  return { hooks, calls };
}

const source = { kind: "tag", tag: "newarrival" } as const;

describe("listing queries", () => {
  it("use the library's key for the call without its page (the filters are in it)", () => {
    const { hooks } = fakeApi();
    const options = listingOptions(hooks, source, { ...DEFAULT_LISTING_FILTERS, sort: "price-asc" });
    const libraryKey = hooks.queryOptions("get", "/product/tags/{tag}", {
      params: { path: { tag: "newarrival" }, query: { limit: LISTING_PAGE_SIZE, sort: "price-asc" } },
    }).queryKey;
    expect(options.queryKey).toEqual(libraryKey);
    expect(options.queryKey).toEqual([
      "get",
      "/product/tags/{tag}",
      { params: { path: { tag: "newarrival" }, query: { limit: 8, sort: "price-asc" } } },
    ]);
  });

  it("are prefetched on the server and read in the browser without another call, then page on", async () => {
    const server = fakeApi();
    const serverCache = makeQueryClient();
    await serverCache.prefetchInfiniteQuery(listingOptions(server.hooks, source));
    expect(server.calls).toEqual(["/api/v1/product/tags/newarrival?limit=8&page=1"]);

    const browser = fakeApi();
    const browserCache = makeQueryClient();
    hydrate(browserCache, JSON.parse(JSON.stringify(dehydrate(serverCache))));
    const observer = new InfiniteQueryObserver(browserCache, listingOptions(browser.hooks, source));
    const unsubscribe = observer.subscribe(() => {});
    const first = observer.getCurrentResult();
    expect(first.status).toBe("success");
    expect(first.data?.pages[0].products.map((p) => p.name)).toEqual(products.slice(0, 8).map((p) => p.name));
    expect(first.hasNextPage).toBe(true);
    expect(browser.calls).toEqual([]);

    const second = await observer.fetchNextPage();
    expect(browser.calls).toEqual(["/api/v1/product/tags/newarrival?limit=8&page=2"]);
    expect(second.data?.pages.flatMap((p) => p.products)).toHaveLength(TOTAL);
    expect(second.hasNextPage).toBe(false);
    unsubscribe();
  });
});

describe("plain queries", () => {
  it("share the loader's key and are not fetched again after hydration", async () => {
    const server = fakeApi();
    const serverCache = makeQueryClient();
    await serverCache.prefetchQuery(bannerListOptions(server.hooks, "home"));
    const browser = fakeApi();
    const browserCache = makeQueryClient();
    hydrate(browserCache, JSON.parse(JSON.stringify(dehydrate(serverCache))));
    const options = bannerListOptions(browser.hooks, "home");
    expect(options.queryKey).toEqual([
      "get",
      "/banner/trending/{list}",
      { params: { path: { list: "home" } } },
    ]);
    const observer = new QueryObserver(browserCache, options);
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual([]);
    expect(browser.calls).toEqual([]);
    unsubscribe();
  });
});
