// Kysely's driver for embedded PGlite: each query is one exchange with the database, its parameters written
// as node-postgres writes them to a PostgreSQL server (docs/decisions/pglite-one-exchange-per-query.md).
//
// PGlite's own `query` (which kysely-pglite calls) sends Parse, Describe statement and Sync, reads the
// parameters' types, then Bind, Describe portal, Execute and Sync: six runs of the database's loop, two row
// descriptions parsed, for every query. With PGlite in the server's thread (before it had a thread of its
// own: pgliteThread.ts) this was the shop's own work: about half of an order's. Here Parse, Bind, Describe portal, Execute and Sync go in one buffer,
// run once; the parameters need no types because node-postgres's `prepareValue` writes every value as text
// PostgreSQL reads by the column's type (dates with their offset, arrays as array literals, objects as
// JSON), and buffers go as binary, exactly what the shop sends on PostgreSQL.
import { createRequire } from "node:module";
import { messages, type PGlite, parse, protocol } from "@electric-sql/pglite";
import { PreparedStatements } from "./pgliteStatements";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/** node-postgres's value writer (pg/lib/utils.js; not in its type declarations). */
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

const { serialize } = protocol;

/** The messages as one buffer. */
function joined(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.byteLength;
  }
  return buffer;
}

/** Each type's reader, by its id. */
export type Parsers = NonNullable<Parameters<typeof parse.parseResults>[1]>;

/** How the driver reaches the database: one exchange of protocol messages at a time, answered by the
 * database's messages; PGlite in this thread, or in a thread of its own (pgliteThread.ts). */
export interface PGliteExchange {
  exchange: (bytes: Uint8Array) => Promise<messages.BackendMessage[]>;
  /** How each type's text is read (PGlite's, with its array types). */
  parsers: Parsers;
  /** LISTENs on the channel: `onNotify` hears each NOTIFY on it, at its commit. Answers the unlisten. */
  listen: (channel: string, onNotify: () => void) => () => void;
  close: () => Promise<void>;
}

/** PGlite in this thread. */
export function exchangeInThisThread(client: PGlite): PGliteExchange {
  return {
    // PGlite's lock for one exchange: its own listeners and dumps take it too.
    exchange: (bytes) => client.runExclusive(() => client.execProtocolStream(bytes, { throwOnError: false })),
    parsers: client.parsers,
    listen(channel, onNotify) {
      const stop = client.listen(channel, () => onNotify());
      return () => void stop.then((unlisten) => unlisten()).catch(() => {});
    },
    close: () => client.close(),
  };
}

/** The one session of the PGlite database, shared by every caller (sharedSessionDriver.ts). */
class PGliteSession implements DatabaseConnection {
  private readonly statements = new PreparedStatements();

  constructor(private readonly database: PGliteExchange) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const answered = await this.run(compiled.sql, compiled.parameters);
    const [result] = parse.parseResults(answered, this.database.parsers);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  /** Parse (a new text only), Bind, Describe portal, Execute and Sync, run as one. */
  private async run(sql: string, parameters: readonly unknown[]) {
    const plan = this.statements.plan(sql);
    const values = parameters.map((value) => prepareValue(value));
    // Errors are read here, not thrown by PGlite: whether the Parse was done decides the statement's fate.
    const answered = await this.database.exchange(
      joined([
        ...plan.before,
        serialize.bind({ statement: plan.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    if (plan.before.length > 0 && !answered.some((message) => message.name === "parseComplete")) {
      plan.notParsed();
    }
    const error = answered.find((message) => message instanceof messages.DatabaseError);
    if (error) throw error;
    if (plan.changesShapes) {
      const closes = this.statements.closeAll();
      if (closes.length > 0) await this.database.exchange(joined(closes));
    }
    return answered;
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely asks only when a caller streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not stream query results");
  }
}

class PGliteDriver implements Driver {
  private readonly session: PGliteSession;

  constructor(private readonly database: PGliteExchange) {
    this.session = new PGliteSession(database);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.session;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    const access = settings.accessMode ? ` ${settings.accessMode}` : "";
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.database.close();
  }
}

/** A Kysely dialect over a PGlite database (server/db/database.ts lends its one connection in turn). */
export function pgliteDialect(database: PGliteExchange): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(database),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
