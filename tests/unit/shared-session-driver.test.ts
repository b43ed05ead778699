// PGlite's one session shared by every caller (server/db/sharedSessionDriver.ts): statements outside a
// transaction go to the session as they are asked, without waiting for the answers before them; while a
// caller's transaction is open, nobody else's statement or transaction reaches the session. Over a session
// that records what it was sent and answers only when told.
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from "kysely";
import { describe, expect, it } from "vitest";
import { SharedSessionDriver } from "../../server/db/sharedSessionDriver";

/** A session that notes each statement as it is sent and answers them when `answerAll` is called. */
function recordingSession() {
  const sent: string[] = [];
  const unanswered: (() => void)[] = [];
  const session: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => {
      sent.push(query.sql);
      return new Promise<QueryResult<R>>((resolve) => unanswered.push(() => resolve({ rows: [] })));
    },
    streamQuery: () => {
      throw new Error("not streamed");
    },
  };
  const inner: Driver = {
    init: async () => {},
    acquireConnection: async () => session,
    beginTransaction: (connection) => connection.executeQuery(CompiledQuery.raw("begin")).then(() => {}),
    commitTransaction: (connection) => connection.executeQuery(CompiledQuery.raw("commit")).then(() => {}),
    rollbackTransaction: (connection) =>
      connection.executeQuery(CompiledQuery.raw("rollback")).then(() => {}),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  /** Answers everything sent so far, and what that lets through, until nothing is left unanswered. */
  const answerAll = async () => {
    while (unanswered.length > 0) {
      for (const answer of unanswered.splice(0)) answer();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { inner, sent, answerAll };
}

const query = (text: string) => CompiledQuery.raw(text);

describe("PGlite's shared session", () => {
  it("sends every caller's statement at once, before the ones sent earlier are answered", async () => {
    const { inner, sent, answerAll } = recordingSession();
    const driver = new SharedSessionDriver(inner);
    await driver.init();
    const [first, second] = await Promise.all([driver.acquireConnection(), driver.acquireConnection()]);
    const answers = Promise.all([
      first.executeQuery(query("select 1")),
      second.executeQuery(query("select 2")),
    ]);
    expect(sent).toEqual(["select 1", "select 2"]);
    expect(driver.counts()).toMatchObject({ idle: 0, waiting: 0 });
    await answerAll();
    await answers;
    expect(driver.counts()).toMatchObject({ idle: 1, waiting: 0 });
  });

  it("holds other callers' statements and transactions until the open transaction ends, then sends them in order", async () => {
    const { inner, sent, answerAll } = recordingSession();
    const driver = new SharedSessionDriver(inner);
    await driver.init();
    const [owner, reader, nextOwner] = await Promise.all([
      driver.acquireConnection(),
      driver.acquireConnection(),
      driver.acquireConnection(),
    ]);
    const begun = driver.beginTransaction(owner, {});
    const inside = owner.executeQuery(query("insert 1"));
    const read = reader.executeQuery(query("select outside"));
    const nextBegun = driver.beginTransaction(nextOwner, {});
    const readAfterNext = reader.executeQuery(query("select after the next"));
    expect(sent).toEqual(["begin", "insert 1"]);
    expect(driver.counts().waiting).toBe(3);

    await answerAll();
    await Promise.all([begun, inside]);
    const committed = driver.commitTransaction(owner);
    await answerAll();
    await Promise.all([committed, read, nextBegun]);
    // The next transaction opened after the read asked before it; the read asked after it still waits.
    expect(sent).toEqual(["begin", "insert 1", "commit", "select outside", "begin"]);
    expect(driver.counts().waiting).toBe(1);

    const rolledBack = driver.rollbackTransaction(nextOwner);
    await answerAll();
    await Promise.all([rolledBack, readAfterNext]);
    expect(sent.slice(5)).toEqual(["rollback", "select after the next"]);
    expect(driver.counts()).toMatchObject({ idle: 1, waiting: 0 });
  });

  it("lets the others go when a transaction is given back without COMMIT or ROLLBACK (its BEGIN failed)", async () => {
    const { inner, sent, answerAll } = recordingSession();
    const driver = new SharedSessionDriver(inner);
    await driver.init();
    const [owner, reader] = await Promise.all([driver.acquireConnection(), driver.acquireConnection()]);
    const begun = driver.beginTransaction(owner, {});
    const read = reader.executeQuery(query("select outside"));
    expect(sent).toEqual(["begin"]);
    await answerAll();
    await begun;
    await driver.releaseConnection(owner);
    await answerAll();
    await read;
    expect(sent).toEqual(["begin", "select outside"]);
  });
});
