import type { ApiQueryClient } from "../../api/client";
import type { components } from "../../api/schema";

export type Banner = components["schemas"]["Banner"];
export type BannerList = components["schemas"]["BannerList"];
export type VideoConfig = components["schemas"]["VideoConfig"];

// One options function per call, used by the route loaders (server prefetch) and the components alike,
// so both use openapi-react-query's key for it. The cache keeps the answer as sent; `select` hands the
// components what they show.

/** One banner list (GET /banner/trending/{list}): its banners. */
export function bannerListOptions(hooks: ApiQueryClient, list: BannerList) {
  return hooks.queryOptions(
    "get",
    "/banner/trending/{list}",
    { params: { path: { list } } },
    { select: (answer) => answer.data },
  );
}

/** The hero's video configuration (GET /video/get-video). */
export function videoConfigOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/video/get-video", undefined, { select: (answer) => answer.data });
}

/** The announcement headlines (GET /banner/headlines); a failure is only logged
 * (docs/product.md#when-a-call-fails), not retried. */
export function headlineOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/banner/headlines", undefined, { retry: false });
}

/** A video path the hero can play: a non-blank string. */
export function usablePath(path: string | null | undefined): string | undefined {
  return typeof path === "string" && path.trim() !== "" ? path : undefined;
}

/** Where a banner click goes, by its page value (the original shop's, and the contract's sub-category pages,
 * which open their Upper Wear tab); undefined = nowhere. */
const BANNER_ROUTES: Record<Banner["page"], string> = {
  trending: "/trending",
  newarrival: "/new-arrivals",
  home: "/",
  upperwear: "/upper-wear",
  customized: "/customized",
  "oversize-t-shirt": "/upper-wear?tab=oversize-tshirt",
  hoodie: "/upper-wear?tab=hoodie",
  shacket: "/upper-wear?tab=shacket",
};

export function bannerRoute(page: string | undefined): string | undefined {
  return page !== undefined && Object.hasOwn(BANNER_ROUTES, page)
    ? BANNER_ROUTES[page as Banner["page"]]
    : undefined;
}
