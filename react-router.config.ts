import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // Opt into v8 behaviour now, so the later upgrade is a version bump. Middleware stays off: it replaces
  // the AppLoadContext (the in-process API client the server hands to loaders) with a context provider.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
