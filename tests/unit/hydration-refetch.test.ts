// Queries the server answered are not fetched again while the page hydrates (a fetch started inside
// React's subscription re-renders every reader synchronously); the stale ones are fetched once the page
// has settled. Run against a real QueryClient, with the few browser globals the module reads.
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVER_HTML } from "../../src/app/hydrateAfterPaint";
import {
  holdRefetchesWhileHydrating,
  refetchHeldQueries,
  SERVER_ANSWER_FRESH_MS,
} from "../../src/app/hydrationRefetch";

const KEY = ["get", "/auth/verify"];
const dataset: Record<string, string> = {};
let idle: (() => void) | undefined;

beforeEach(() => {
  for (const name of Object.keys(dataset)) delete dataset[name];
  idle = undefined;
  vi.stubGlobal("window", {
    requestIdleCallback: (run: () => void) => {
      idle = run;
      return 1;
    },
    cancelIdleCallback: () => {
      idle = undefined;
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal("document", { readyState: "complete", documentElement: { dataset } });
});
afterEach(() => vi.unstubAllGlobals());

/**
 * A client holding the server's answer for the session, stale at once (as the session is), answered
 * `ageMs` ago: by default longer ago than a page's own render (HTML kept in a cache).
 */
function hydratedClient(ageMs = SERVER_ANSWER_FRESH_MS + 1000) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
  holdRefetchesWhileHydrating(client);
  client.setQueryData(KEY, { user: "from the server" }, { updatedAt: Date.now() - ageMs });
  return client;
}

function mount(client: QueryClient, queryFn: () => Promise<unknown>) {
  return new QueryObserver(client, { queryKey: KEY, queryFn }).subscribe(() => {});
}

describe("queries while the server's HTML hydrates", () => {
  it("are not fetched when a reader mounts during hydration, and are fetched once the page settles", async () => {
    (window as unknown as Record<string, boolean>)[SERVER_HTML] = true;
    const client = hydratedClient();
    const queryFn = vi.fn(async () => ({ user: "fresh" }));
    mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();

    dataset.hydrated = "true";
    refetchHeldQueries(client);
    expect(queryFn).not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toEqual({ user: "fresh" }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("are not fetched once the page settles when the server answered them moments ago", async () => {
    (window as unknown as Record<string, boolean>)[SERVER_HTML] = true;
    const client = hydratedClient(2000);
    const queryFn = vi.fn(async () => ({ user: "fresh" }));
    mount(client, queryFn);
    dataset.hydrated = "true";
    refetchHeldQueries(client);
    idle?.();
    // Nothing to wait for but a fetch that must not start: refetchQueries would have started it at once.
    expect(client.isFetching()).toBe(0);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(KEY)).toEqual({ user: "from the server" });
  });

  it("a query first fetched after hydration is not asked again when the page settles", async () => {
    (window as unknown as Record<string, boolean>)[SERVER_HTML] = true;
    const client = hydratedClient();
    const held = vi.fn(async () => ({ user: "fresh" }));
    mount(client, held);
    dataset.hydrated = "true";
    // The checkout's quote: no data from the server, so asked in the browser once hydrated, and answered.
    const quote = vi.fn(async () => ({ total: 799 }));
    new QueryObserver(client, { queryKey: ["post", "/checkout/quote"], queryFn: quote }).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(["post", "/checkout/quote"])).toEqual({ total: 799 }));

    refetchHeldQueries(client);
    idle?.();
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toEqual({ user: "fresh" }));
    expect(held).toHaveBeenCalledTimes(1);
    expect(quote).toHaveBeenCalledTimes(1);
  });

  it("are fetched on mount as usual once the page is hydrated", async () => {
    (window as unknown as Record<string, boolean>)[SERVER_HTML] = true;
    dataset.hydrated = "true";
    const queryFn = vi.fn(async () => ({ user: "fresh" }));
    mount(hydratedClient(), queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("are fetched on mount as usual where no server HTML is hydrated (a story, a client-only page)", () => {
    const queryFn = vi.fn(async () => ({ user: "fresh" }));
    mount(hydratedClient(), queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("a query with no data yet is fetched at once, hydrating or not", () => {
    (window as unknown as Record<string, boolean>)[SERVER_HTML] = true;
    const client = new QueryClient();
    holdRefetchesWhileHydrating(client);
    const queryFn = vi.fn(async () => "answer");
    new QueryObserver(client, { queryKey: ["nothing yet"], queryFn }).subscribe(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe("a stale query in the server's render", () => {
  it("does not render as fetching: nothing is fetched there, and the hydrating browser holds it back", () => {
    vi.unstubAllGlobals();
    expect(typeof window).toBe("undefined");
    const client = hydratedClient();
    const options = client.defaultQueryOptions({ queryKey: KEY, queryFn: async () => ({ user: "fresh" }) });
    // As useQuery asks it while rendering: what the reader shows before it has subscribed.
    const result = new QueryObserver(client, options).getOptimisticResult({
      ...options,
      _optimisticResults: "optimistic",
    });
    expect(result.data).toEqual({ user: "from the server" });
    expect(result.isFetching).toBe(false);
  });
});
