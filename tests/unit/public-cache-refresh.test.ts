// The public answers' cache (server/api/publicCache.ts) over versions set by hand
// (docs/decisions/shared-cache-versions.md): an answer goes stale when a scope it read is bumped, and only
// then; one request makes it again while the others are sent the stale copy; a page made from API answers
// depends on what they read.
import { get as httpGet, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BURST_MS, POPULAR_SENDS } from "../../server/api/answerStore";
import { publicCache } from "../../server/api/publicCache";
import { readsScope } from "../../server/services/cacheVersions/reads";
import { type CurrentVersions, LISTINGS, productScope } from "../../server/services/cacheVersions/scopes";

function handVersions() {
  const set = new Map<string, number>();
  const versions: CurrentVersions = {
    versionOf: (scope) => set.get(scope) ?? 0,
    ensureCurrent: () => undefined,
  };
  const bump = (scope: string) => set.set(scope, versions.versionOf(scope) + 1);
  return { versions, bump };
}

/** A promise the test settles: a route held inside its work. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("the public answers' cache over scoped versions", () => {
  let bump: (scope: string) => void;
  let app: Hono;
  let runs: Record<string, number>;
  let hold: Promise<void> | undefined;
  let now: number;
  let api: ReturnType<typeof publicCache>;
  /** Requests the app itself ran (not sent from the node:http listener). */
  let appRuns: number;

  beforeEach(() => {
    const hand = handVersions();
    bump = hand.bump;
    runs = {};
    hold = undefined;
    now = 1_000_000;
    api = publicCache({ versions: hand.versions, storable: () => true, now: () => now });
    appRuns = 0;
    const pages = publicCache({ versions: hand.versions, storable: () => true, now: () => now });
    const counted = (name: string) => {
      runs[name] = (runs[name] ?? 0) + 1;
      return runs[name];
    };
    app = new Hono()
      .use("*", async (_c, next) => {
        appRuns += 1;
        await next();
      })
      .use("/api/*", api.record)
      .use("/api/*", api.fill)
      .use("/page/*", pages.fill)
      // One product's answer, as readProduct says it reads.
      .get("/api/product/:id", async (c) => {
        const id = c.req.param("id");
        readsScope(productScope(id));
        const run = counted(id);
        await hold;
        return c.json({ id, run });
      })
      // A listing: it says nothing, so it depends on the listings.
      .get("/api/listing", (c) => c.json({ run: counted("listing") }))
      // A page made from API answers in this process, as the shop's loaders make one.
      .get("/page/:id", async (c) => {
        const parts = c.req.query("with")?.split(",") ?? [];
        const inner = await Promise.all(
          parts.map(async (path) => (await app.request(`/api/${path}`)).text()),
        );
        return c.html(`<p>${counted(`page ${c.req.param("id")}`)} ${inner.join(" ")}</p>`);
      });
  });

  const get = async (path: string) => {
    const answer = await app.request(path);
    return { cache: answer.headers.get("x-cache"), body: await answer.text() };
  };

  it("keeps a product's answer through another product's bump and the listings', not its own", async () => {
    await get("/api/product/a");
    expect((await get("/api/product/a")).cache).toBe("hit");
    bump(productScope("b"));
    bump(LISTINGS);
    expect((await get("/api/product/a")).cache).toBe("hit");
    bump(productScope("a"));
    expect(await get("/api/product/a")).toEqual({ cache: "miss", body: '{"id":"a","run":2}' });
  });

  it("makes a listing again when the listings are bumped, not when a product is", async () => {
    await get("/api/listing");
    bump(productScope("a"));
    expect((await get("/api/listing")).cache).toBe("hit");
    bump(LISTINGS);
    expect((await get("/api/listing")).cache).toBe("miss");
  });

  it("makes a stale answer again once, sending the stale copy meanwhile", async () => {
    await get("/api/product/a");
    bump(productScope("a"));
    const held = gate();
    hold = held.opened;
    const refreshing = get("/api/product/a");
    await vi.waitFor(() => expect(runs.a).toBe(2));
    const meanwhile = await Promise.all([get("/api/product/a"), get("/api/product/a")]);
    expect(meanwhile).toEqual([
      { cache: "stale", body: '{"id":"a","run":1}' },
      { cache: "stale", body: '{"id":"a","run":1}' },
    ]);
    held.open();
    expect(await refreshing).toEqual({ cache: "miss", body: '{"id":"a","run":2}' });
    expect(await get("/api/product/a")).toEqual({ cache: "hit", body: '{"id":"a","run":2}' });
    expect(runs.a).toBe(2);
  });

  it("keeps a page made from a product's answer until that product changes", async () => {
    const page = "/page/a?with=product/a";
    await get(page);
    expect((await get(page)).cache).toBe("hit");
    bump(productScope("b"));
    bump(LISTINGS);
    expect((await get(page)).cache).toBe("hit");
    bump(productScope("a"));
    const again = await get(page);
    expect(again.cache).toBe("miss");
    expect(again.body).toContain('"run":2');
  });

  it("makes a page with a listing in it again when the listings change", async () => {
    const page = "/page/b?with=product/b,listing";
    await get(page);
    bump(productScope("c"));
    expect((await get(page)).cache).toBe("hit");
    bump(LISTINGS);
    expect((await get(page)).cache).toBe("miss");
  });

  it("makes a popular answer again at most once a second under a burst of changes, each shown within it", async () => {
    await get("/api/product/a");
    for (let i = 0; i < POPULAR_SENDS; i++) await get("/api/product/a");
    bump(productScope("a"));
    now += 400;
    // Asked many times since it was made: it rides out the change for the rest of its second.
    expect(await get("/api/product/a")).toEqual({ cache: "hit", body: '{"id":"a","run":1}' });
    bump(productScope("a"));
    now += BURST_MS - 400;
    expect(await get("/api/product/a")).toEqual({ cache: "miss", body: '{"id":"a","run":2}' });
    // Made again just now and not yet asked for: the next change shows at once.
    bump(productScope("a"));
    expect(await get("/api/product/a")).toEqual({ cache: "miss", body: '{"id":"a","run":3}' });
  });

  it("keeps a page made from an answer riding out a burst for the rest of that answer's second", async () => {
    for (let i = 0; i <= POPULAR_SENDS; i++) await get("/api/product/a");
    const page = "/page/a?with=product/a";
    await get(page);
    bump(productScope("a"));
    now += 400;
    // The page is stale; made again, it gets the product's answer still riding out the change.
    expect(await get(page)).toEqual({ cache: "miss", body: '<p>2 {"id":"a","run":1}</p>' });
    // Made in the burst, the page rides it out with that answer, not asked again at every request.
    expect(await get(page)).toEqual({ cache: "hit", body: '<p>2 {"id":"a","run":1}</p>' });
    now += BURST_MS - 400;
    // The answer's second is over: the page shows the change, and keeps it.
    expect(await get(page)).toEqual({ cache: "miss", body: '<p>3 {"id":"a","run":2}</p>' });
    expect(await get(page)).toEqual({ cache: "hit", body: '<p>3 {"id":"a","run":2}</p>' });
  });

  it("sends the stale copy from the node:http listener, before the app, while one request makes it again", async () => {
    const appListener = getRequestListener((request) => app.fetch(request));
    const server = createServer((request, response) => {
      if (!api.answer(request, response, () => true)) void appListener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const viaHttp = (path: string) =>
      new Promise<{ cache: unknown; body: string }>((resolve, reject) => {
        httpGet({ port, host: "127.0.0.1", path }, (answer) => {
          let body = "";
          answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
          answer.on("end", () => resolve({ cache: answer.headers["x-cache"], body }));
        }).on("error", reject);
      });
    try {
      await viaHttp("/api/product/a");
      expect(await viaHttp("/api/product/a")).toEqual({ cache: "hit", body: '{"id":"a","run":1}' });
      bump(productScope("a"));
      const held = gate();
      hold = held.opened;
      const refreshing = viaHttp("/api/product/a");
      await vi.waitFor(() => expect(runs.a).toBe(2));
      const ranBefore = appRuns;
      expect(await viaHttp("/api/product/a")).toEqual({ cache: "stale", body: '{"id":"a","run":1}' });
      expect(appRuns).toBe(ranBefore);
      held.open();
      expect(await refreshing).toEqual({ cache: "miss", body: '{"id":"a","run":2}' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
