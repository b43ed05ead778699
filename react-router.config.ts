import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // The static content pages are rendered to HTML at build time (build/client/<path>/index.html); the
  // server sends those files as they are. Everything else (listings, contact) renders per request.
  prerender: ["/privacypolicy", "/terms", "/return-cancellation", "/faquetions", "/help-support"],
  // Opt into v8 behaviour now, so the later upgrade is a version bump. Middleware stays off: it replaces
  // the AppLoadContext (the in-process API client the server hands to loaders) with a context provider.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
