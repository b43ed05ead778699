interface ManifestRoute {
  module: string;
}

declare global {
  interface Window {
    /** React Router's route manifest in the browser; routes are added as they are discovered. */
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  }
}

const DISCOVERY_WAIT_MS = 5000;
const DISCOVERY_POLL_MS = 50;

/**
 * Imports the code of route `routeId` ahead of a navigation to it. React Router learns routes lazily
 * (a link that prefetches asks for its route on intent: src/components/Link/AppLink.tsx), so this waits
 * until the route is in the manifest, then imports its module: the same URL React Router imports on the
 * navigation, which then finds it loaded. Gives up quietly if the route never appears.
 */
export async function routeModuleAhead(routeId: string): Promise<void> {
  const deadline = Date.now() + DISCOVERY_WAIT_MS;
  for (;;) {
    const route = window.__reactRouterManifest?.routes[routeId];
    if (route) {
      await import(/* @vite-ignore */ route.module);
      return;
    }
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, DISCOVERY_POLL_MS));
  }
}
