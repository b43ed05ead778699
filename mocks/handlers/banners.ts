// Contract tag "banners": banner lists per BannerList and the header's announcement headlines.
import { http, inputOf } from "./http";
import { db } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: db.headlines })),
  http.get("/banner/trending/{list}", ({ request, response }) => {
    const { list } = inputOf(request, "listBanners").path;
    return response(200).json({ success: true, data: db.banners[list] });
  }),
];

export const bannerHandlers: HandlerVariants = defineVariants(defaults, {
  /** No banners and no headlines (the hero falls back to placeholders). */
  empty: [
    http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: [] })),
    http.get("/banner/trending/{list}", ({ response }) => response(200).json({ success: true, data: [] })),
  ],
});
