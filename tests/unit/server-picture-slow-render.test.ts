// A picture whose renditions take longer than the job lease (a 40-megapixel photo's AVIF on a busy
// machine: docs/decisions/picture-pipeline.md#a-slow-render-runs-once) is rendered once: the worker
// rendering it renews its lease, so the other workers, looking for due jobs all along, never take it, and
// each rendition is stored once. The slowness is the store's here (each rendition's write held up), so the
// test does not hang on how fast this machine encodes. On PGlite and PostgreSQL.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { staffUser } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import type { JobWorker } from "../../server/jobs/worker";
import { acceptPicture, PICTURE_RENDER_JOB } from "../../server/services/pictures/pictures";
import { RENDITIONS_FOLDER } from "../../server/services/pictures/render";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { describeOnEachDatabase } from "../support/databases";
import { testJobWorker } from "../support/jobs";

const LEASE_MS = 1_000;
/** Each rendition's write: four of them outlast the lease twice over. */
const WRITE_MS = 600;

describeOnEachDatabase("a slow picture render", (database) => {
  let handle: DatabaseHandle;
  let workers: JobWorker[] = [];
  beforeAll(async () => {
    handle = await database.openSeeded();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await handle?.close();
  });

  it("runs once however long it takes, and stores each rendition once", { timeout: 60_000 }, async () => {
    const files = postgresFileStore(handle.db);
    const writes = new Map<string, number>();
    const slowStore: FileStore = {
      ...files,
      kind: files.kind,
      put: async (key, bytes, options) => {
        if (key.startsWith(`${RENDITIONS_FOLDER}/`)) {
          writes.set(key, (writes.get(key) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
        }
        return files.put(key, bytes, options);
      },
    };
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#5a7850" } })
      .jpeg()
      .toBuffer();
    const picture = await acceptPicture(handle.db, files, {
      bytes: new Uint8Array(photo),
      purpose: "product",
      uploadedBy: staffUser._id,
    });
    workers = [1, 2, 3].map(() =>
      testJobWorker(
        handle.db,
        { files: slowStore },
        { leaseMs: LEASE_MS, pollMs: 50, backoffMs: { base: 10, max: 10 } },
      ),
    );
    const job = () =>
      handle.db
        .selectFrom("jobs")
        .select(["attempts", "done_at", "last_error"])
        .where("kind", "=", PICTURE_RENDER_JOB)
        .where("key", "=", picture.id)
        .executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await job()).done_at).not.toBeNull(), {
      timeout: 30_000,
      interval: 100,
    });
    await Promise.all(workers.map((w) => w.stop()));
    const row = await handle.db
      .selectFrom("pictures")
      .select("status")
      .where("id", "=", picture.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("ready");
    expect(await job()).toMatchObject({ attempts: 1, last_error: null });
    expect([...writes.values()]).toEqual([1, 1, 1, 1]);
  });
});
