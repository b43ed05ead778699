/**
 * A route loader the story holds: while held, every navigation to the route stays pending (as when the
 * real route's loader is still fetching), until the story releases it. Open when the story starts.
 */
export function heldLoader() {
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  return {
    loader: async () => {
      await gate;
      return null;
    },
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}
