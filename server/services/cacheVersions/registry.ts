// This server's copy of the cache versions of one database (docs/decisions/shared-cache-versions.md). It
// learns of a bump three ways:
// - made here: trackedTransaction hands the bumped rows over right after the commit (transaction.ts), so
//   the next request in this process already sees it;
// - made by another server on PostgreSQL: that transaction's NOTIFY arrives at its commit, and the copy looks;
// - a lost notification, or a change by a process that sends none: the copy looks again when its last look
//   is half a second old and a request comes, and a request never uses a look older than a second.
// On a database no other process writes (PGlite) one look at the start is all: every later bump is this
// process's own, and a look would only wait its turn behind the orders on PGlite's one connection.
// A look reads the rows written by transactions that had not finished at the previous look (their `xid` at
// least that look's oldest running transaction): a transaction that bumped early and committed late is
// still found, and the look stays a short index range however many products have a row.
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { listenTo, writtenHereAlone } from "../../db/notifications";
import { log } from "../../observability/log";
import { type CurrentVersions, type ScopeVersion, VERSIONS_CHANNEL } from "./scopes";

/** A look older than this is not used: a change made anywhere shows within about a second. */
export const MAX_LOOK_AGE_MS = 1000;

export class CacheVersions implements CurrentVersions {
  private readonly versions = new Map<string, number>();
  /** The oldest transaction still running at the last look (xid8): rows written since are read again. */
  private since = "0";
  private lookedAt = Number.NEGATIVE_INFINITY;
  private looking: Promise<void> | undefined;
  /** A notification came during a look (which may have started before that commit): look once more. */
  private lookAgain = false;
  /** The look after the one under way, shared by every caller who asked during it. */
  private followUp: Promise<void> | undefined;
  /** No other process writes to the database: after the first look, this copy is always current. */
  private readonly alone: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.alone = writtenHereAlone(db);
    // Alone, every bump is this process's own and already applied at its commit: its NOTIFY, which PGlite
    // delivers here too, would cost a look per order on the one connection.
    if (!this.alone) listenTo(db, VERSIONS_CHANNEL, () => void this.look());
  }

  versionOf(scope: string): number {
    return this.versions.get(scope) ?? 0;
  }

  /** Bumps committed (a scope's version only ever grows: an older copy of it is ignored). */
  apply(rows: Iterable<ScopeVersion>): void {
    for (const [scope, version] of rows) {
      if (version > this.versionOf(scope)) this.versions.set(scope, version);
    }
  }

  /** Undefined when the versions may be used now (a look starts in the background when they are half their
   * age); otherwise the look to wait for. */
  ensureCurrent(): Promise<void> | undefined {
    if (this.alone && this.lookedAt > Number.NEGATIVE_INFINITY) return undefined;
    const age = this.now() - this.lookedAt;
    if (age <= MAX_LOOK_AGE_MS / 2) return undefined;
    const look = this.look();
    return age <= MAX_LOOK_AGE_MS ? undefined : look;
  }

  /** Reads the rows bumped since the last look; one look at a time (a second caller shares it). */
  look(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      // The look under way may have read before this caller's moment (a commit it was told of): the caller
      // waits for the next one, which starts as soon as this one ends.
      this.followUp ??= this.looking.then(() => this.looking);
      return this.followUp;
    }
    this.followUp = undefined;
    this.looking = this.readBumps()
      .catch((error: unknown) => {
        // The requests that wait go on with what is known; the next one looks again.
        log.error({ err: error }, "reading the cache versions failed");
      })
      .finally(() => {
        this.looking = undefined;
        if (this.lookAgain) {
          this.lookAgain = false;
          void this.look();
        }
      });
    return this.looking;
  }

  private async readBumps(): Promise<void> {
    const started = this.now();
    // One statement, one snapshot: the rows and the oldest transaction still running when they were read.
    const { rows } = await sql<{ since: string; bumps: [string, number | string][] }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as since,
        coalesce((select json_agg(json_build_array(scope, version)) from cache_versions
          where xid >= ${this.since}::xid8), '[]'::json) as bumps`.execute(this.db);
    const [{ since, bumps }] = rows;
    this.apply(bumps.map(([scope, version]) => [scope, Number(version)] as const));
    this.since = since;
    this.lookedAt = Math.max(this.lookedAt, started);
  }
}

const registries = new WeakMap<Kysely<Database>, CacheVersions>();

/** The database's versions as this process knows them (one copy per database, shared by its caches). */
export function versionsOf(db: Kysely<Database>): CacheVersions {
  let registry = registries.get(db);
  if (!registry) {
    registry = new CacheVersions(db);
    registries.set(db, registry);
  }
  return registry;
}
