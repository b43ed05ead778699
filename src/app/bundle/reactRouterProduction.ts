import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The production build's files, by the specifiers the browser's code imports React Router by. */
const PRODUCTION_ENTRIES: Record<string, string> = {
  "react-router": "index.mjs",
  "react-router/dom": "dom-export.mjs",
};

/**
 * The browser gets React Router's production build. The package ships one (dist/production: the same
 * code with its development warnings switched off, so the minifier drops them and their messages), but
 * its exports name only the development build, for every condition (https://github.com/remix-run/react-router/issues/14102, open
 * since 7.0.2): every page paid for warnings no shopper sees.
 *
 * Only the client build is redirected, and both entries together, so the browser has one copy of the
 * router. The server keeps what Node resolves for @react-router/node: it must share that instance.
 */
export function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist",
    "production",
  );
  return {
    name: "rangrez:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = PRODUCTION_ENTRIES[source];
      return file ? join(dist, file) : null;
    },
  };
}
