// The server's PGlite in a thread of its own (docs/decisions/pglite-in-its-own-thread.md): the database's
// work (PostgreSQL compiled to WebAssembly) runs beside the server's thread instead of on it, as a PostgreSQL
// server runs in processes of its own. The server's thread sends each exchange of the protocol as bytes
// (pgliteDriver.ts writes them) and parses the answer; the thread (pgliteThread.worker.mjs) only runs it.
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { type messages, protocol, types } from "@electric-sql/pglite";
import { listenStatement } from "./notifications";
import type { PGliteExchange, Parsers } from "./pgliteDriver";

type BackendMessage = messages.BackendMessage;

interface Answer {
  id: number;
  bytes?: Uint8Array;
  error?: string;
}

/** How long the server's thread waits, blocked, for the answer of a statement inside a transaction before
 * it goes back to its other work and takes the answer as a message (see `ask`). A statement of a
 * request's transaction takes 0.05–1 ms. */
const TRANSACTION_WAIT_MS = 2;
/** The statements of one transaction whose answers are waited for so; a request's transaction has 2–20.
 * A longer one (an import, a sweep) goes on as messages: waiting for all of its answers would keep this
 * thread from every other request until its COMMIT. */
const WAITED_STATEMENTS = 32;

/** Starts the thread on a data folder ("memory": in memory) and waits until the database is open. */
export async function startPGliteThread(dataDir: string): Promise<PGliteExchange> {
  // Answers come on a channel of their own, which this thread can also read without waiting for its event
  // loop (receiveMessageOnPort), and the database's thread counts them in `answered` as it sends them.
  const { port1: answers, port2: answerPort } = new MessageChannel();
  const answered = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL("./pgliteThread.worker.mjs", import.meta.url), {
    workerData: { dataDir, answerPort, answered },
    transferList: [answerPort],
  });
  const arrayTypes = await new Promise<{ oid: number; typarray: number }[]>((resolve, reject) => {
    const onMessage = (message: {
      ready?: true;
      arrayTypes: { oid: number; typarray: number }[];
      failed?: string;
    }) => {
      worker.off("error", reject);
      if (message.ready) resolve(message.arrayTypes);
      else reject(new Error(`PGlite did not open: ${message.failed}`));
    };
    worker.once("message", onMessage);
    worker.once("error", reject);
  });

  const waiting = new Map<
    number,
    { resolve: (answered: BackendMessage[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let ended: Error | undefined;
  const endAll = (error: Error) => {
    ended = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    answers.close();
  };

  // A NOTIFY comes back in the answer of the exchange that committed it.
  const listening = new Map<string, Set<() => void>>();
  const parser = new protocol.Parser();
  /** Whether the session is inside a transaction, as the last answer's ReadyForQuery said. */
  let inTransaction = false;
  /** Statements of the open transaction whose answers were waited for. */
  let waitedFor = 0;
  /** Parses an answer as it arrives (answers arrive in the order their exchanges were sent). */
  const deliver = (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) {
      pending?.reject(new Error(answer.error));
      return;
    }
    const messages: BackendMessage[] = [];
    parser.parse(answer.bytes ?? new Uint8Array(0), (message) => messages.push(message));
    for (const message of messages) {
      if (message.name === "readyForQuery") {
        inTransaction = (message as messages.ReadyForQueryMessage).status !== "I";
        if (!inTransaction) waitedFor = 0;
      } else if (message.name === "notification") {
        const { channel } = message as messages.NotificationResponseMessage;
        for (const onNotify of listening.get(channel) ?? []) onNotify();
      }
    }
    pending?.resolve(messages);
  };
  answers.on("message", deliver);
  worker.on("error", (error) => endAll(error));
  worker.on("exit", (code) => endAll(new Error(`The database's thread ended (exit code ${code})`)));

  /** Takes the answers already sent until the one for `id`, waiting for them at most `budgetMs` blocked. */
  const receiveNow = (id: number, budgetMs: number) => {
    const until = performance.now() + budgetMs;
    while (waiting.has(id)) {
      const count = Atomics.load(answered, 0);
      const received = receiveMessageOnPort(answers);
      if (received) {
        deliver(received.message as Answer);
        continue;
      }
      const left = until - performance.now();
      if (left <= 0) return;
      Atomics.wait(answered, 0, count, left);
    }
  };

  const ask = (kind: "exchange" | "close", bytes?: Uint8Array): Promise<BackendMessage[]> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    const answer = new Promise<BackendMessage[]>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
    });
    worker.postMessage({ id, kind, bytes });
    // Inside a transaction the session is this caller's alone (sharedSessionDriver.ts): every other
    // caller's statement waits for its COMMIT. Waiting here for the answer, instead of for this thread's
    // next turn of its event loop behind other requests' work, holds the whole shop's database about half
    // as long under load (docs/decisions/pglite-in-its-own-thread.md#a-transaction-waits-for-its-answers).
    if (inTransaction && waitedFor < WAITED_STATEMENTS) {
      waitedFor += 1;
      receiveNow(id, TRANSACTION_WAIT_MS);
    }
    return answer;
  };

  const parsers: Parsers = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes)
    parsers[typarray] = (text: string) => types.arrayParser(text, parsers[oid], typarray);

  const exchange = (bytes: Uint8Array) => ask("exchange", bytes);
  const simpleQuery = (text: string) => exchange(protocol.serialize.query(text)).catch(() => {});
  return {
    parsers,
    exchange,
    listen(channel, onNotify) {
      const statement = listenStatement(channel);
      const subscribers = listening.get(channel) ?? new Set();
      if (subscribers.size === 0) void simpleQuery(statement);
      subscribers.add(onNotify);
      listening.set(channel, subscribers);
      return () => {
        subscribers.delete(onNotify);
        if (subscribers.size === 0) void simpleQuery(listenStatement(channel, "unlisten"));
      };
    },
    async close() {
      if (ended) return;
      await ask("close");
      await worker.terminate();
    },
  };
}
