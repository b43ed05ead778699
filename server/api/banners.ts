import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listBanners, listHeadlines } from "../services/content";
import type { GetOk } from "./contract";
import { inputOf } from "./requestInput";

/** Contract tag "banners". */
export function bannerRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get("/trending/:list", async (c) => {
      const data = await listBanners(db, inputOf(c, "listBanners").path.list, now());
      return c.json<GetOk<"/banner/trending/{list}">>({ success: true, data });
    })
    .get("/headlines", async (c) => {
      const data = await listHeadlines(db, now());
      return c.json<GetOk<"/banner/headlines">>({ success: true, data });
    });
}
