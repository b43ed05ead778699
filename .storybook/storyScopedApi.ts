import { type ApiClient, createApiClient } from "../src/api/client";

/**
 * A story's own API client, whose calls end with the story. Every story shares the page (and the
 * toasts), so a call still waiting when its story ends (a "Sending" state held by a never-answering
 * handler) would time out 15 s later and raise "The request took too long." over whichever story is
 * on screen then, in its screenshot too. Once `end()` is called, answers and failures of calls made
 * through this client are never delivered: the call stays pending, and nothing of it reaches the page.
 */
export function storyScopedApi(): { client: ApiClient; end: () => void; resume: () => void } {
  let ended = false;
  const settleWhileRunning = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      globalThis.fetch(request).then(
        (response) => {
          if (!ended) resolve(response);
        },
        (error: unknown) => {
          if (!ended) reject(error);
        },
      );
    });
  return {
    client: createApiClient({ fetch: settleWhileRunning }),
    end: () => {
      ended = true;
    },
    // React's strict mode unmounts and remounts once: the story runs on.
    resume: () => {
      ended = false;
    },
  };
}
