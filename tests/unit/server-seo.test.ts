import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { findPrerenderedPages } from "../../server/prerendered";
import { STATIC_PAGES, seoRoutes } from "../../server/seo";
import { memoryDatabase, testApp } from "./server-helpers";

let handle: DatabaseHandle;
let clientDir: string;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  clientDir = await mkdtemp(join(tmpdir(), "rangrez-client-"));
  await mkdir(join(clientDir, "terms"), { recursive: true });
  await writeFile(join(clientDir, "terms", "index.html"), "<!DOCTYPE html><h1>Terms and Conditions</h1>");
  await mkdir(join(clientDir, "assets"), { recursive: true });
  await writeFile(join(clientDir, "assets", "index.html"), "not a page");
  await writeFile(join(clientDir, "terms.data"), "prerendered data");
}, 60_000);
afterAll(async () => {
  await handle.close();
  await rm(clientDir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("/robots.txt", () => {
  it("allows everything but the API and admin, and points at the sitemap on the public URL, whatever the Host", async () => {
    const res = await testApp(handle, { publicUrl: "https://rangrez.in" }).request(
      "http://evil.example:8080/robots.txt",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Sitemap: https://rangrez.in/sitemap.xml");
    expect(lines.join("\n")).not.toContain("evil.example");
  });
});

describe("/sitemap.xml", () => {
  it("lists the static and listing pages and every product page with its first variant, as absolute URLs", async () => {
    const res = await testApp(handle, { publicUrl: "https://rangrez.in" }).request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    for (const path of [
      "/",
      "/new-arrivals",
      "/trending",
      "/upper-wear",
      "/customized",
      "/contact",
      "/privacypolicy",
      "/terms",
      "/return-cancellation",
      "/faquetions",
      "/help-support",
      "/seller-details",
    ]) {
      expect(urls).toContain(`https://rangrez.in${path}`);
    }
    const productUrls = urls.filter((u) => u.includes("/display/"));
    expect(productUrls.sort()).toEqual(
      catalogue.map((p) => `https://rangrez.in/display/${p._id}/${p.variants[0]._id}`).sort(),
    );
    expect(urls).toHaveLength(STATIC_PAGES.length + catalogue.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  });

  it("without a public URL, the local server's (http://localhost:PORT), never the request's Host", async () => {
    const saved = { url: process.env.PUBLIC_URL, port: process.env.PORT };
    delete process.env.PUBLIC_URL;
    process.env.PORT = "3456";
    try {
      const xml = await (await testApp(handle).request("http://evil.example/sitemap.xml")).text();
      expect(locs(xml)[0]).toBe("http://localhost:3456/");
    } finally {
      for (const [key, value] of [
        ["PUBLIC_URL", saved.url],
        ["PORT", saved.port],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it("becomes a sitemap index of parts past its URL limit", async () => {
    const app = seoRoutes(handle.db, {
      publicOrigin: "https://rangrez.in",
      maxUrls: 20,
      productsPerSitemap: 30,
    });
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = Math.ceil(catalogue.length / 30);
    expect(locs(xml)).toEqual([
      "https://rangrez.in/sitemap-pages.xml",
      ...Array.from({ length: parts }, (_, i) => `https://rangrez.in/sitemap-products-${i + 1}.xml`),
    ]);
    const pages = locs(await (await app.request("/sitemap-pages.xml")).text());
    expect(pages).toEqual(STATIC_PAGES.map((path) => `https://rangrez.in${path}`));
    const products: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const res = await app.request(`/sitemap-products-${part}.xml`);
      expect(res.status).toBe(200);
      products.push(...locs(await res.text()));
    }
    expect(products).toHaveLength(catalogue.length);
    expect(new Set(products).size).toBe(catalogue.length);
    expect((await app.request(`/sitemap-products-${parts + 1}.xml`)).status).toBe(404);
  });
});

describe("prerendered pages", () => {
  it("answers a prerendered path from build/client/<path>/index.html with a short cache", async () => {
    const app = testApp(handle, { clientDir });
    for (const path of ["/terms", "/terms/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      expect(await res.text()).toContain("<h1>Terms and Conditions</h1>");
    }
  });

  it("leaves other pages to SSR (503 here: no server build) and finds no pages under assets/", async () => {
    const app = testApp(handle, { clientDir });
    expect((await app.request("/contact")).status).toBe(503);
    expect([...findPrerenderedPages(clientDir).keys()]).toEqual(["/terms"]);
    expect((await app.request("/terms", { method: "POST" })).status).toBe(503);
  });

  it("serves the prerendered .data file as a public file", async () => {
    const res = await testApp(handle, { clientDir }).request("/terms.data");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("prerendered data");
  });
});
