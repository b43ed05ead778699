import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// The storefront build: React Router (framework mode, SSR) plus vanilla-extract.
// Storybook and Vitest use .storybook/vite.config.ts instead, which leaves the router plugin out.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  publicDir: false,
  // One stylesheet for the whole shop (about 10 KB compressed) instead of one per module: on a phone each
  // of ~20 render-blocking files cost a round trip before the first paint (product page LCP 2.64 → 2.28 s
  // in npm run bench:lighthouse).
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // React, React DOM and React Router load on every page, together: one file instead of five (fewer
    // round trips on a phone's HTTP/1.1 connections; product page 63 → 60 script files).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
