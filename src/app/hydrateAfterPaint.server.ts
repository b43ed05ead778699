import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import {
  DEFERRED_ICON_REL,
  DEFERRED_LINK_MARK,
  DEFERRED_MANIFEST_REL,
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  ICON_PLACEHOLDER,
} from "./hydrateAfterPaint";

// The server's half of hydrating after the first paint (see hydrateAfterPaint.ts): React Router's module
// preload links and inline module script, and the root's icon and manifest links (marked
// DEFERRED_LINK_MARK), made inert in the HTML stream (React renders each attribute in the order its props
// are written: `rel` first in these, then the mark).

const PATTERNS: [string, string][] = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
  ['type="module" async=""', `type="${DEFERRED_MODULE_TYPE}" async=""`],
  [
    `<link rel="icon" ${DEFERRED_LINK_MARK}=""`,
    `${ICON_PLACEHOLDER}<link rel="${DEFERRED_ICON_REL}" ${DEFERRED_LINK_MARK}=""`,
  ],
  [
    `<link rel="manifest" ${DEFERRED_LINK_MARK}=""`,
    `<link rel="${DEFERRED_MANIFEST_REL}" ${DEFERRED_LINK_MARK}=""`,
  ],
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
