// The request layer every answer goes through: security headers, the Host check, private caching of what
// depends on the session, the body limit (over real HTTP, where Content-Length is what the client says),
// request ids, and what errors become.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AppOptions, createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { BAD_VALUE, failureAnswer, isDataException, SERVER_ERROR } from "../../server/failures";
import { prerenderedPolicy } from "../../server/prerendered";
import { freshNonce } from "../../server/security";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { memoryDatabase } from "./server-helpers";
import { captureLogs } from "../support/logLines";

const PUBLIC = "https://rangrez.in";
const INLINE = "window.__hydrate = 1;";

let handle: DatabaseHandle;
let clientDir: string;

const appWith = (options: Partial<AppOptions> = {}) =>
  createApp({
    db: handle.db,
    build: null,
    clientDir,
    mediaDir: "/nonexistent/media",
    publicUrl: PUBLIC,
    production: false,
    ...options,
  });

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  clientDir = mkdtempSync(join(tmpdir(), "rangrez-layer-"));
  mkdirSync(join(clientDir, "terms"), { recursive: true });
  writeFileSync(
    join(clientDir, "terms", "index.html"),
    `<!DOCTYPE html><h1>Terms</h1><script>${INLINE}</script><script type="module" src="/assets/a.js"></script>`,
  );
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("security headers", () => {
  it("go with every kind of answer: API, refusal, 404, prerendered page, page", async () => {
    const app = appWith();
    for (const path of [
      "/api/v1/banner/headlines",
      "/api/v1/pincode/012345",
      "/api/v1/nope",
      "/terms",
      "/x",
    ]) {
      const res = await app.request(`${PUBLIC}${path}`);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp.match(/script-src ([^;]*)/)?.[1], path).not.toContain("unsafe-inline");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("a fresh script nonce per request", async () => {
    const app = appWith();
    const nonceOf = async () =>
      (await app.request(`${PUBLIC}/x`)).headers
        .get("content-security-policy")
        ?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    // Past one draw of random bytes (server/security.ts): every nonce still new.
    const many = Array.from({ length: 600 }, () => freshNonce());
    expect(new Set([a, b, ...many]).size).toBe(602);
    for (const nonce of many) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("a prerendered page's policy names its inline scripts by hash, not by nonce", async () => {
    const res = await appWith().request(`${PUBLIC}/terms`);
    const csp = res.headers.get("content-security-policy") ?? "";
    // sha256 of "window.__hydrate = 1;", the page's one inline script.
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain("nonce-");
    expect(prerenderedPolicy(`<script>${INLINE}</script>`)).toBe(csp);
    expect(prerenderedPolicy("<p>no scripts</p>")).toContain("script-src 'self';");
  });

  it("HSTS in production", async () => {
    const res = await appWith({ production: true }).request(`${PUBLIC}/api/v1/banner/headlines`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("the Host", () => {
  it("in production, only the public URL's host is answered", async () => {
    const app = appWith({ production: true });
    const evil = await app.request("http://evil.example/robots.txt");
    expect(evil.status).toBe(400);
    expect(await evil.json()).toEqual({ success: false, message: "Unknown host" });
    expect((await app.request("http://evil.example/api/v1/banner/headlines")).status).toBe(400);
    expect((await app.request(`${PUBLIC}/robots.txt`)).status).toBe(200);
  });

  it("behind a trusted proxy, the host it forwards counts", async () => {
    const app = appWith({ production: true, proxyHops: 1 });
    const headers = { "x-forwarded-host": "rangrez.in" };
    expect((await app.request("http://10.0.0.5:3000/api/v1/banner/headlines", { headers })).status).toBe(200);
    const forged = { "x-forwarded-host": "evil.example" };
    expect((await app.request(`${PUBLIC}/api/v1/banner/headlines`, { headers: forged })).status).toBe(400);
  });

  it("never reaches absolute URLs or the cross-site check", async () => {
    const app = appWith();
    expect(await (await app.request("http://evil.example/robots.txt")).text()).toContain(
      `Sitemap: ${PUBLIC}/sitemap.xml`,
    );
    const post = await app.request("http://evil.example/api/v1/auth/logout", {
      method: "POST",
      headers: { origin: "http://evil.example" },
    });
    expect(post.status).toBe(403);
  });
});

describe("private caching", () => {
  it("answers that depend on the session are private, no-store; public ones are not", async () => {
    const app = appWith();
    const cacheOf = async (path: string, init?: RequestInit) =>
      (await app.request(`${PUBLIC}/api/v1${path}`, init)).headers.get("cache-control");
    expect(await cacheOf("/auth/verify")).toBe("private, no-store");
    expect(await cacheOf("/addresses")).toBe("private, no-store");
    // A sign-in sets the session cookie: its answer is the shopper's own.
    const login = { identifier: "aarav@example.com", password: "Aarav@2026" };
    const body = JSON.stringify(login);
    const headers = { "content-type": "application/json" };
    expect(await cacheOf("/auth/login", { method: "POST", headers, body })).toBe("private, no-store");
    expect(await cacheOf("/product/tags/trending")).not.toBe("private, no-store");
    expect(await cacheOf("/banner/headlines")).not.toBe("private, no-store");
  });

  it("a page rendered for a request with a session cookie is private, no-store", async () => {
    const app = appWith();
    const signedIn = await app.request(`${PUBLIC}/account/addresses`, {
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    // The prerendered pages hold nothing personal: they stay public.
    const terms = await app.request(`${PUBLIC}/terms`, { headers: { cookie: `${SESSION_COOKIE}=abc` } });
    expect(terms.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("request ids", () => {
  it("every answer carries one, different each time", async () => {
    const app = appWith();
    const ids = await Promise.all(
      ["/api/v1/banner/headlines", "/api/v1/nope", "/terms"].map(
        async (path) => (await app.request(`${PUBLIC}${path}`)).headers.get("x-request-id") ?? "",
      ),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe("errors", () => {
  it("a data exception from PostgreSQL (a NUL byte, an integer overflow) is recognised as the input's", async () => {
    const caught = async (query: ReturnType<typeof sql>) =>
      query.execute(handle.db).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDataException(await caught(sql`select ${"a\u0000b"}::text`))).toBe(true);
    expect(isDataException(await caught(sql`select ${"2147483648"}::integer`))).toBe(true);
    expect(isDataException(await caught(sql`select * from no_such_table`))).toBe(false);
    expect(isDataException(new Error("boom"))).toBe(false);
  });

  it("becomes 400; anything else a generic 500, logged with the request id", async () => {
    const logs = captureLogs();
    try {
      const app = new Hono()
        .use(requestId())
        .get("/data", () => {
          throw Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" });
        })
        .get("/bug", () => {
          throw new Error("secret detail");
        })
        .onError(failureAnswer);
      const data = await app.request("/data");
      expect(data.status).toBe(400);
      expect(await data.json()).toEqual({ success: false, message: BAD_VALUE });
      const bug = await app.request("/bug");
      expect(bug.status).toBe(500);
      expect(await bug.json()).toEqual({ success: false, message: SERVER_ERROR });
      const id = bug.headers.get("x-request-id");
      expect(id).toBeTruthy();
      expect(logs.lines().at(-1)).toMatchObject({ level: "error", requestId: id, msg: "GET /bug failed" });
      expect(logs.lines().at(-1)?.err).toMatchObject({ message: "secret detail" });
    } finally {
      logs.restore();
    }
  });
});

describe("the body limit (over HTTP)", () => {
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    const app = appWith();
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** Sends the headers and `sent` bytes without ending the body: the answer must come anyway. */
  function post(headers: Record<string, string>, sent: string, end: boolean) {
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, method: "POST", path: "/api/v1/contact/submit", headers },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          });
        },
      );
      req.on("error", reject);
      req.write(sent);
      if (end) req.end();
    });
  }

  it("refuses a body whose Content-Length is too big before it is sent", async () => {
    const answer = await post(
      { "content-type": "application/json", "content-length": String(200 * 1024 * 1024) },
      '{"name":"',
      false,
    );
    expect(answer).toEqual({ status: 413, body: { success: false, message: "Request body is too large" } });
  });

  it("closes the connection it refused a body on, so a client reusing the socket is not left with a reset one", async () => {
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.once("end", resolve));
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    // Keep-alive asked for, a body announced far over the limit and only begun.
    socket.write(
      "POST /api/v1/contact/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n" +
        `Content-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n{"name":"`,
    );
    await vi.waitFor(() => expect(received).toContain("Request body is too large"), { timeout: 5000 });
    const head = received.slice(0, received.indexOf("\r\n\r\n")).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413 /);
    expect(head).toContain("\r\nconnection: close");
    // The server ends the socket itself: the client's next request goes on a new connection.
    await ended;
    socket.destroy();
  });

  it("counts a body sent without Content-Length (chunked) while reading it", async () => {
    const big = JSON.stringify({ name: "A", email: "a@example.in", message: "x".repeat(70_000) });
    const answer = await post(
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      big,
      true,
    );
    expect(answer).toEqual({ status: 413, body: { success: false, message: "Request body is too large" } });
  });
});
