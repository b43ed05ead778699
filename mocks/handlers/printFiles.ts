// Contract tag "admin": a customised order's print files on the orders board (listOrderPrintFiles,
// getOrderPrintFile). Who counts as staff is the server's rule (as for the board's other calls): the
// mocks answer any signed-in user and a guest 401; `forbidden` is the server's answer to staff without the
// orders permission. The files answer a tiny picture: the mocks keep no print files.
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { printFileMessages } from "../../src/lib/printFileMessages";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

type State = "none" | "rendering" | "ready" | "failed";

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
/** A 1×1 transparent PNG and WebP. */
const PIXEL_PNG = bytesOf(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
);
const PIXEL_WEBP = bytesOf("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");

const url = (orderId: string, side: string, kind: "print" | "mockup") =>
  `/api/v1/admin/orders/${orderId}/print-files/${side}${kind === "mockup" ? "?kind=mockup" : ""}`;

/** What a design printed on both sides has once its job is done; a part of it while rendering. */
function filesOf(orderId: string, state: State) {
  if (state === "none" || state === "failed") return [];
  const all = (["front", "back"] as const).flatMap((side) => [
    { side, kind: "print" as const, width: 3600, height: 4800, url: url(orderId, side, "print") },
    { side, kind: "mockup" as const, width: 1000, height: 1250, url: url(orderId, side, "mockup") },
  ]);
  return state === "rendering" ? all.slice(0, 1) : all;
}

const listing = (state: State) =>
  http.get("/admin/orders/{id}/print-files", ({ request, response }) => {
    requireUser();
    const { id } = inputOf(request, "listOrderPrintFiles").path;
    return response(200).json({ success: true, data: { state, files: filesOf(id, state) } });
  });

const defaults = [
  listing("ready"),
  http.get("/admin/orders/{id}/print-files/{side}", ({ request }) => {
    requireUser();
    const { path, query } = inputOf(request, "getOrderPrintFile");
    const mockup = query?.kind === "mockup";
    return new Response(mockup ? PIXEL_WEBP : PIXEL_PNG, {
      status: 200,
      headers: {
        "Content-Type": mockup ? "image/webp" : "image/png",
        "Cache-Control": "private, no-store",
        ...(mockup ? {} : { "Content-Disposition": `attachment; filename="${path.id}-${path.side}.png"` }),
      },
    });
  }),
];

export const printFileHandlers = defineVariants(defaults, {
  /** The job is still making them: one file so far. */
  rendering: [listing("rendering")],
  /** An order without a design: nothing to print. */
  empty: [listing("none")],
  /** Given up after the job's last try. */
  failed: [listing("failed")],
  /** A file asked for before it is made. */
  notFound: [http.get("/admin/orders/{id}/print-files/{side}", () => fail(404, printFileMessages.notReady))],
  /** Staff without the orders permission. */
  forbidden: [
    http.get("/admin/orders/{id}/print-files", () => fail(403, missingPermissionMessage("orders"))),
    http.get("/admin/orders/{id}/print-files/{side}", () => fail(403, missingPermissionMessage("orders"))),
  ],
});
