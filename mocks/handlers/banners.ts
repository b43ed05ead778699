// Contract tag "banners": banner lists per BannerList and the header's announcement headlines.
import { banners, headlines } from "../fixtures";
import { http, inputOf } from "./http";
import { defineVariants } from "./variants";

const defaults = [
  http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: headlines })),
  http.get("/banner/trending/{list}", ({ request, response }) => {
    const { list } = inputOf(request, "listBanners").path;
    return response(200).json({ success: true, data: banners[list] });
  }),
];

export const bannerHandlers = defineVariants(defaults, {
  /** No banners and no headlines (the hero falls back to placeholders). */
  empty: [
    http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: [] })),
    http.get("/banner/trending/{list}", ({ response }) => response(200).json({ success: true, data: [] })),
  ],
});
