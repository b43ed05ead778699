// Files in the shop's own database, table `stored_files` (migration 0034): the store of a deployed shop,
// where every instance must see every file (docs/decisions/file-storage.md). Works the same on PGlite.
// Given a transaction (`postgresFileStore(trx)`), a file is written, or removed, with the rows that name it.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { type FileStore, type StoredFileInfo, sha256Hex } from "./fileStore";
import { assertValidFileKey, assertValidPrefix } from "./keys";
import { checkPut } from "./putChecks";

const asInfo = (row: {
  key: string;
  content_type: string;
  size: number;
  sha256: string;
}): StoredFileInfo => ({
  key: row.key,
  contentType: row.content_type,
  size: row.size,
  etag: row.sha256,
});

export function postgresFileStore(db: Kysely<Database>): FileStore {
  const info = ["key", "content_type", "size", "sha256"] as const;
  return {
    kind: "postgres",
    async put(key, bytes, { contentType }) {
      const type = checkPut(key, bytes, contentType);
      const row = {
        key,
        content: bytes,
        content_type: type,
        size: bytes.byteLength,
        sha256: sha256Hex(bytes),
      };
      await db
        .insertInto("stored_files")
        .values(row)
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            content: row.content,
            content_type: row.content_type,
            size: row.size,
            sha256: row.sha256,
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
      return asInfo(row);
    },
    async get(key) {
      assertValidFileKey(key);
      const row = await db
        .selectFrom("stored_files")
        .select([...info, "content"])
        .where("key", "=", key)
        .executeTakeFirst();
      // pg answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
      return row && { ...asInfo(row), bytes: row.content };
    },
    async stat(key) {
      assertValidFileKey(key);
      const row = await db.selectFrom("stored_files").select(info).where("key", "=", key).executeTakeFirst();
      return row && asInfo(row);
    },
    async delete(key) {
      assertValidFileKey(key);
      // By the rows returned: PGlite's driver does not count the rows a delete removed.
      const removed = await db.deleteFrom("stored_files").where("key", "=", key).returning("key").execute();
      return removed.length > 0;
    },
    async list(prefix) {
      assertValidPrefix(prefix);
      const rows = await db
        .selectFrom("stored_files")
        .select(info)
        .where(sql<boolean>`starts_with(key, ${prefix})`)
        .orderBy("key")
        .execute();
      return rows.map(asInfo);
    },
  };
}
