// The thread that holds the server's PGlite database (pgliteThread.ts). Plain JavaScript: a worker thread
// does not take the `--import tsx` loader in every way the shop is started (tests run under Vitest).
//
// Each message from the server's thread is one exchange of the PostgreSQL protocol (bytes in, the database's
// answer out, parsed by the server's thread), or a request to close. Messages are handled one at a time in
// order of arrival: PGlite is one session.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** @type {{ dataDir: string, answerPort: import("node:worker_threads").MessagePort, answered: Int32Array }}
 * The data folder (or "memory"), the channel for answers, and the count of answers sent on it. */
const { dataDir, answerPort, answered } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

/** The array types and their elements' types, as PGlite reads them when it opens. */
const ARRAY_TYPES = `select b.oid, b.typarray from pg_catalog.pg_type a
  left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`;

/** Sends an answer, then counts it for the server's thread, which may be waiting on the count. */
function answer(/** @type {object} */ message, /** @type {ArrayBuffer[]} */ transfer = []) {
  answerPort.postMessage(message, transfer);
  Atomics.add(answered, 0, 1);
  Atomics.notify(answered, 0);
}

try {
  const extensions = { pg_trgm };
  const client = await PGlite.create(dataDir === "memory" ? { extensions } : { dataDir, extensions });
  let turn = Promise.resolve();
  port.on(
    "message",
    (/** @type {{ id: number, kind: "exchange" | "close", bytes?: Uint8Array }} */ asked) => {
      turn = turn.then(async () => {
        try {
          if (asked.kind === "close") {
            await client.close();
            answer({ id: asked.id });
            return;
          }
          const bytes = await client.execProtocolRaw(/** @type {Uint8Array} */ (asked.bytes));
          // A copy of its own before its memory is handed over: whether PGlite keeps the answer's buffer is
          // its own business (today it copies; handing over a buffer it kept would break it).
          const own = bytes.slice();
          answer({ id: asked.id, bytes: own }, [own.buffer]);
        } catch (error) {
          answer({ id: asked.id, error: error instanceof Error ? error.message : String(error) });
        }
      });
    },
  );
  // PGlite reads an array by its element type's parser; the server's thread makes the same parsers.
  const { rows: arrayTypes } = await client.query(ARRAY_TYPES);
  port.postMessage({ ready: true, arrayTypes });
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
