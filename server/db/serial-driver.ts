import type { DatabaseConnection, Driver, TransactionSettings } from "kysely";
import type { PoolCounts, PoolStats } from "./poolStats";

/**
 * Lends PGlite's single connection to one caller at a time. PGlite queues single queries itself, but a
 * Kysely transaction is BEGIN … COMMIT over several queries: without this, another request's query could
 * land inside it.
 */
export class SerialDriver implements Driver {
  readonly #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  readonly #stats: PoolStats | undefined;
  /** Callers waiting for the connection, and whether it is lent now (poolStats.ts). */
  #waiting = 0;
  #lent = false;

  constructor(inner: Driver, stats?: PoolStats) {
    this.#inner = inner;
    this.#stats = stats;
  }

  /** The one connection as a pool of one. */
  counts(): PoolCounts {
    return { total: 1, idle: this.#lent ? 0 : 1, waiting: this.#waiting };
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release: () => void = () => {};
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    const waited = this.#stats?.waitStarted();
    this.#waiting++;
    try {
      await previous;
    } finally {
      this.#waiting--;
    }
    waited?.();
    this.#lent = true;
    try {
      const connection = await this.#inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      this.#lent = false;
      release();
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#lent = false;
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
