// Builds the variant record every tag file exports (see index.ts for the shape).
import { delay, HttpHandler, type HttpHandler as HttpHandlerType } from "msw";
import { errorResponse, SERVER_ERROR_MESSAGE } from "./http";

export type Handlers = HttpHandlerType[];

/**
 * One tag's handlers by the state they produce. `default`, `error` and `slow` always exist; `empty`,
 * `notFound` and tag-specific states (e.g. `unserviceable`) where they apply.
 */
export interface HandlerVariants {
  /** Stateful handlers over the mock database (mocks/handlers/state.ts): the normal answers. */
  default: Handlers;
  /** Every operation of the tag answers 500 ErrorResponse. */
  error: Handlers;
  /** Every operation waits SLOW_MS, then answers as `default`. */
  slow: Handlers;
  /** Lists come back empty. */
  empty?: Handlers;
  /** Single-item reads answer 404 ErrorResponse. */
  notFound?: Handlers;
  [state: string]: Handlers | undefined;
}

export const SLOW_MS = 2000;

/** 500 `{ success: false, message }` for every method + path of `handlers`. */
export function errorVariant(handlers: Handlers, message = SERVER_ERROR_MESSAGE): Handlers {
  return handlers.map((h) => new HttpHandler(h.info.method, h.info.path, () => errorResponse(500, message)));
}

/**
 * For every method + path of `handlers`: wait `ms`, then fall through (a resolver that returns nothing
 * lets MSW try the next matching handler), followed by the handlers themselves, so the variant works on
 * its own as well as prepended with `server.use(...)` / `msw.use(...)`.
 */
export function slowVariant(handlers: Handlers, ms = SLOW_MS): Handlers {
  const delayed = new Set<string>();
  const waits = handlers.map(
    (h) =>
      new HttpHandler(h.info.method, h.info.path, async ({ requestId }) => {
        if (delayed.has(requestId)) return undefined;
        delayed.add(requestId);
        await delay(ms);
        return undefined;
      }),
  );
  return [...waits, ...handlers];
}

/** `{ default, error, slow, ...extra }` for a tag. */
export function defineVariants(
  defaults: Handlers,
  extra: Omit<HandlerVariants, "default" | "error" | "slow"> = {},
): HandlerVariants {
  return { default: defaults, error: errorVariant(defaults), slow: slowVariant(defaults), ...extra };
}
