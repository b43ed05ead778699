// The server's PGlite in a thread of its own (docs/decisions/pglite-in-its-own-thread.md): the database's
// work (PostgreSQL compiled to WebAssembly) runs beside the server's thread instead of on it, as a PostgreSQL
// server runs in processes of its own. The server's thread sends each exchange of the protocol as bytes
// (pgliteDriver.ts writes them) and parses the answer; the thread (pgliteThread.worker.mjs) only runs it.
import { Worker } from "node:worker_threads";
import { type messages, protocol, types } from "@electric-sql/pglite";
import { listenStatement } from "./notifications";
import type { PGliteExchange, Parsers } from "./pgliteDriver";

type BackendMessage = messages.BackendMessage;

interface Answer {
  id: number;
  bytes?: Uint8Array;
  error?: string;
}

/** Starts the thread on a data folder ("memory": in memory) and waits until the database is open. */
export async function startPGliteThread(dataDir: string): Promise<PGliteExchange> {
  const worker = new Worker(new URL("./pgliteThread.worker.mjs", import.meta.url), {
    workerData: { dataDir },
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

  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let ended: Error | undefined;
  const endAll = (error: Error) => {
    ended = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on("message", (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    pending?.resolve(answer);
  });
  worker.on("error", (error) => endAll(error));
  worker.on("exit", (code) => endAll(new Error(`The database's thread ended (exit code ${code})`)));

  const ask = (kind: "exchange" | "close", bytes?: Uint8Array): Promise<Answer> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, kind, bytes });
    });
  };

  const parsers: Parsers = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes)
    parsers[typarray] = (text: string) => types.arrayParser(text, parsers[oid], typarray);

  // A NOTIFY comes back in the answer of the exchange that committed it.
  const listening = new Map<string, Set<() => void>>();
  const parser = new protocol.Parser();
  const exchange = async (bytes: Uint8Array) => {
    const answer = await ask("exchange", bytes);
    if (answer.error !== undefined) throw new Error(answer.error);
    const answered: BackendMessage[] = [];
    parser.parse(answer.bytes ?? new Uint8Array(0), (message) => answered.push(message));
    for (const message of answered) {
      if (message.name !== "notification") continue;
      const { channel } = message as messages.NotificationResponseMessage;
      for (const onNotify of listening.get(channel) ?? []) onNotify();
    }
    return answered;
  };
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
