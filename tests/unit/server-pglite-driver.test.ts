// The PGlite driver (server/db/pgliteDriver.ts, docs/decisions/pglite-one-exchange-per-query.md): one
// exchange per query, each text prepared once, values written as node-postgres writes them. Run on both
// databases: PGlite through this driver must give what PostgreSQL through `pg` gives, with PGlite in the
// test's thread and in a thread of its own, as the servers run it (server/db/pgliteThread.ts).
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { listenTo } from "../../server/db/notifications";
import { MAX_STATEMENTS, PreparedStatements } from "../../server/db/pgliteStatements";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";

/** A table of its own, out of the shop's schema's way. */
interface Scratch {
  driver_scratch: {
    id: number;
    at: Date;
    tags: string[];
    doc: unknown;
    bytes: Buffer;
    flag: boolean;
    big: string;
    amount: string;
    note: string | null;
  };
}

/** A row with nothing in it but its id and note. */
const plainRow = (id: number, note: string | null) => ({
  id,
  at: new Date(),
  tags: [],
  doc: {},
  bytes: Buffer.from([]),
  flag: true,
  big: "1",
  amount: "1",
  note,
});

/** An empty in-memory PGlite in a thread of its own (the scratch table is all the driver's tests need). */
const pgliteInItsThread: TestDatabase = {
  name: "PGlite",
  open: () => createDatabase({ dataDir: "memory", inThread: true }),
  openSeeded: () => Promise.reject(new Error("not needed here")),
};

function driverSuite(database: TestDatabase) {
  let handle: DatabaseHandle;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    handle = await database.open();
    db = handle.db as unknown as Kysely<Scratch>;
    await sql`create table driver_scratch (
      id integer primary key, at timestamptz not null, tags text[] not null, doc jsonb not null,
      bytes bytea not null, flag boolean not null, big bigint not null, amount numeric not null, note text
    )`.execute(db);
  });
  afterAll(() => handle.close());

  it("writes every kind of value as PostgreSQL reads it, and reads it back", async () => {
    const at = new Date("2026-11-29T06:30:15.123Z");
    const row = {
      id: 1,
      at,
      tags: ['a "quoted" tag', "comma, inside", "back\\slash", "{braces}"],
      doc: { name: "Kurta", sizes: ["M", "L"], price: 1299, nested: { ok: true } },
      bytes: Buffer.from([0, 1, 2, 250, 255]),
      flag: false,
      big: "9007199254740993",
      amount: "12.50",
      note: null,
    };
    await db.insertInto("driver_scratch").values(row).execute();
    const read = await db
      .selectFrom("driver_scratch")
      .selectAll()
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(new Date(read.at).toISOString()).toBe(at.toISOString());
    expect(read.tags).toEqual(row.tags);
    expect(read.doc).toEqual(row.doc);
    expect(Buffer.from(read.bytes)).toEqual(row.bytes);
    expect(read.flag).toBe(false);
    expect(String(read.big)).toBe("9007199254740993");
    expect(Number(read.amount)).toBe(12.5);
    expect(read.note).toBeNull();
    // A Date compared in a query is the same instant.
    const found = await db.selectFrom("driver_scratch").select("id").where("at", "=", at).execute();
    expect(found).toEqual([{ id: 1 }]);
  });

  it("tells how many rows an update and a delete changed", async () => {
    await db
      .insertInto("driver_scratch")
      .values([2, 3, 4].map((id) => plainRow(id, "x")))
      .execute();
    const updated = await db
      .updateTable("driver_scratch")
      .set({ note: "y" })
      .where("id", "in", [2, 3])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const none = await db
      .updateTable("driver_scratch")
      .set({ note: "z" })
      .where("id", "=", 99)
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom("driver_scratch").where("id", "=", 4).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it("answers a refused query with PostgreSQL's error and code, and goes on answering", async () => {
    const duplicate = db.insertInto("driver_scratch").values(plainRow(2, null)).execute();
    await expect(duplicate).rejects.toMatchObject({ code: "23505" });
    // A text PostgreSQL cannot parse is refused each time (never kept as a statement that does not exist).
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(sql`selec 1`.execute(db)).rejects.toMatchObject({ code: "42601" });
    }
    const count = await db
      .selectFrom("driver_scratch")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it("rolls a refused transaction back whole", async () => {
    const refused = db.transaction().execute(async (trx) => {
      await trx.updateTable("driver_scratch").set({ note: "inside" }).where("id", "=", 1).execute();
      await trx.insertInto("driver_scratch").values(plainRow(1, null)).execute();
    });
    await expect(refused).rejects.toMatchObject({ code: "23505" });
    const row = await db
      .selectFrom("driver_scratch")
      .select("note")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(row.note).toBeNull();
  });

  it("never runs another caller's statement inside an open transaction", async () => {
    const rolledBack = new Error("rolled back on purpose");
    const countUncommitted = () =>
      db
        .selectFrom("driver_scratch")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("note", "=", "uncommitted")
        .executeTakeFirstOrThrow();
    let readBeside: ReturnType<typeof countUncommitted> | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto("driver_scratch").values(plainRow(50, "uncommitted")).execute();
      readBeside = countUncommitted();
      // The transaction goes on after the other caller asked: inside it, the read would see the row.
      await trx.selectFrom("driver_scratch").select("id").where("id", "=", 50).execute();
      throw rolledBack;
    });
    await expect(transaction).rejects.toBe(rolledBack);
    expect(Number((await readBeside)?.n)).toBe(0);
  });

  it("reads a table's new shape after it changes, though the same query ran before", async () => {
    const readAll = () =>
      db.selectFrom("driver_scratch").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    await readAll();
    await readAll();
    await sql`alter table driver_scratch add column colour text not null default 'indigo'`.execute(db);
    expect(await readAll()).toMatchObject({ id: 1, colour: "indigo" });
    await sql`alter table driver_scratch drop column colour`.execute(db);
    expect(await readAll()).not.toHaveProperty("colour");
  });

  it("keeps answering past the number of statements it keeps, the first ones included", async () => {
    const texts = MAX_STATEMENTS + 20;
    const asked = async (n: number) =>
      (await sql<{ n: number }>`select ${n}::int + ${sql.lit(n)} as n`.execute(db)).rows[0].n;
    for (let n = 0; n < texts; n++) expect(await asked(n)).toBe(2 * n);
    expect(await asked(0)).toBe(0);
    expect(await asked(texts - 1)).toBe(2 * (texts - 1));
  });
}

describeOnEachDatabase("the database driver", driverSuite);
describe("the database driver (PGlite in its own thread)", () => driverSuite(pgliteInItsThread));

describe("PGlite in its own thread", () => {
  it("tells a listener of each NOTIFY at its commit, once, and not after it stopped listening", async () => {
    const handle = await pgliteInItsThread.open();
    try {
      let heard = 0;
      const stop = listenTo(handle.db, "driver_news", () => {
        heard += 1;
      });
      const notify = () =>
        handle.db.transaction().execute(async (trx) => {
          const before = heard;
          await sql`select pg_notify('driver_news', 'x')`.execute(trx);
          expect(heard).toBe(before);
        });
      await notify();
      expect(heard).toBe(1);
      stop();
      await notify();
      expect(heard).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("lets the server's thread turn to other work during a long transaction", async () => {
    const handle = await pgliteInItsThread.open();
    try {
      let turns = 0;
      let counting = true;
      const turn = () => {
        if (!counting) return;
        turns += 1;
        setImmediate(turn);
      };
      await handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        turns = 0;
        setImmediate(turn);
        for (let n = 0; n < 200; n++) await sql`select ${n}::int as n`.execute(trx);
        counting = false;
      });
      // The first 32 statements' answers are waited for, blocked; each of the rest comes as a message, and
      // the event loop turns once per answer (each statement is asked after the answer before it).
      expect(turns).toBeGreaterThanOrEqual(150);
    } finally {
      await handle.close();
    }
  });
});

describe("the statements PGlite keeps prepared", () => {
  it("keeps a query's text once, but plans a page of rows (LIMIT, OFFSET as parameters) for its values each time", () => {
    const statements = new PreparedStatements();
    const byId = 'select * from "orders" where "id" = $1';
    const first = statements.plan(byId);
    expect(first.name).not.toBe("");
    expect(statements.plan(byId)).toMatchObject({ name: first.name, before: [] });
    for (const page of ['select "id" from "products" order by "id" limit $1', "select 1 offset $1"]) {
      expect(statements.plan(page).name).toBe("");
      expect(statements.plan(page).before).toHaveLength(1);
    }
    const counted = 'select count(*) from (select from "products" where "name" = $1 limit 100) as m';
    const kept = statements.plan(counted).name;
    expect(kept).not.toBe("");
    expect(statements.plan(counted)).toMatchObject({ name: kept, before: [] });
  });

  it("closes every statement kept after a statement that may change a table", () => {
    const statements = new PreparedStatements();
    statements.plan("select 1");
    expect(statements.plan("alter table t add column c int").changesShapes).toBe(true);
    expect(statements.closeAll()).toHaveLength(2);
    expect(statements.plan("select 1").before).toHaveLength(1);
  });
});
