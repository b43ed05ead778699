// The prepared statements of the PGlite session (pgliteDriver.ts): each query text is parsed once under a
// name of its own and then only bound and run, so PostgreSQL keeps its analysis and, once its plans for the
// query prove alike, one plan (docs/decisions/pglite-one-exchange-per-query.md). The least recently used are
// closed past MAX_STATEMENTS (searches and `in` lists make many texts), and all of them after any statement
// that may change a table's shape: a prepared `select *` would otherwise fail with "cached plan must not
// change result type" after a migration.
import { protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Statements kept at most; a shop's queries are a few hundred texts. */
export const MAX_STATEMENTS = 500;

/** Statements that may change what a prepared statement's result looks like. */
const SHAPE_CHANGING = /^\s*(create|alter|drop|comment|truncate|do|import|reindex|cluster|vacuum)\b/i;

/** Queries planned with their values every time: a page of rows (a LIMIT or OFFSET its caller chooses, a
 * parameter). Their plans depend on how many rows are wanted and how many the filters let through, which a
 * plan made once for any values cannot see: a listing filtered by size, colour and price at 100,000
 * products took 98 ms on such a plan against 11 ms planned for its values (npm run bench:listing). A
 * LIMIT written into the text (a search's count stops at 100) wants the same rows every time, so its
 * statement is kept like any other (docs/decisions/pglite-one-exchange-per-query.md). */
const PLANNED_EACH_TIME = /\b(limit|offset)\s+\$/i;

/** The protocol messages of one query and what to note once they have run. */
export interface StatementPlan {
  /** Messages to send before the Bind: Close of evicted statements, Parse of a new one. */
  before: Uint8Array[];
  /** The statement to Bind ("" for the unnamed one). */
  name: string;
  /** Call when the exchange ended without its Parse done (a query PostgreSQL refused to parse). */
  notParsed: () => void;
  /** Whether every statement must be closed after this one runs (it may have changed a table's shape). */
  changesShapes: boolean;
}

export class PreparedStatements {
  /** Query text → statement name, least recently used first. */
  private readonly names = new Map<string, string>();
  private counter = 0;

  /** How to run `sql`: by its statement, or parsed under a new name. */
  plan(sql: string): StatementPlan {
    const changesShapes = SHAPE_CHANGING.test(sql);
    if (changesShapes || PLANNED_EACH_TIME.test(sql)) {
      // Unnamed, parsed and planned with its values each time.
      return { before: [serialize.parse({ text: sql })], name: "", notParsed: () => {}, changesShapes };
    }
    const known = this.names.get(sql);
    if (known) {
      this.names.delete(sql);
      this.names.set(sql, known);
      return { before: [], name: known, notParsed: () => {}, changesShapes };
    }
    const before: Uint8Array[] = [];
    while (this.names.size >= MAX_STATEMENTS) {
      const [oldestSql, oldest] = this.names.entries().next().value as [string, string];
      this.names.delete(oldestSql);
      before.push(serialize.close({ type: "S", name: oldest }));
    }
    this.counter += 1;
    const name = `rz_${this.counter}`;
    before.push(serialize.parse({ name, text: sql }));
    this.names.set(sql, name);
    return {
      before,
      name,
      notParsed: () => {
        this.names.delete(sql);
      },
      changesShapes,
    };
  }

  /** Forgets every statement; answers the messages that close them all. */
  closeAll(): Uint8Array[] {
    if (this.names.size === 0) return [];
    const closes = [...this.names.values()].map((name) => serialize.close({ type: "S", name }));
    this.names.clear();
    return [...closes, serialize.sync()];
  }
}
