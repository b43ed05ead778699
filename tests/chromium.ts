// Debian's Chromium for every browser test (Storybook in Vitest, Playwright e2e): never a downloaded
// browser. CHROMIUM_PATH overrides the path. The flags keep it quiet on a machine with no network.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
