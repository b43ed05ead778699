import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { mergeConfig } from "vite";
import { configDefaults, defineConfig, defineProject } from "vitest/config";
import storybookViteConfig from "./.storybook/vite.config.ts";
import { chromiumArgs, chromiumPath } from "./tests/chromium.ts";
import { ISOLATED_TEST_FILES, UNIT_TEST_FILES } from "./tests/support/isolatedTestFiles.ts";
import { visualCommands } from "./tests/visual/commands.ts";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/** Node tests: the server on PGlite and PostgreSQL, the contract, the mocks, pure logic. */
function unitProject(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return defineProject({
    test: {
      ...test,
      environment: "node",
      // Three files at a time on two cores: every file has its own databases (PGlite in memory, or its
      // own PostgreSQL database) and ports, and much of a file's time is spent waiting (on PostgreSQL, a
      // server starting, a killed process, a timer). With two, the cores were idle a fifth of the run
      // (vmstat) and it took 254 s; with three, 8 % and 235 s.
      maxWorkers: 3,
      // Three files at a time on two cores, each with its databases: a test that takes 1 s alone can take
      // several under that load. A hung test still fails, after 20 s instead of 5.
      testTimeout: 20_000,
      setupFiles: ["tests/support/resetMockStore.ts"],
      globalSetup: ["tests/support/postgresGlobalSetup.ts", "tests/support/pgliteTemplatesSetup.ts"],
    },
  });
}

export default defineConfig({
  test: {
    projects: [
      unitProject({
        name: "unit",
        include: UNIT_TEST_FILES,
        exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
        // A worker's files share their modules: see tests/support/isolatedTestFiles.ts.
        isolate: false,
      }),
      unitProject({ name: "unit-isolated", include: ISOLATED_TEST_FILES, isolate: true }),
      // Every story is a test: rendered in Chromium, its play function run, axe checks applied.
      // Uses .storybook/vite.config.ts (React + vanilla-extract), never the React Router plugin.
      mergeConfig(
        storybookViteConfig,
        defineProject({
          plugins: [storybookTest({ configDir })],
          optimizeDeps: {
            // Found late by Vite's scanner otherwise; a mid-run re-optimise reloads the page and fails tests.
            include: [
              "react",
              "react/jsx-runtime",
              "react/jsx-dev-runtime",
              "react-dom",
              "react-dom/client",
              "react-aria-components",
              "react-router",
              "@tanstack/react-query",
              "sonner",
              "msw",
              "msw/browser",
              "msw-storybook-addon/csf3",
              "openapi-fetch",
              "openapi-react-query",
              "openapi-msw",
              "ajv/dist/2020",
              "@vanilla-extract/recipes/createRuntimeFn",
              "@storybook/addon-a11y/preview",
              "@storybook/addon-docs/preview",
              "@storybook/react-vite",
              "axe-core",
            ],
          },
          // The parts a screen loads on demand (dialogs, sheets, drawers: `lazyPart`) are transformed when
          // first opened, which on a busy 2-core machine took longer than a story waits for the dialog.
          // Transformed ahead, as the run starts, they open as fast as in the built shop.
          server: {
            warmup: {
              clientFiles: [
                "./src/{features,components,design}/**/*.tsx",
                "./src/{features,components,design}/**/*.css.ts",
              ],
            },
          },
          test: {
            name: "storybook",
            testTimeout: 30_000,
            // One story file at a time: several stories run on real time (a carousel's autoplay, the code
            // step's countdown), and two pages competing for this machine's 2 cores made them miss it.
            maxWorkers: 1,
            // Story files follow one another in one page instead of each reloading it: React, react-aria,
            // Storybook's preview and the MSW worker start once, not ~60 times. Every story starts clean
            // anyway (.storybook/preview.tsx: its own query cache, store and handlers).
            isolate: false,
            setupFiles: ["./tests/visual/screenshotStories.ts"],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
                // Room for the largest story viewport (1280 × 800 screenshots, 1200 × 900 by default): a
                // story frame larger than the window is scaled down to fit, and scaled pixels blur.
                contextOptions: { viewport: { width: 1400, height: 1000 } },
              }),
              instances: [{ browser: "chromium" }],
              commands: visualCommands,
            },
          },
        }),
      ),
    ],
  },
});
