import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./hydrateAfterPaint";

// The server's half of hydrating after the first paint (see hydrateAfterPaint.ts): React Router's module
// preload links and inline module script, made inert in the HTML stream.

const PRELOAD = '<link rel="modulepreload"';
const DEFERRED_PRELOAD = `<link rel="${DEFERRED_PRELOAD_REL}"`;
const MODULE = 'type="module" async=""';
const DEFERRED_MODULE = `type="${DEFERRED_MODULE_TYPE}" async=""`;
const PATTERNS: [string, string][] = [
  [PRELOAD, DEFERRED_PRELOAD],
  [MODULE, DEFERRED_MODULE],
];

function defer(text: string): string {
  return PATTERNS.reduce((out, [from, to]) => out.replaceAll(from, to), text);
}

/** How many characters at the end of `text` could begin a pattern that the next chunk completes. */
function partialPatternAtEnd(text: string): number {
  let hold = 0;
  for (const [pattern] of PATTERNS)
    for (let length = Math.min(pattern.length - 1, text.length); length > hold; length--)
      if (pattern.startsWith(text.slice(text.length - length))) {
        hold = length;
        break;
      }
  return hold;
}

/** The server's half: a rewrite of the HTML stream (a character or a tag split between chunks is held). */
export function deferHydrationMarkup(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const hold = partialPatternAtEnd(text);
      pending = text.slice(text.length - hold);
      callback(null, defer(text.slice(0, text.length - hold)));
    },
    flush(callback) {
      callback(null, defer(pending + decoder.end()));
    },
  });
}
