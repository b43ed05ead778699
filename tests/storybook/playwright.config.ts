import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium";

const PORT = Number(process.env.STORYBOOK_PORT ?? 6100);
const BUILD = "test-results/storybook-static";

/**
 * Storybook as designers open it: built (`storybook build`), served as static files, and read in Debian
 * Chromium: its docs pages (docsPages.spec.ts) and its controls (controls.spec.ts). `npm run test:storybook-docs`.
 */
export default defineConfig({
  testDir: ".",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // A docs page runs every story of its file at once, each in its own frame, on a 2-core machine.
  timeout: 240_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    trace: "off",
  },
  webServer: {
    command: `npx storybook build --quiet -o ${BUILD} && node --import tsx tests/storybook/serveBuild.ts ${BUILD} ${PORT}`,
    cwd: "../..",
    url: `http://localhost:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
