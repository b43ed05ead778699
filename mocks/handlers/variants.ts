// Builds the variant record every tag file exports (see index.ts for the shape), and `only`, which takes
// one operation's handlers out of a variant.
import { delay, getResponse, HttpHandler } from "msw";
import type { paths } from "../../src/api/schema";
import { API_BASE_PATTERN, errorResponse, SERVER_ERROR_MESSAGE } from "./http";

export type Handlers = readonly HttpHandler[];

/** The states every tag has. */
export interface BaseVariants {
  /** The normal answers, from the fixtures (and the store, where a flow needs state). */
  readonly default: Handlers;
  /** Every operation of the tag answers 500 ErrorResponse. */
  readonly error: Handlers;
  /** Every operation waits SLOW_MS, then answers as `default`. */
  readonly slow: Handlers;
  /**
   * Every operation waits for ever: the screen stays in the state it shows while a call is on its way
   * (loading, sending). A story's API client drops the call when the story ends (.storybook/storyScopedApi.ts).
   */
  readonly never: Handlers;
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

/** The addresses a story holds unanswered on purpose (`neverAnswer`): the screenshot pass does not wait for
 * a picture among them to load (tests/visual/screenshotStories.ts). */
export const heldAnswers = new Set<string>();

/** A resolver whose answer never comes (also for what is no API call, such as a picture a story holds). */
export const neverAnswer = ({ request }: { request: Request }) => {
  heldAnswers.add(request.url);
  return delay("infinite");
};

/** For every method + path of `handlers`: an answer that never comes. */
function neverVariant(handlers: Handlers): Handlers {
  return handlers.map((h) => new HttpHandler(h.info.method, h.info.path, neverAnswer));
}

type Method = "get" | "put" | "post" | "delete" | "patch";
/** The methods the contract declares for `path` (openapi-typescript writes the others as `?: never`). */
export type MethodOf<Path extends keyof paths> = {
  [M in Method]: paths[Path][M] extends undefined ? never : M;
}[Method];

/**
 * The handlers of `variant` that answer one operation of the contract, for a story whose screen makes
 * other calls of the same tag that must answer as usual: `only(variants.auth.never, "post", "/auth/login")`
 * leaves the session check alone. With `when`, only the requests it accepts (the others fall through to
 * the next handler): `only(variants.products.never, "get", "/product/tags/{tag}", notFirstPage)`.
 */
export function only<Path extends keyof paths>(
  variant: Handlers,
  method: MethodOf<Path>,
  path: Path,
  when?: (request: Request) => boolean,
): Handlers {
  const pattern = `${API_BASE_PATTERN}${String(path).replace(/\{(\w+)\}/g, ":$1")}`;
  const picked = variant.filter(
    (h) => String(h.info.method).toLowerCase() === method && String(h.info.path) === pattern,
  );
  if (picked.length === 0) throw new Error(`the variant has no handler for ${method.toUpperCase()} ${path}`);
  if (!when) return picked;
  return picked.map(
    (h) =>
      new HttpHandler(h.info.method, h.info.path, ({ request }) =>
        when(request) ? getResponse([h], request) : undefined,
      ),
  );
}

/**
 * `{ default, error, slow, never, ...states }` for a tag. The record has exactly these keys (no index
 * signature), so a misspelt state (`variants.products.empyt`) does not type-check.
 */
export function defineVariants<const States extends Record<string, Handlers>>(
  defaults: Handlers,
  states: States = {} as States,
): BaseVariants & States {
  return {
    default: defaults,
    error: errorVariant(defaults),
    slow: slowVariant(defaults),
    never: neverVariant(defaults),
    ...states,
  };
}
