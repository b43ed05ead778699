// /sitemap.xml and /robots.txt, answered by the server from the database (before SSR).
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { productPath } from "../src/lib/paths";
import type { Database } from "./db/schema";

/** Pages without data in their path: home, listings, content pages. */
export const STATIC_PAGES = [
  "/",
  "/new-arrivals",
  "/trending",
  "/upper-wear",
  "/bottom-wear",
  "/customized",
  "/contact",
  "/privacypolicy",
  "/terms",
  "/return-cancellation",
  "/faquetions",
  "/help-support",
  "/seller-details",
] as const;

/** The protocol's limit is 50,000 URLs per sitemap; above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
export const PRODUCTS_PER_SITEMAP = 45_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });

function urlEntry(origin: string, path: string, lastmod?: Date) {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${mod}</url>`;
}

const urlset = (entries: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;

/** Product pages /display/{productId}/{firstVariantId}, newest first, one page of the sitemap. */
async function productEntries(db: Kysely<Database>, origin: string, offset: number, limit: number) {
  const rows = await db
    .selectFrom("products as p")
    .where("p.status", "=", "published")
    .select(["p.id", "p.created_at"])
    .select((eb) =>
      eb
        .selectFrom("product_variants as v")
        .select("v.id")
        .whereRef("v.product_id", "=", "p.id")
        .orderBy("v.position")
        .limit(1)
        .as("variant_id"),
    )
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.flatMap((r) =>
    r.variant_id === null ? [] : urlEntry(origin, productPath(r.id, r.variant_id), new Date(r.created_at)),
  );
}

export interface SeoOptions {
  /** The site's public origin (e.g. https://rangrez.in): every URL written starts with it. */
  publicOrigin: string;
  /** Above this many URLs /sitemap.xml becomes an index (default 50,000, the protocol's limit). */
  maxUrls?: number;
  /** Product URLs per part of the index (default 45,000). */
  productsPerSitemap?: number;
}

export function seoRoutes(db: Kysely<Database>, options: SeoOptions) {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const perPart = options.productsPerSitemap ?? PRODUCTS_PER_SITEMAP;
  const origin = new URL(options.publicOrigin).origin;

  return new Hono()
    .get("/robots.txt", (c) => {
      const body = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /admin",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n");
      return c.text(body, 200, { "Cache-Control": "public, max-age=86400" });
    })
    .get("/sitemap.xml", async () => {
      const counted = await db
        .selectFrom("products")
        .where("status", "=", "published")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      const products = Number(counted?.n ?? 0);
      if (products + STATIC_PAGES.length <= maxUrls) {
        const entries = [
          ...STATIC_PAGES.map((path) => urlEntry(origin, path)),
          ...(await productEntries(db, origin, 0, products)),
        ];
        return xml(urlset(entries));
      }
      const parts = Math.ceil(products / perPart);
      const maps = [
        "/sitemap-pages.xml",
        ...Array.from({ length: parts }, (_, i) => `/sitemap-products-${i + 1}.xml`),
      ];
      return xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
          .map((m) => `<sitemap><loc>${escapeXml(`${origin}${m}`)}</loc></sitemap>`)
          .join("\n")}\n</sitemapindex>\n`,
      );
    })
    .get("/sitemap-pages.xml", () => {
      return xml(urlset(STATIC_PAGES.map((path) => urlEntry(origin, path))));
    })
    .get("/:file{sitemap-products-[0-9]+\\.xml}", async (c) => {
      const part = Number(c.req.param("file").replace(/\D/g, ""));
      if (!Number.isSafeInteger(part) || part < 1) return c.notFound();
      const entries = await productEntries(db, origin, (part - 1) * perPart, perPart);
      if (entries.length === 0) return c.text("Not found", 404);
      return xml(urlset(entries));
    });
}
