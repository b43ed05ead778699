import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { memoryDatabase, testApp } from "./server-helpers";
import { captureLogs } from "../support/logLines";

let handle: DatabaseHandle;
let root: string;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  root = mkdtempSync(join(tmpdir(), "rangrez-app-"));
  mkdirSync(join(root, "client/assets"), { recursive: true });
  mkdirSync(join(root, "client/api/v1"), { recursive: true });
  mkdirSync(join(root, "media/banners"), { recursive: true });
  writeFileSync(
    join(root, "client/assets/entry-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  // A build's precompressed copies (src/app/bundle/precompress.ts), each marked so a test sees which was sent.
  writeFileSync(join(root, "client/assets/app-def456.js"), "plain");
  writeFileSync(join(root, "client/assets/app-def456.js.br"), "brotli copy");
  writeFileSync(join(root, "client/assets/app-def456.js.gz"), "gzip copy");
  writeFileSync(join(root, "client/favicon.ico"), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(root, "client/api/v1/leak.txt"), "served from disk");
  writeFileSync(join(root, "media/banners/home-1.webp"), Buffer.alloc(4096, 7));
  app = testApp(handle, { clientDir: join(root, "client"), mediaDir: join(root, "media") });
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

describe("createApp", () => {
  it("answers unknown API paths with 404 JSON, never a file or a page", async () => {
    for (const path of ["/api/v1/nope", "/api/v1/leak.txt", "/api/v1/product/tags"]) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ success: false, message: "Not found" });
    }
  });

  it("serves build assets as immutable, compressed when worth it", async () => {
    const res = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends the build's Brotli or gzip copy of an asset as the browser accepts, else the file", async () => {
    const asked = async (acceptEncoding?: string) => {
      const headers: Record<string, string> = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
      const res = await app.request("/assets/app-def456.js", { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-type")).toContain("javascript");
      return {
        encoding: res.headers.get("content-encoding"),
        body: await res.text(),
        vary: res.headers.get("vary"),
      };
    };
    await expect(asked("gzip, deflate, br, zstd")).resolves.toEqual({
      encoding: "br",
      body: "brotli copy",
      vary: "Accept-Encoding",
    });
    await expect(asked("gzip, deflate")).resolves.toMatchObject({ encoding: "gzip", body: "gzip copy" });
    await expect(asked()).resolves.toMatchObject({ encoding: null, body: "plain" });
  });

  it("answers 404 for a missing asset instead of rendering a page", async () => {
    const res = await app.request("/assets/missing-000.js");
    expect(res.status).toBe(404);
  });

  it("serves media for a day and leaves images uncompressed", async () => {
    const res = await app.request("/media/banners/home-1.webp", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(4096);
  });

  it("serves other public files of the client build", async () => {
    const res = await app.request("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age=");
  });

  it("answers pages with 503 text while there is no server build", async () => {
    const res = await app.request("/new-arrivals");
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("text/plain");
  });

  it("compresses large JSON answers", async () => {
    const res = await app.request("/api/v1/product/tags/newarrival?limit=20", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers 500 JSON, not HTML, when the database fails", { timeout: 60_000 }, async () => {
    const logs = captureLogs();
    const broken = await memoryDatabase();
    await sql`drop table headlines`.execute(broken.db);
    const res = await testApp(broken).request("/api/v1/banner/headlines");
    await broken.close();
    logs.restore();
    expect(logs.lines().map((line) => line.level)).toContain("error");
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ success: false, message: "Internal server error" });
  });
});
