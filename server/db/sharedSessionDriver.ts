import type { CompiledQuery, DatabaseConnection, Driver, TransactionSettings } from "kysely";
import type { PoolCounts, PoolStats } from "./poolStats";

/**
 * PGlite's one session, shared by every caller (docs/decisions/pglite-in-its-own-thread.md#one-session-shared).
 * A statement outside a transaction is sent as soon as it is asked: the session runs its exchanges in the
 * order they were sent and answers them in that order, so with PGlite in a thread of its own the database
 * runs the next statement at once instead of waiting for this thread to take the last answer. A
 * transaction is BEGIN … COMMIT over several statements: while one is open, every other caller's
 * statements, and the next transaction, wait until it has ended, then go in the order they were asked.
 */
export class SharedSessionDriver implements Driver {
  readonly #inner: Driver;
  readonly #stats: PoolStats | undefined;
  /** The inner driver's one connection, taken once at `init` (Kysely inits a driver before its first use). */
  #session: DatabaseConnection | undefined;
  /** The caller whose transaction is open. */
  #inTransaction: DatabaseConnection | undefined;
  /** What waits for the open transaction to end, in the order it was asked; each sends at once when run. */
  readonly #waiting: (() => void)[] = [];
  /** Statements sent and not yet answered. */
  #running = 0;

  constructor(inner: Driver, stats?: PoolStats) {
    this.#inner = inner;
    this.#stats = stats;
  }

  /** The one session as a pool of one: idle when nothing runs and no transaction is open. */
  counts(): PoolCounts {
    const idle = this.#running === 0 && this.#inTransaction === undefined;
    return { total: 1, idle: idle ? 1 : 0, waiting: this.#waiting.length };
  }

  async init(): Promise<void> {
    await this.#inner.init();
    this.#session = await this.#inner.acquireConnection();
  }

  /** A caller's own handle on the session: the transaction it may open is told apart by it. */
  async acquireConnection(): Promise<DatabaseConnection> {
    const session = this.#sessionOf();
    // Handed out at once: a caller waits, if at all, for another's transaction (#inTurn).
    if (this.#stats) this.#stats.acquires++;
    const caller: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) =>
        this.#inTurn(caller, () => this.#counted(session.executeQuery<R>(query))),
      // PGlite's session does not stream (it throws); Kysely asks only when a caller streams.
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => session.streamQuery<R>(query, chunkSize),
    };
    return caller;
  }

  beginTransaction(caller: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inTurn(caller, () => {
      this.#inTransaction = caller;
      return this.#inner.beginTransaction(this.#sessionOf(), settings);
    });
  }

  async commitTransaction(caller: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.commitTransaction(this.#sessionOf());
    } finally {
      this.#ended(caller);
    }
  }

  async rollbackTransaction(caller: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.rollbackTransaction(this.#sessionOf());
    } finally {
      this.#ended(caller);
    }
  }

  /** A transaction whose BEGIN failed is given back without COMMIT or ROLLBACK. */
  async releaseConnection(caller: DatabaseConnection): Promise<void> {
    this.#ended(caller);
  }

  async destroy(): Promise<void> {
    return this.#inner.destroy();
  }

  #sessionOf(): DatabaseConnection {
    if (!this.#session) throw new Error("the shared session is used before its driver's init");
    return this.#session;
  }

  /** Runs `send` now when no other caller's transaction is open, else once it has ended. */
  #inTurn<T>(caller: DatabaseConnection, send: () => Promise<T>): Promise<T> {
    if (this.#inTransaction === undefined || this.#inTransaction === caller) return send();
    const started = performance.now();
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => {
        if (this.#stats) this.#stats.waitSeconds += (performance.now() - started) / 1000;
        send().then(resolve, reject);
      });
    });
  }

  #counted<T>(answer: Promise<T>): Promise<T> {
    this.#running++;
    return answer.finally(() => {
      this.#running--;
    });
  }

  /** The caller's transaction, if open, has ended: what waited goes, up to the next transaction's BEGIN. */
  #ended(caller: DatabaseConnection): void {
    if (this.#inTransaction !== caller) return;
    this.#inTransaction = undefined;
    while (this.#inTransaction === undefined && this.#waiting.length > 0) this.#waiting.shift()?.();
  }
}
