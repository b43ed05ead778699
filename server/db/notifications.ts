// A database's notifications (PostgreSQL LISTEN/NOTIFY) for what must reach every server on one database
// at once: a NOTIFY sent in a transaction is delivered to every listening session when it commits. One
// connection per database handle listens, opened on the first subscription and closed with the handle
// (database.ts). Lost notifications cost only time: the subscriber also looks for itself now and then
// (docs/decisions/shared-cache-versions.md), and a reconnected listener tells every subscriber to look.
// PGlite has no other process to hear from: it is marked as written by this process alone, and its own
// NOTIFYs still reach its subscribers (the job workers wake on them: docs/decisions/durable-jobs.md).
import type { PGliteExchange } from "./pgliteDriver";
import pg from "pg";

type OnNotify = () => void;

export interface Listener {
  /** Subscribes; answers the function that unsubscribes. */
  listen: (channel: string, onNotify: OnNotify) => () => void;
  close: () => Promise<void>;
  /** No other process writes to the database (an embedded PGlite). */
  alone?: boolean;
}

const listeners = new WeakMap<object, Listener>();

/** Subscribes `onNotify` to `channel` on the database's listener, if it has one; answers the unsubscribe. */
export function listenTo(db: object, channel: string, onNotify: OnNotify): () => void {
  return listeners.get(db)?.listen(channel, onNotify) ?? (() => {});
}

/** Whether no other process writes to the database (an embedded PGlite): nothing to hear or look for. */
export const writtenHereAlone = (db: object) => listeners.get(db)?.alone === true;

/** Whether the database is still open (its handle not closed): background work on a closed one stops. */
export const databaseOpen = (db: object) => listeners.has(db);

export function registerListener(db: object, listener: Listener): void {
  listeners.set(db, listener);
}

export function unregisterListener(db: object): void {
  listeners.delete(db);
}

/** An embedded PGlite's notifications: its own NOTIFYs, delivered at their commit. */
export function pgliteListener(database: Pick<PGliteExchange, "listen">): Listener {
  return { alone: true, listen: database.listen, close: async () => {} };
}

/** The statement that starts (or stops) listening on a channel: the shop's channels are plain words, and
 * anything else is refused rather than quoted. */
export function listenStatement(channel: string, verb: "listen" | "unlisten" = "listen"): string {
  if (!/^\w+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return `${verb} "${channel}"`;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** A listener on a PostgreSQL server: one client of its own (a pooled connection would be handed on). */
export function postgresListener(connectionString: string): Listener {
  const subscribers = new Map<string, OnNotify[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const everyone = () => {
    for (const list of subscribers.values()) for (const onNotify of list) onNotify();
  };
  const connect = async () => {
    retry = undefined;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      for (const onNotify of subscribers.get(message.channel) ?? []) onNotify();
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(listenStatement(channel));
      // Whatever was sent while no one listened is looked for now.
      everyone();
    } catch {
      lost();
    }
  };

  return {
    listen(channel, onNotify) {
      const statement = listenStatement(channel);
      const unsubscribe = () => {
        const list = subscribers.get(channel);
        if (list)
          subscribers.set(
            channel,
            list.filter((subscriber) => subscriber !== onNotify),
          );
      };
      const list = subscribers.get(channel);
      if (list) {
        list.push(onNotify);
        return unsubscribe;
      }
      subscribers.set(channel, [onNotify]);
      if (!client && !closed && !retry) void connect();
      else void client?.query(statement).catch(() => {});
      return unsubscribe;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
