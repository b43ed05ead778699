import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

// Storybook builds with its own Vite config (React + vanilla-extract), never the root vite.config.ts,
// which carries the React Router framework plugin.
const viteConfigPath = fileURLToPath(new URL("./vite.config.ts", import.meta.url));

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  framework: {
    name: "@storybook/react-vite",
    options: { builder: { viteConfigPath } },
  },
  // ./public holds the MSW worker (mockServiceWorker.js); generated images are served under /media.
  staticDirs: ["./public", { from: "../mocks/media", to: "/media" }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
