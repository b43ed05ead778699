// A mock answer the story holds: calls to the path wait until the story releases them, then the next
// handler answers as usual. So a story can see what the screen shows while the call is on its way.
import { type HttpHandler, http } from "msw";
import { API_BASE_PATTERN } from "../../mocks/handlers";

export interface HeldAnswer {
  /** Put first in `msw.use(...)`. */
  handler: HttpHandler;
  /** How many calls have arrived so far. */
  readonly calls: number;
  /** Lets every held call (and every later one) through. */
  release: () => void;
}

/** Holds the calls to `method` `path` under /api/v1 (MSW's syntax: "/auth/wishlist/:userId"). */
export function heldAnswer(method: "get" | "post" | "put" | "delete", path: string): HeldAnswer {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  const handler = http[method](`${API_BASE_PATTERN}${path}`, async () => {
    calls += 1;
    await gate;
    return undefined;
  });
  return {
    handler,
    get calls() {
      return calls;
    },
    release: () => release(),
  };
}
