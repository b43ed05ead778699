import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // The static content pages are rendered to HTML at build time (build/client/<path>/index.html); the
  // server sends those files as they are. Everything else (listings, contact) renders per request.
  prerender: ["/privacypolicy", "/terms", "/return-cancellation", "/faquetions", "/help-support"],
  // Opt into v8 behaviour now, so the upgrade is a version bump. With middleware on, loaders get a
  // RouterContextProvider: the server fills it from typed contexts (src/app/context.ts).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
