// Contract tag "media": hero video configuration and uploaded files. GET /uploads/{file} is served from
// the host root (its own `servers: [{url: /}]`), so it is an untyped handler on "*/uploads/:file".
import { HttpResponse } from "msw";
import { errorResponse, http } from "./http";
import { db } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

/** A 1×1 transparent PNG: what every mock upload answers. */
const PIXEL_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const FILE_NAME = /^[A-Za-z0-9._-]+$/;

const defaults = [
  http.get("/video/get-video", ({ response }) => response(200).json({ success: true, data: db.videoConfig })),
  http.untyped.get("*/uploads/:file", ({ params }) => {
    const file = String(params.file);
    if (!FILE_NAME.test(file) || !/\.(png|webp)$/.test(file)) return errorResponse(404, "File not found");
    return new HttpResponse(PIXEL_PNG, { status: 200, headers: { "Content-Type": "image/png" } });
  }),
];

export const mediaHandlers: HandlerVariants = defineVariants(defaults, {
  notFound: [http.untyped.get("*/uploads/:file", () => errorResponse(404, "File not found"))],
});
