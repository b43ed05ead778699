// Contract tag "banners": banner lists per BannerList and the header's announcement headlines.
import { BANNER_LISTS } from "../fixtures";
import { http } from "./http";
import { db } from "./state";
import { enumParam } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: db.headlines })),
  http.get("/banner/trending/{list}", ({ params, response }) => {
    const list = enumParam(params.list, "list", BANNER_LISTS);
    return response(200).json({ success: true, data: db.banners[list] });
  }),
];

export const bannerHandlers: HandlerVariants = defineVariants(defaults, {
  /** No banners and no headlines (the hero falls back to placeholders). */
  empty: [
    http.get("/banner/headlines", ({ response }) => response(200).json({ success: true, data: [] })),
    http.get("/banner/trending/{list}", ({ params, response }) => {
      enumParam(params.list, "list", BANNER_LISTS);
      return response(200).json({ success: true, data: [] });
    }),
  ],
});
