import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import type { components } from "../../api/schema";

export type Banner = components["schemas"]["Banner"];
export type BannerList = components["schemas"]["BannerList"];
export type VideoConfig = components["schemas"]["VideoConfig"];

/** One banner list (GET /banner/trending/{list}); the same options in loaders and components. */
export function bannerListOptions(client: ApiClient, list: BannerList) {
  return queryOptions({
    queryKey: ["get", "/banner/trending/{list}", { list }] as const,
    queryFn: async ({ signal }): Promise<Banner[]> => {
      const { data } = await client.GET("/banner/trending/{list}", { params: { path: { list } }, signal });
      if (!data) throw new Error("Empty banner response");
      return data.data;
    },
  });
}

/** The hero's video configuration (GET /video/get-video). */
export function videoConfigOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["get", "/video/get-video"] as const,
    queryFn: async ({ signal }): Promise<VideoConfig> => {
      const { data } = await client.GET("/video/get-video", { signal });
      if (!data) throw new Error("Empty video response");
      return data.data;
    },
  });
}

/** A video path the hero can play: a non-blank string. */
export function usablePath(path: string | null | undefined): string | undefined {
  return typeof path === "string" && path.trim() !== "" ? path : undefined;
}

/** Whether a video configuration has nothing playable, so the hero needs its image banners. */
export function videoIsUnusable(config: VideoConfig | undefined): boolean {
  return !usablePath(config?.mobileVideoPath) && !usablePath(config?.desktopVideoPath);
}

/** Where a banner click goes, by its page value (storefront 2.8); undefined = nowhere. */
export function bannerRoute(page: string | undefined): string | undefined {
  switch (page) {
    case "trending":
      return "/trending";
    case "newarrival":
      return "/new-arrivals";
    case "home":
      return "/";
    case "upperwear":
      return "/upper-wear";
    default:
      return undefined;
  }
}
