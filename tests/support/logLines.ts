// The server's log lines in a test (server/observability/log.ts): from `captureLogs()` until `restore()`,
// what the logger writes is kept here instead of reaching stdout, each line parsed as the JSON it must be.
import { logTo } from "../../server/observability/log";

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export interface CapturedLogs {
  /** Everything written, as written. */
  text: () => string;
  /** Every line, parsed (a line that is not JSON fails the parse). */
  lines: () => LogLine[];
  /** Every line's message. */
  messages: () => string[];
  /** The lines go to stdout again. */
  restore: () => void;
}

export function captureLogs(): CapturedLogs {
  let text = "";
  const restore = logTo({ write: (line: string) => (text += line) });
  const lines = () =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { text: () => text, lines, messages: () => lines().map((line) => line.msg), restore };
}
