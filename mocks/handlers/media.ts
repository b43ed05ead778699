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

/** Host-root uploads only: the pattern's leading `*` would also take the API's /customized/uploads/{id}. */
const hostRootUpload =
  (answer: () => Response) =>
  ({ request }: { request: Request }) =>
    new URL(request.url).pathname.startsWith("/uploads/") ? answer() : undefined;

const defaults = [
  http.get("/video/get-video", ({ response }) => response(200).json({ success: true, data: videoConfig })),
  http.untyped.get(
    "*/uploads/:file",
    hostRootUpload(
      () => new HttpResponse(PIXEL_PNG, { status: 200, headers: { "Content-Type": "image/png" } }),
    ),
  ),
];

export const mediaHandlers = defineVariants(defaults, {
  notFound: [
    http.untyped.get(
      "*/uploads/:file",
      hostRootUpload(() => errorResponse(404, "File not found")),
    ),
  ],
});
