// The offline shop's rules (docs/decisions/offline-shop.md): which pages the service worker keeps, the
// offline page's way back, and the server's side (the build's version on its answers, the worker's script
// always checked again).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import {
  BUILD_HEADER,
  isKeptPagePath,
  OFFLINE_PATH,
  pageAskedFor,
  pagePathOfData,
} from "../../src/lib/offlinePages";
import { memoryDatabase } from "./server-helpers";

describe("isKeptPagePath", () => {
  it("keeps the public pages a shopper looks at again", () => {
    for (const path of [
      "/",
      "/new-arrivals",
      "/trending",
      "/upper-wear",
      "/bottom-wear",
      "/store",
      "/search",
      "/display/p1/v1",
      "/customized",
      "/customized/d/abc",
      "/terms",
      "/faquetions",
      "/trending/",
    ]) {
      expect(isKeptPagePath(path), path).toBe(true);
    }
  });

  it("never keeps the bag, checkout, payments, orders, the account, sign-in, staff or the offline page", () => {
    for (const path of [
      "/cart",
      "/addtocart",
      "/checkout",
      "/checkout/p1/v1",
      "/status/t1/o1",
      "/order-confirmed/o1",
      "/user-orders",
      "/orders/o1",
      "/account/addresses",
      "/account/privacy",
      "/account/details",
      "/wishlist",
      "/login",
      "/signup",
      "/forgot-password",
      "/unsubscribe",
      "/complaint",
      "/admin/orders",
      "/api/v1/cart/getusercart",
      OFFLINE_PATH,
    ]) {
      expect(isKeptPagePath(path), path).toBe(false);
    }
  });
});

describe("pagePathOfData", () => {
  it("names the page of React Router's data request", () => {
    expect(pagePathOfData("/_root.data")).toBe("/");
    expect(pagePathOfData("/display/p1/v1.data")).toBe("/display/p1/v1");
    expect(pagePathOfData("/trending")).toBeNull();
  });
});

describe("pageAskedFor", () => {
  it("goes back only to a page of this shop", () => {
    expect(pageAskedFor("?from=%2Ftrending%3Fsort%3Dnew")).toBe("/trending?sort=new");
    expect(pageAskedFor("")).toBeNull();
    expect(pageAskedFor("?from=https%3A%2F%2Fevil.example")).toBeNull();
    expect(pageAskedFor("?from=%2F%2Fevil.example")).toBeNull();
    expect(pageAskedFor("?from=%2F%5Cevil.example")).toBeNull();
  });
});

describe("the server's side", () => {
  let handle: DatabaseHandle;
  let root: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    handle = await memoryDatabase();
    root = mkdtempSync(join(tmpdir(), "rangrez-offline-"));
    mkdirSync(join(root, "client"), { recursive: true });
    writeFileSync(join(root, "client/sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(root, "client/manifest.webmanifest"), "{}");
    app = createApp({
      db: handle.db,
      // Only its version is read by these requests.
      build: { assets: { version: "b1d2c3" } } as unknown as ServerBuild,
      clientDir: join(root, "client"),
      mediaDir: join(root, "media"),
      jobs: false,
    });
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("names the build on its answers, and has the worker's script checked again every time", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get(BUILD_HEADER)).toBe("b1d2c3");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get(BUILD_HEADER)).toBe("b1d2c3");
    expect(manifest.headers.get("cache-control")).not.toBe("no-cache");
  });
});
