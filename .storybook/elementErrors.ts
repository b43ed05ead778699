import { getConfig, prettyDOM } from "storybook/test";

/**
 * Testing Library's "unable to find an element" error, with the page printed under it only when the message
 * is read. Its default prints the whole page (`prettyDOM`) into every error it makes, and `findBy…` and
 * `waitFor` make one on each try that does not find the element yet, then drop it: in the cart's stories
 * that printing was about a twentieth of the browser's time (a CPU profile of the run,
 * docs/decisions/test-runs.md). A story that fails reads the message at once, so the page it shows is the
 * one the last try saw, give or take the moment between them.
 */
export function lazyElementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = "TestingLibraryElementError";
  let text: string | undefined;
  Object.defineProperty(error, "message", {
    configurable: true,
    enumerable: false,
    get: () => {
      // Worded as Testing Library's own `getElementError`, the nodes it leaves out read from its config.
      const ignored = `Ignored nodes: comments, ${getConfig().defaultIgnore}`;
      text ??= [message, `${ignored}\n${prettyDOM(container)}`].filter(Boolean).join("\n\n");
      return text;
    },
    // Written as on any error (a runner adding a line to it).
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}
