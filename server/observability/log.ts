// The server's one logger (docs/running.md#logs): a JSON object per line on stdout, through pino. Every line
// written while serving a request carries its `requestId` (the X-Request-Id of the answer), every line of a
// background job its `jobId` and `jobKind` (server/jobs/worker.ts): both come from the async context the
// app and the worker open (`withLogContext`), so no call site passes them. Nothing personal or secret
// leaves: fields named in PERSONAL_FIELDS are replaced whole, and every string of the finished line goes
// through redactPersonal (server/jobs/redact.ts), messages and error stacks included.
// LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { PERSONAL_FIELDS, redactPersonal } from "../jobs/redact";

/** What every line written in a context carries. */
export interface LogContext {
  requestId?: string;
  jobId?: string;
  jobKind?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `fields` on every line logged inside it, across its awaits (a nested context replaces
 * the outer one: a job woken by a request's commit is the job's, not the request's). */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return context.run(fields, work);
}

/** Where the lines go: stdout, written synchronously (a line logged just before process.exit is not lost),
 * or what a test put there (`logTo`). */
let target: { write: (line: string) => unknown } = pino.destination({ dest: 1, sync: true });

const LEVELS = new Set([...Object.keys(pino.levels.values), "silent"]);

function levelFromEnv(): string {
  const asked = process.env.LOG_LEVEL?.trim().toLowerCase();
  return asked && LEVELS.has(asked) ? asked : "info";
}

/** A JSON string literal of the line (with its escapes), where personal data could sit. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

export const log = pino(
  {
    level: levelFromEnv(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => ({ ...context.getStore() }),
    redact: {
      paths: PERSONAL_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]),
      censor: "[redacted]",
    },
    hooks: {
      // Only inside string literals: a number outside one is never mistaken for a phone number, and the
      // placeholders keep the line valid JSON.
      streamWrite: (line) => line.replace(JSON_STRING, (literal) => redactPersonal(literal)),
    },
  },
  { write: (line: string) => target.write(line) },
);

if (process.env.LOG_LEVEL && levelFromEnv() !== process.env.LOG_LEVEL.trim().toLowerCase()) {
  log.warn(`LOG_LEVEL ${JSON.stringify(process.env.LOG_LEVEL)} is not a level; logging at info`);
}

/** Tests: the lines go to `destination` until the answered function is called. */
export function logTo(destination: { write: (line: string) => unknown }): () => void {
  const previous = target;
  target = destination;
  return () => {
    target = previous;
  };
}
