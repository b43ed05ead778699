import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// The storefront build: React Router (framework mode, SSR) plus vanilla-extract.
// Storybook and Vitest use .storybook/vite.config.ts instead, which leaves the router plugin out.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  publicDir: false,
  build: { assetsInlineLimit: 0 },
});
