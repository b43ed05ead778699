// A server killed with SIGKILL while it renders an order's print files
// (docs/decisions/customiser-design.md#print-files): the job outlives the process, its lease runs out, and
// the restarted server makes what is missing, so the order ends with exactly one set of rows and files.
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import sharp from "sharp";
import type { DatabaseHandle } from "../../server/db/database";
import { enqueuePrintFiles, PRINT_FILES_JOB } from "../../server/services/designs/printFilesJob";
import { acceptDesignUpload } from "../../server/services/designs/uploads";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";
import { insertBlank, insertDesign, insertGraphic, insertOrder } from "../support/designRows";
import { freePort } from "../support/postgres";
import { type ChildRun, killRuns, runServer, waitFor, waitForOutput } from "../support/serverProcess";

describeOnPostgres("a server killed while it renders print files", () => {
  let handle: DatabaseHandle;
  let url: string;
  const runs: ChildRun[] = [];

  beforeAll(async () => {
    ({ url, handle } = await seededPostgresDatabase("print-crash"));
  }, 60_000);

  afterAll(async () => {
    await killRuns(runs);
    await handle?.close();
  });

  it("SIGKILL mid-render: after a restart the order has one set of print files", async () => {
    const db = handle.db;
    const files = postgresFileStore(db);
    const ownerId = users[0]._id;
    const { variantId } = await insertBlank(db);
    const graphicId = await insertGraphic(db, "/media/graphics/lotus.webp");
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();
    const upload = await acceptDesignUpload(db, files, { userId: ownerId }, new Uint8Array(photo));
    const graphic = { kind: "graphic" as const, graphicId, width: 500, height: 500, rotation: 0 };
    const designId = await insertDesign(db, {
      userId: ownerId,
      variantId,
      sides: {
        front: [
          { ...graphic, id: "g", x: 600, y: 500 },
          {
            id: "u",
            kind: "upload",
            uploadId: upload.id,
            x: 600,
            y: 1200,
            width: 600,
            height: 600,
            rotation: 0,
          },
        ],
        back: [{ ...graphic, id: "g2", x: 600, y: 800 }],
      },
    });
    const orderId = await insertOrder(db, ownerId, designId);
    await db.transaction().execute((trx) => enqueuePrintFiles(trx, orderId, designId));
    const job = () =>
      db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "=", PRINT_FILES_JOB)
        .where("key", "=", orderId)
        .executeTakeFirstOrThrow();
    const recorded = async () =>
      Number(
        (
          await db
            .selectFrom("order_print_files")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("order_id", "=", orderId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const port = await freePort();
    const env = { PORT: String(port), DATABASE_URL: url, JOB_LEASE_MS: "3000" };
    const first = runServer(env);
    runs.push(first);
    await waitForOutput(first, "listening");
    // Killed once it has made part of the set, while it renders the rest.
    await waitFor("the first print file recorded", async () => (await recorded()) >= 1, 60_000);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const halfway = await recorded();
    expect(halfway).toBeLessThan(4);
    expect(await job()).toMatchObject({ attempts: 1, done_at: null });

    const second = runServer(env);
    runs.push(second);
    await waitForOutput(second, "listening");
    await waitFor("the print files job done", async () => (await job()).done_at !== null, 90_000);
    expect((await job()).attempts).toBe(2);
    const rows = await db
      .selectFrom("order_print_files")
      .select(["side", "kind"])
      .where("order_id", "=", orderId)
      .orderBy("kind")
      .orderBy("side")
      .execute();
    expect(rows).toEqual([
      { side: "back", kind: "mockup" },
      { side: "front", kind: "mockup" },
      { side: "back", kind: "print" },
      { side: "front", kind: "print" },
    ]);
    expect(await files.list(`private/print-files/${orderId}/`)).toHaveLength(4);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 240_000);
});
