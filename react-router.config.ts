import type { Config } from "@react-router/dev/config";
import { buildOfflineShop } from "./src/app/bundle/offlineShop";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // The static content pages are rendered to HTML at build time (build/client/<path>/index.html); the
  // server sends those files as they are. Everything else (listings, contact) renders per request.
  prerender: [
    "/privacypolicy",
    "/terms",
    "/return-cancellation",
    "/faquetions",
    "/help-support",
    "/seller-details",
    // The offline page the service worker precaches (docs/decisions/offline-shop.md).
    "/offline",
  ],
  // The web app manifest and the service worker, once the client build and the pages above are written.
  buildEnd: ({ reactRouterConfig }) => buildOfflineShop(reactRouterConfig.buildDirectory),
} satisfies Config;
