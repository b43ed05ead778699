import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { type Dialect, Kysely, PostgresDialect } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { lockDataFolder } from "./folderLock";
import { exchangeInThisThread, type PGliteExchange, pgliteDialect } from "./pgliteDriver";
import { startPGliteThread } from "./pgliteThread";
import { PoolStats, registerPoolStats } from "./poolStats";
import {
  type Listener,
  pgliteListener,
  postgresListener,
  registerListener,
  unregisterListener,
} from "./notifications";
import type { Database } from "./schema";
import { SharedSessionDriver } from "./sharedSessionDriver";
import { log } from "../observability/log";

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, a `pg` pool is used instead of PGlite. */
  url?: string;
  /** PGlite data folder; "memory" keeps everything in memory (tests). Default `.data/pglite`. */
  dataDir?: string;
  /** In memory only: start from these files (a dump from `dumpMemoryDatabase`) instead of an empty database. */
  startFrom?: Blob;
  /** PGlite in a thread of its own (pgliteThread.ts), as the servers run it; else in this thread (tests'
   * databases, started from a dump by the hundred). Not with `startFrom`. */
  inThread?: boolean;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Closes the pool or PGlite instance. */
  close: () => Promise<void>;
}

/** Options from the environment (the servers and the command-line tools): DATABASE_URL, PGLITE_DATA_DIR;
 * PGlite in a thread of its own. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return { url: env.DATABASE_URL || undefined, dataDir: env.PGLITE_DATA_DIR || undefined, inThread: true };
}

/** PGlite in this thread. pg_trgm (search by similarity) ships with PGlite as a contrib extension: loaded
 * here (and in pgliteThread.worker.mjs), created in a migration (the same migration works on a PostgreSQL
 * server, where the extension is in contrib). */
async function pgliteHere(
  dataDir: string,
  startFrom?: Blob,
): Promise<PGliteExchange & { dump: () => Promise<Blob> }> {
  const extensions = { pg_trgm };
  const client =
    dataDir === "memory"
      ? await PGlite.create({ extensions, loadDataDir: startFrom })
      : await PGlite.create({ dataDir, extensions });
  return { ...exchangeInThisThread(client), dump: () => client.dumpDataDir("none") };
}

async function openPGlite(dataDir: string, options: Pick<DatabaseOptions, "startFrom" | "inThread"> = {}) {
  const open = (at: string) => (options.inThread ? startPGliteThread(at) : pgliteHere(at, options.startFrom));
  if (dataDir === "memory") {
    const database = await open("memory");
    return { dialect: pgliteDialect(database), database, release: () => {} };
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  // One process per folder (folderLock.ts): taken before PGlite reads a file, given back once it is closed.
  const lock = lockDataFolder(dataDir);
  try {
    const database = await open(resolve(dataDir));
    return { dialect: pgliteDialect(database), database, release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** PGlite has one session: its callers share it, a transaction at a time (sharedSessionDriver.ts). */
function sharedSessionDialect(
  dialect: Dialect,
  stats?: { driver?: SharedSessionDriver; pool?: PoolStats },
): Dialect {
  return {
    ...dialect,
    createDriver: () => {
      const driver = new SharedSessionDriver(dialect.createDriver(), stats?.pool);
      if (stats) stats.driver = driver;
      return driver;
    },
  };
}

/** A `pg` pool as Kysely asks for it, each connection's wait counted in `stats`. */
function timedPool(pool: pg.Pool, stats: PoolStats) {
  return {
    connect: async () => {
      const waited = stats.waitStarted();
      const client = await pool.connect();
      waited();
      return client;
    },
    end: () => pool.end(),
  };
}

/**
 * A new in-memory database, prepared by `prepare` (e.g. migrated and seeded), as a dump of its files:
 * the tests start each of their many databases from one such copy instead of migrating each one.
 */
export async function dumpMemoryDatabase(prepare: (db: Kysely<Database>) => Promise<unknown>): Promise<Blob> {
  const database = await pgliteHere("memory");
  const db = new Kysely<Database>({ dialect: sharedSessionDialect(pgliteDialect(database)) });
  try {
    await prepare(db);
    return await database.dump();
  } finally {
    await db.destroy();
  }
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  let dialect: Dialect;
  // Another server on the same PostgreSQL tells this one of its changes (notifications.ts).
  let listener: Listener;
  let pglite: Awaited<ReturnType<typeof openPGlite>> | undefined;
  let stats: PoolStats;
  if (options.url) {
    // JIT off: the shop's queries run in milliseconds, but PostgreSQL decides on JIT from cost
    // estimates, and a LIMIT over a filtered index walk is costed as the whole walk; a filtered listing
    // at 100,000 products spent ~14 ms compiling for 0.3 ms of execution (bench:listing).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: "-c jit=off" });
    // An idle connection that PostgreSQL closes (a restart, a failover, an idle timeout) is an 'error' event
    // of the pool; unheard, it would end the process. The pool drops that connection and opens another for
    // the next query, so a warning is all it needs (docs/running.md#scaling-and-backups).
    pool.on("error", (error) =>
      log.warn({ err: error }, "An idle database connection was closed; the pool opens another"),
    );
    stats = new PoolStats(() => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    dialect = new PostgresDialect({ pool: timedPool(pool, stats) });
    listener = postgresListener(options.url);
  } else {
    if (options.inThread && options.startFrom) throw new Error("startFrom is for PGlite in this thread");
    const opened = await openPGlite(options.dataDir ?? ".data/pglite", options);
    pglite = opened;
    const shared: { driver?: SharedSessionDriver; pool?: PoolStats } = {};
    stats = new PoolStats(() => shared.driver?.counts() ?? { total: 1, idle: 1, waiting: 0 });
    shared.pool = stats;
    dialect = sharedSessionDialect(opened.dialect, shared);
    listener = pgliteListener(opened.database);
  }
  const db = new Kysely<Database>({ dialect });
  registerListener(db, listener);
  registerPoolStats(db, stats);
  let closed = false;
  return {
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      unregisterListener(db);
      await listener.close();
      await db.destroy();
      pglite?.release();
    },
  };
}
