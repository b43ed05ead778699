import type { DatabaseConnection, Driver, TransactionSettings } from "kysely";

/**
 * Lends PGlite's single connection to one caller at a time. PGlite queues single queries itself, but a
 * Kysely transaction is BEGIN … COMMIT over several queries: without this, another request's query could
 * land inside it.
 */
export class SerialDriver implements Driver {
  readonly #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
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
    await previous;
    try {
      const connection = await this.#inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
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
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
