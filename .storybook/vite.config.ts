import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Storybook's and Vitest's own Vite config: React and vanilla-extract only, never the React Router plugin.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
