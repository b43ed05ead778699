import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { getVideoConfig } from "../services/content";
import type { GetOk } from "./contract";

/** Contract tag "media". */
export function mediaRoutes(db: Kysely<Database>) {
  return new Hono().get("/get-video", async (c) => {
    const data = await getVideoConfig(db);
    return c.json<GetOk<"/video/get-video">>({ success: true, data });
  });
}
