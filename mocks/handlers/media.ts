// Contract tag "media": hero video configuration and uploaded files. GET /uploads/{file} is served from
// the host root (its own `servers: [{url: /}]`), so it is an untyped handler on "*/uploads/:file".
import { HttpResponse } from "msw";
import { errorResponse, http } from "./http";
import { videoConfig } from "../fixtures";
import { defineVariants } from "./variants";

/** A 1×1 transparent PNG: what every mock upload answers. */
const PIXEL_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const defaults = [
  http.get("/video/get-video", ({ response }) => response(200).json({ success: true, data: videoConfig })),
  http.untyped.get(
    "*/uploads/:file",
    () => new HttpResponse(PIXEL_PNG, { status: 200, headers: { "Content-Type": "image/png" } }),
  ),
];

export const mediaHandlers = defineVariants(defaults, {
  notFound: [http.untyped.get("*/uploads/:file", () => errorResponse(404, "File not found"))],
});
