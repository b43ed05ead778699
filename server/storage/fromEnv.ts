// Which file store this process uses, in one place (docs/decisions/file-storage.md): FILE_STORE=postgres
// or disk; unset, PostgreSQL whenever DATABASE_URL is set (every instance shares it), else a folder
// (FILE_STORE_DIR, default .data/files) for the one development process.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { diskFileStore } from "./diskFileStore";
import type { FileStore } from "./fileStore";
import { postgresFileStore } from "./postgresFileStore";

export type FileStoreChoice = { kind: "postgres" } | { kind: "disk"; dir: string };

export const DEFAULT_FILE_STORE_DIR = ".data/files";

/** The store the environment asks for; throws, naming the variable, on a value it does not know. Empty
 * counts as unset (docs/running.md#environment-variables). */
export function fileStoreChoice(env: NodeJS.ProcessEnv = process.env): FileStoreChoice {
  const asked = env.FILE_STORE || (env.DATABASE_URL ? "postgres" : "disk");
  if (asked === "postgres") return { kind: "postgres" };
  if (asked === "disk") return { kind: "disk", dir: env.FILE_STORE_DIR || DEFAULT_FILE_STORE_DIR };
  throw new Error(`FILE_STORE must be "postgres" or "disk", not ${JSON.stringify(asked)}`);
}

/** The chosen store; the PostgreSQL one on the shop's own database (PGlite or a server). */
export function openFileStore(choice: FileStoreChoice, db: Kysely<Database>): FileStore {
  return choice.kind === "postgres" ? postgresFileStore(db) : diskFileStore(choice.dir);
}

/** The store to write with inside a transaction: the PostgreSQL store on the transaction itself, so its files
 * are written, or not, with the rows that name them; the disk store as it is (its files outlive a rollback,
 * harmless for content-addressed keys: the same bytes under the same name). */
export function fileStoreWithin(store: FileStore, trx: Kysely<Database>): FileStore {
  return store.kind === "postgres" ? postgresFileStore(trx) : store;
}
