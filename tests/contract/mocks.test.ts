// The contract scenarios against the MSW handlers (what Storybook and the unit tests run on).
import { setupServer } from "msw/node";
import { handlers, resetMockState } from "../../mocks/handlers";
import { createApiClient } from "../../src/api/client";
import { contractScenarios } from "./scenarios";
import { validatingFetch } from "./validator";

contractScenarios("MSW handlers", async () => {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "error" });
  const client = createApiClient({
    baseUrl: "http://localhost/api/v1",
    // Resolved per call: MSW patches globalThis.fetch.
    fetch: validatingFetch((request) => globalThis.fetch(request)),
  });
  return {
    client,
    reset: () => resetMockState(),
    teardown: async () => server.close(),
  };
});
