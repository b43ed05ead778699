// How busy a database handle's connections are, for /metrics (docs/running.md#metrics): a request that
// waits for a connection waits behind every other one, and the wait shows here before it shows as slow
// answers. On PostgreSQL the `pg` pool's own counts; on PGlite its one session, which a caller waits for
// while another's transaction is open (sharedSessionDriver.ts). Both count the time callers waited.

export interface PoolCounts {
  /** Connections open. */
  total: number;
  /** Of those, not lent to anyone. */
  idle: number;
  /** Callers waiting for a connection now. */
  waiting: number;
}

export class PoolStats {
  /** Connections handed out so far. */
  acquires = 0;
  /** Seconds callers spent waiting for them, together. */
  waitSeconds = 0;

  constructor(readonly counts: () => PoolCounts) {}

  /** Times one wait for a connection: call before asking, and call what it answers once it is lent. */
  waitStarted(): () => void {
    const started = performance.now();
    return () => {
      this.acquires++;
      this.waitSeconds += (performance.now() - started) / 1000;
    };
  }
}

const statsByDatabase = new WeakMap<object, PoolStats>();

export function registerPoolStats(db: object, stats: PoolStats): void {
  statsByDatabase.set(db, stats);
}

/** The stats of a handle made by createDatabase (database.ts); undefined for any other. */
export const poolStatsOf = (db: object): PoolStats | undefined => statsByDatabase.get(db);
