import type { Config } from "@react-router/dev/config";

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
  ],
} satisfies Config;
