import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { compileHints } from "./src/app/bundle/compileHints.ts";
import { precompress } from "./src/app/bundle/precompress.ts";
import { reactAriaStartup } from "./src/app/bundle/reactAriaStartup.ts";
import { shellChunks } from "./src/app/bundle/shellChunks.ts";

/** src/features/<name>/index.ts, src/components/<name>/index.ts and the like: re-exports only. */
const BARREL = /[\\/]src[\\/](features|components)[\\/](.+[\\/])?index\.ts$/;

// The storefront build: React Router (framework mode, SSR) plus vanilla-extract.
// Storybook and Vitest use .storybook/vite.config.ts instead, which leaves the router plugin out.
export default defineConfig({
  plugins: [reactAriaStartup(), vanillaExtractPlugin(), reactRouter(), compileHints(), precompress()],
  publicDir: false,
  // One stylesheet for the whole shop (about 10 KB compressed) instead of one per module: on a phone each
  // of ~20 render-blocking files cost a round trip before the first paint (product page LCP 2.64 → 2.28 s
  // in npm run bench:lighthouse).
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // A part loaded on demand (an overlay, a deferred section) imports what it needs itself: Vite's helper
    // that adds a <link rel=modulepreload> for each of its dependencies first cost ~25 ms of main thread
    // per part on a phone (throttled 4×), mostly for files the page already has. The styles are one
    // stylesheet, so there is no CSS to preload either.
    modulePreload: false,
    // NO_MINIFY=1 keeps names in the client code, for reading a profile (see npm run bench:trace).
    minify: process.env.NO_MINIFY ? false : undefined,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A feature's or a component's index.ts only passes on other modules' exports (the house rule:
          // docs/architecture.md#which-feature-may-use-which). Said to have no side effects, a page that
          // imports one name through it is not made to carry every module behind it: the product page
          // 190 → 183 KB and the cart 212 → 201 KB of JavaScript (gzip, npm run bench:js).
          treeshake: {
            moduleSideEffects: (id: string) => (BARREL.test(id) ? false : undefined),
          },
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router load on every page, together: one file instead of five.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                },
                // The rest of what every page runs at start: see src/app/bundle/shellChunks.ts.
                { name: shellChunks(), priority: 20 },
              ],
            },
          },
        },
      },
    },
  },
});
