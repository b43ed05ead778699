// Builds the variant record every tag file exports (see index.ts for the shape).
import { delay, HttpHandler } from "msw";
import { errorResponse, SERVER_ERROR_MESSAGE } from "./http";

export type Handlers = readonly HttpHandler[];

/** The states every tag has. */
export interface BaseVariants {
  /** The normal answers, from the fixtures (and the store, where a flow needs state). */
  readonly default: Handlers;
  /** Every operation of the tag answers 500 ErrorResponse. */
  readonly error: Handlers;
  /** Every operation waits SLOW_MS, then answers as `default`. */
  readonly slow: Handlers;
}

export const SLOW_MS = 2000;

/** 500 `{ success: false, message }` for every method + path of `handlers`. */
function errorVariant(handlers: Handlers): Handlers {
  return handlers.map(
    (h) => new HttpHandler(h.info.method, h.info.path, () => errorResponse(500, SERVER_ERROR_MESSAGE)),
  );
}

/**
 * For every method + path of `handlers`: wait SLOW_MS, then fall through (a resolver that returns nothing
 * lets MSW try the next matching handler), followed by the handlers themselves, so the variant works on
 * its own as well as prepended with `server.use(...)` / `msw.use(...)`.
 */
function slowVariant(handlers: Handlers): Handlers {
  const delayed = new Set<string>();
  const waits = handlers.map(
    (h) =>
      new HttpHandler(h.info.method, h.info.path, async ({ requestId }) => {
        if (delayed.has(requestId)) return undefined;
        delayed.add(requestId);
        await delay(SLOW_MS);
        return undefined;
      }),
  );
  return [...waits, ...handlers];
}

/**
 * `{ default, error, slow, ...states }` for a tag. The record has exactly these keys (no index
 * signature), so a misspelt state (`variants.products.empyt`) does not type-check.
 */
export function defineVariants<const States extends Record<string, Handlers>>(
  defaults: Handlers,
  states: States = {} as States,
): BaseVariants & States {
  return { default: defaults, error: errorVariant(defaults), slow: slowVariant(defaults), ...states };
}
