import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listBanners, listHeadlines } from "../services/content";
import { BANNER_LISTS } from "../../src/api/enums";
import type { GetOk } from "./contract";
import { enumParam } from "./validation";

/** Contract tag "banners". */
export function bannerRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/trending/:list", async (c) => {
      const list = enumParam(c.req.param("list"), "list", BANNER_LISTS);
      const data = await listBanners(db, list);
      return c.json<GetOk<"/banner/trending/{list}">>({ success: true, data });
    })
    .get("/headlines", async (c) => {
      const data = await listHeadlines(db);
      return c.json<GetOk<"/banner/headlines">>({ success: true, data });
    });
}
