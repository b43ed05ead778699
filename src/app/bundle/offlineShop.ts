// The offline shop's build step (docs/decisions/offline-shop.md), run from react-router.config.ts's
// buildEnd, after the client build and the prerendered pages are written: the web app manifest and its
// icons, and the service worker (src/sw.ts) bundled with Workbox's runtime and given the precache list.
// vite-plugin-pwa is not used: its hooks run inside the client build, before React Router prerenders the
// offline page, and it looks for an index.html an SSR shop does not have.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "rolldown";
import { injectManifest } from "workbox-build";
import { brand } from "../../lib/brand";
import { OFFLINE_PATH } from "../../lib/offlinePages";
import { tokens } from "../../design/tokens";

const ICONS_SOURCE = "src/design/icons";
const ICONS = [
  { src: "icon-192.png", sizes: "192x192", purpose: "any" },
  { src: "icon-512.png", sizes: "512x512", purpose: "any" },
  { src: "icon-maskable-512.png", sizes: "512x512", purpose: "maskable" },
] as const;

/** React Router's build version: the hash in the name of its browser manifest (assets/manifest-<v>.js),
 * the same as the server build's `assets.version`. */
async function buildVersion(clientDir: string): Promise<string> {
  const files = await readdir(join(clientDir, "assets"));
  const manifest = files.find((file) => /^manifest-[0-9a-f]+\.js$/.test(file));
  if (!manifest) throw new Error("offlineShop: React Router's browser manifest was not found");
  return manifest.slice("manifest-".length, -".js".length);
}

interface BrowserRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}

/** The staff layout's route id (src/app/routes.ts): its screens are no shopper's app shell. */
const STAFF_LAYOUT = "routes/staff-layout";

/**
 * The scripts only the staff screens load (their route modules and what those import, named in React
 * Router's browser manifest), as paths under the client folder: left out of the precache, which is the
 * shop's shell for shoppers. Parts fetched on demand are not named there and stay in.
 */
async function staffOnlyScripts(clientDir: string, version: string): Promise<string[]> {
  const source = await readFile(join(clientDir, "assets", `manifest-${version}.js`), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, BrowserRoute>;
  };
  const routes = manifest.routes;
  const isStaff = (id: string | undefined): boolean =>
    id === STAFF_LAYOUT || (id !== undefined && isStaff(routes[id]?.parentId));
  const staff = new Set<string>();
  const shopper = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    for (const file of [route.module, ...(route.imports ?? [])]) (isStaff(id) ? staff : shopper).add(file);
  }
  return [...staff].filter((file) => !shopper.has(file)).map((file) => file.replace(/^\//, ""));
}

async function writeWebManifest(clientDir: string): Promise<void> {
  await mkdir(join(clientDir, "icons"), { recursive: true });
  for (const icon of ICONS) await copyFile(join(ICONS_SOURCE, icon.src), join(clientDir, "icons", icon.src));
  const manifest = {
    id: "/",
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: tokens.colors.background,
    theme_color: tokens.colors.brand,
    icons: ICONS.map((icon) => ({ ...icon, src: `/icons/${icon.src}`, type: "image/png" })),
  };
  await writeFile(join(clientDir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function buildOfflineShop(buildDirectory: string): Promise<void> {
  const clientDir = join(buildDirectory, "client");
  const version = await buildVersion(clientDir);
  await writeWebManifest(clientDir);
  // The worker's source, bundled on its own (it runs in no page): one classic script.
  const swSource = join(buildDirectory, "sw-source.js");
  await build({
    input: "src/sw.ts",
    platform: "browser",
    transform: {
      define: {
        __SHOP_BUILD__: JSON.stringify(version),
        "process.env.NODE_ENV": JSON.stringify("production"),
      },
    },
    output: { file: swSource, format: "iife", minify: true },
    logLevel: "warn",
  });
  const offlineHtml = await readFile(join(clientDir, OFFLINE_PATH, "index.html"));
  const { count, size, warnings } = await injectManifest({
    swSrc: swSource,
    swDest: join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // The app shell: the scripts (but the staff screens'), the stylesheet and the fonts. Pages are kept as
    // they are visited.
    globPatterns: ["assets/*.{js,css,woff2,woff}"],
    globIgnores: await staffOnlyScripts(clientDir, version),
    // Their names carry their content's hash already.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: [
      { url: OFFLINE_PATH, revision: createHash("sha256").update(offlineHtml).digest("hex").slice(0, 16) },
    ],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  await rm(swSource);
  for (const warning of warnings) console.warn(`offlineShop: ${warning}`);
  console.log(
    `Service worker: build/client/sw.js, ${count} files precached (${(size / 1024).toFixed(0)} KB)`,
  );
}
