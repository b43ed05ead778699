import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { type Dialect, Kysely, PostgresDialect } from "kysely";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { KyselyPGlite } from "kysely-pglite";
import pg from "pg";
import type { Database } from "./schema";
import { SerialDriver } from "./serial-driver";

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, a `pg` pool is used instead of PGlite. */
  url?: string;
  /** PGlite data folder; "memory" keeps everything in memory (tests). Default `.data/pglite`. */
  dataDir?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Closes the pool or PGlite instance. */
  close: () => Promise<void>;
}

/** Options from the environment: DATABASE_URL, PGLITE_DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return { url: env.DATABASE_URL || undefined, dataDir: env.PGLITE_DATA_DIR || undefined };
}

async function pgliteDialect(dataDir: string): Promise<Dialect> {
  const inMemory = dataDir === "memory";
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  // pg_trgm (search by similarity) ships with PGlite as a contrib extension: load it here, create it in a
  // migration (the same migration works on a PostgreSQL server, where the extension is in contrib).
  const extensions = { pg_trgm };
  const { dialect } = await KyselyPGlite.create(
    inMemory ? { extensions } : { dataDir: resolve(dataDir), extensions },
  );
  return { ...dialect, createDriver: () => new SerialDriver(dialect.createDriver()) };
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const dialect = options.url
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 10 }) })
    : await pgliteDialect(options.dataDir ?? ".data/pglite");
  const db = new Kysely<Database>({ dialect });
  let closed = false;
  return {
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
