// Contract tag "admin": a customised order's print files for the orders board
// (docs/decisions/customiser-design.md#print-files). Staff with the orders permission only; the files are
// kept under private/ and handed out here alone, `private, no-store`, the print file as a download.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ApiError } from "../services/errors";
import { orderPrintFiles } from "../services/designs/printFilesJob";
import { printFileMessages } from "../../src/lib/printFileMessages";
import { orderMessages } from "../services/orders/messages";
import type { FileStore } from "../storage/fileStore";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

const fileUrl = (orderId: string, side: string, kind: string) =>
  `/api/v1/admin/orders/${encodeURIComponent(orderId)}/print-files/${side}${kind === "mockup" ? "?kind=mockup" : ""}`;

export function staffPrintFileRoutes(db: Kysely<Database>, files: FileStore) {
  const knownOrder = async (orderId: string) => {
    const order = await db.selectFrom("orders").select("id").where("id", "=", orderId).executeTakeFirst();
    if (!order) throw new ApiError(404, orderMessages.notFound);
  };
  return new Hono()
    .use(privateAnswers)
    .get("/:id/print-files", async (c) => {
      await requireStaff(c, db, "orders");
      const orderId = inputOf(c, "listOrderPrintFiles").path.id;
      await knownOrder(orderId);
      const { state, files: made } = await orderPrintFiles(db, orderId);
      const data = {
        state,
        files: made.map(({ side, kind, width, height }) => ({
          side,
          kind,
          width,
          height,
          url: fileUrl(orderId, side, kind),
        })),
      };
      return c.json({ success: true as const, data });
    })
    .get("/:id/print-files/:side", async (c) => {
      await requireStaff(c, db, "orders");
      const { path, query } = inputOf(c, "getOrderPrintFile");
      await knownOrder(path.id);
      const kind = query?.kind ?? "print";
      const { files: made } = await orderPrintFiles(db, path.id);
      const row = made.find((file) => file.side === path.side && file.kind === kind);
      const file = row && (await files.get(row.storageKey));
      if (!file) throw new ApiError(404, printFileMessages.notReady);
      c.header("Content-Type", file.contentType);
      if (kind === "print") {
        const name = `${path.id.replace(/[^A-Za-z0-9_-]/g, "")}-${path.side}.png`;
        c.header("Content-Disposition", `attachment; filename="${name}"`);
      }
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
