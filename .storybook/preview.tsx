import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { authHandlers } from "../mocks/handlers/auth";
import { wishlistHandlers } from "../mocks/handlers/wishlist";
import { configure } from "storybook/test";
import "../src/design/global.css";
import "../src/design/fonts.css";
import { keepToastsUntilDismissed } from "../src/components/Toast";
import { withProviders } from "./decorators";
import { fitDocsStoryFrame } from "./docsFrame";
import { type ShellParameter, shellHandlers, withShell } from "./shell";
import { startClockAtFixturesNow } from "./fixedClock";
import { resetInteractionModality, resetSharedPageState } from "./storyHygiene";
import { lazyElementError } from "./elementErrors";
import { VISUAL_WIDTHS } from "../tests/visual/widths";

/**
 * MSW in the browser. msw-storybook-addon 3 has no `initialize()`: the loader takes a setup function.
 * Every story starts with no handlers (the loader resets them); stories add theirs in
 * `beforeEach({ msw }) { msw.use(...) }`. A request to `/api/…` or to another origin that no handler
 * answers fails the request (and is logged as an error); the page's own assets pass through.
 */
const setupMsw = async () => {
  const { setupWorker } = await import("msw/browser");
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: "/mockServiceWorker.js" },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && !url.pathname.startsWith("/api/")) return;
      print.error();
    },
  });
  return worker;
};

// findBy… and waitFor wait up to 10 s (default 1 s): on a loaded 2-core CI machine a mock answer plus a
// render, or the first opening of a part loaded on demand (a dialog, the toaster), took over 4 s, and a
// story should fail on wrong behaviour, not on a busy machine. They wait for a condition: a story that
// passes is no slower for it.
// A query's "not found" error prints the page only when read, not on every try (./elementErrors.ts).
configure({ asyncUtilTimeout: 10_000, getElementError: lazyElementError });

// Toasts stay until dismissed, also the bag's 3 s notes: a story that ends on a toast shows it in its
// screenshot, however long axe and the two widths took on a busy machine (src/components/Toast/toast.ts).
keepToastsUntilDismissed();

// A story in its frame on a docs page makes the frame as tall as itself (Storybook's default is 100 px).
fitDocsStoryFrame();

// In the story tests (Vitest: `MODE` "test") every story plays at the desktop screenshot's size, 1280 × 800,
// not the runner's default 1200 × 900: its desktop picture is then taken as the play left it, with no
// resize (tests/visual/screenshotStories.ts). Storybook itself keeps its responsive canvas.
const SCREENSHOT_DESKTOP = VISUAL_WIDTHS.find((size) => size.name === "desktop");
// A small laptop, where a screen's side-by-side layout starts (media.large, 1024 px): a story that checks a
// layout fits there names it (`smallLaptopGlobals`, stories/support/storyHelpers.tsx).
// Storybook's own viewports (mobile2, tablet…) stay beside these.
const SHOP_VIEWPORTS = {
  smallLaptop: {
    name: "Small laptop",
    styles: { width: "1024px", height: "768px" },
    type: "desktop" as const,
  },
};
const STORY_TEST_VIEWPORT = {
  defaultViewport: "screenshotDesktop",
  options: {
    ...SHOP_VIEWPORTS,
    screenshotDesktop: {
      name: "Laptop",
      styles: { width: `${SCREENSHOT_DESKTOP?.width}px`, height: `${SCREENSHOT_DESKTOP?.height}px` },
      type: "desktop" as const,
    },
  },
};

const preview: Preview = {
  // Before each story file: what a freshly loaded page would start with.
  beforeAll() {
    startClockAtFixturesNow();
    resetInteractionModality();
  },
  loaders: [mswLoader(setupMsw)],
  beforeEach({ msw, parameters }) {
    resetSharedPageState();
    // Every story's page reads the session and, for a shopper, the wishlist (the hearts' one wishlist, as
    // in the shop's main layout): a guest with the mock store's wishlist, unless the story's own
    // handlers, added after these, say otherwise. A story drawn in the site's shell answers its calls too.
    msw.use(
      ...shellHandlers(parameters.shell as ShellParameter | undefined),
      ...wishlistHandlers.default,
      ...authHandlers.guest,
    );
  },
  // The shell (`parameters.shell`) inside the providers, around the story and its own decorators.
  decorators: [withShell, withProviders],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: "error",
      // In the test run only the violations are read: axe then skips working out a selector for every node
      // that passed (~100 → ~75 ms a story). Storybook's panel still lists passes and incomplete checks.
      ...(import.meta.env.MODE === "test" ? { options: { resultTypes: ["violations"] } } : {}),
    },
    // Each story in a frame of its own (one MSW worker per page), as tall as the story: .storybook/docsFrame.ts.
    docs: { story: { inline: false } },
    // Chromatic takes the same pictures as the offline visual check (tests/visual): both widths, no motion.
    chromatic: { viewports: VISUAL_WIDTHS.map((size) => size.width), prefersReducedMotion: "reduce" },
    viewport: import.meta.env.MODE === "test" ? STORY_TEST_VIEWPORT : { options: SHOP_VIEWPORTS },
  },
  tags: ["autodocs"],
};

export default preview;
