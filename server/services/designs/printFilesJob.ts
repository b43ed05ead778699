// The print files of a customised order (docs/decisions/customiser-design.md#print-files): a durable job
// (docs/decisions/durable-jobs.md) written in the order's own transaction renders each printed side's
// 300 DPI PNG and a mockup of the front and the back, stores them privately and records each in
// order_print_files. Unique per order (the job's key is the order's id); each file's key is fixed by the
// order, side and kind, and its row is written with `on conflict do nothing`, so a retry after a crash, or
// a second job racing the first, never makes a second set.
import type { Kysely } from "kysely";
import type { DesignSide } from "../../../src/lib/design/printArea";
import type { Database, OrderPrintFilesTable } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { FileStore } from "../../storage/fileStore";
import { fileStoreWithin } from "../../storage/fromEnv";
import { PRIVATE_PREFIX } from "../../storage/keys";
import {
  type PrintableDesign,
  type RenderedPicture,
  printedSides,
  renderMockup,
  renderPrintSide,
} from "./printFile";

export const PRINT_FILES_JOB = "design.printFiles";

/** How long one try may run: two print files and two mockups take seconds alone and tens of seconds on a
 * loaded 2-core machine; the worker renews the lease meanwhile (docs/decisions/durable-jobs.md#long-tries). */
export const PRINT_FILES_MAX_MS = 10 * 60_000;

/** The mockups' width: twice the blank pictures' 500, sharp on the staff board and the share page. */
export const MOCKUP_FILE_WIDTH = 1000;

export interface PrintFilesPayload {
  orderId: string;
  /** The design the order prints: its order line keeps the design as it was ordered. */
  designId: string;
}

type FileKind = OrderPrintFilesTable["kind"];

/** Where each file is kept: private (never served at /files), handed out by the staff route. */
export const printFileKey = (orderId: string, side: DesignSide, kind: FileKind) =>
  `${PRIVATE_PREFIX}print-files/${orderId}/${kind === "print" ? `${side}.png` : `mockup-${side}.webp`}`;

/** In the caller's transaction (the order's): the job that makes the order's print files, once per order. */
export function enqueuePrintFiles(trx: Kysely<Database>, orderId: string, designId: string) {
  return enqueueJob(trx, {
    kind: PRINT_FILES_JOB,
    key: orderId,
    payload: { orderId, designId } satisfies PrintFilesPayload,
    maxAttempts: 5,
  });
}

/** The job: every file the order's design needs and has not yet got. A design that is not there throws:
 * designs are kept for the orders made of them, so the job fails, and after its last try the order's print
 * files say `failed` where staff look, rather than `ready` with nothing to print. */
export async function renderOrderPrintFiles(
  db: Kysely<Database>,
  store: FileStore,
  payload: PrintFilesPayload,
): Promise<void> {
  // The order line's snapshot, never the saved design: its shopper may have edited it since
  // (docs/decisions/customiser-design.md#ordering-a-design).
  const line = await db
    .selectFrom("order_lines")
    .select(["variant_id", "design"])
    .where("order_id", "=", payload.orderId)
    .where("design_id", "=", payload.designId)
    .where("design", "is not", null)
    .orderBy("position")
    .executeTakeFirst();
  if (!line?.design) throw new Error(`Design ${payload.designId} of order ${payload.orderId} not found`);
  const design: PrintableDesign = {
    garment: line.design.type,
    variant_id: line.variant_id,
    sides: line.design.sides,
  };
  const made = await db
    .selectFrom("order_print_files")
    .select(["side", "kind"])
    .where("order_id", "=", payload.orderId)
    .execute();
  const wanted: Array<{ side: DesignSide; kind: FileKind; render: () => Promise<RenderedPicture> }> = [
    ...printedSides(design).map((side) => ({
      side,
      kind: "print" as const,
      render: () => renderPrintSide(db, store, design, side),
    })),
    ...(["front", "back"] as const).map((side) => ({
      side,
      kind: "mockup" as const,
      render: () => renderMockup(db, store, design, side, MOCKUP_FILE_WIDTH),
    })),
  ];
  for (const file of wanted) {
    if (made.some((row) => row.side === file.side && row.kind === file.kind)) continue;
    const picture = await file.render();
    const key = printFileKey(payload.orderId, file.side, file.kind);
    await db.transaction().execute(async (trx) => {
      const row = { order_id: payload.orderId, side: file.side, kind: file.kind };
      const inserted = await trx
        .insertInto("order_print_files")
        .values({ ...row, storage_key: key, width: picture.width, height: picture.height })
        .onConflict((oc) => oc.columns(["order_id", "side", "kind"]).doNothing())
        .returning("order_id")
        .executeTakeFirst();
      // Written only by the transaction that recorded it: a racing second render leaves the first's file.
      if (inserted) {
        await fileStoreWithin(store, trx).put(key, picture.bytes, {
          contentType: file.kind === "print" ? "image/png" : "image/webp",
        });
      }
    });
  }
}

/** Where the order's print files are: none asked for, being made, all made, or given up after the job's
 * last try. */
export type PrintFilesState = "none" | "rendering" | "ready" | "failed";

export interface OrderPrintFile {
  side: DesignSide;
  kind: FileKind;
  width: number;
  height: number;
  storageKey: string;
}

/** The order's print files made so far, and whether more are coming. */
export async function orderPrintFiles(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ state: PrintFilesState; files: OrderPrintFile[] }> {
  const job = await db
    .selectFrom("jobs")
    .select(["done_at", "failed_at"])
    .where("kind", "=", PRINT_FILES_JOB)
    .where("key", "=", orderId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("order_print_files")
    .select(["side", "kind", "width", "height", "storage_key"])
    .where("order_id", "=", orderId)
    .orderBy("kind", "desc")
    .orderBy("side", "desc")
    .execute();
  const state: PrintFilesState = !job
    ? "none"
    : job.done_at
      ? "ready"
      : job.failed_at
        ? "failed"
        : "rendering";
  return {
    state,
    files: rows.map((row) => ({
      side: row.side,
      kind: row.kind,
      width: row.width,
      height: row.height,
      storageKey: row.storage_key,
    })),
  };
}
