// The load balancer's probes (server/ops.ts): alive, and ready unless draining or the database is gone;
// answered for any Host (a balancer probes an instance by its address), never cached, nothing personal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import type { Readiness } from "../../server/ops";
import { memoryDatabase } from "./server-helpers";

const PUBLIC_URL = "https://rangrez.example";

let handle: DatabaseHandle;
let readiness: Readiness;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await memoryDatabase();
  readiness = { draining: false };
  app = createApp({ db: handle.db, build: null, publicUrl: PUBLIC_URL, production: true, readiness });
}, 60_000);
afterAll(() => handle.close());

/** As a balancer asks: by the instance's address, not the shop's name. */
const probe = (path: string) => app.fetch(new Request(`http://10.0.0.5:3000${path}`));

describe("GET /healthz and GET /readyz", () => {
  it("the shop's name is still the only Host its pages answer in production", async () => {
    expect((await probe("/api/v1/banner/headlines")).status).toBe(400);
  });

  it("/healthz: 200 {ok: true} for any Host, never cached", async () => {
    const answer = await probe("/healthz");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ ok: true });
  });

  it("/readyz: 200 while the database answers and the process is not draining", async () => {
    const answer = await probe("/readyz");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ ok: true });
  });

  it("/readyz: 503 once draining, while /healthz still answers 200", async () => {
    readiness.draining = true;
    try {
      const answer = await probe("/readyz");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json()).toEqual({ success: false, message: "Shutting down" });
      expect((await probe("/healthz")).status).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });

  it("/readyz: 503 when the database does not answer", async () => {
    // A PostgreSQL server that is not there: nothing listens on port 1.
    const gone = await createDatabase({ url: "postgres://shop@127.0.0.1:1/rangrez" });
    try {
      const cutOff = createApp({ db: gone.db, build: null, publicUrl: PUBLIC_URL, production: true });
      const answer = await cutOff.fetch(new Request("http://10.0.0.5:3000/readyz"));
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ success: false, message: "The database does not answer" });
      expect((await cutOff.fetch(new Request("http://10.0.0.5:3000/healthz"))).status).toBe(200);
    } finally {
      await gone.close();
    }
  });
});
