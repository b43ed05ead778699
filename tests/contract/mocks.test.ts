// The contract scenarios against the MSW handlers (what Storybook and the unit tests run on).
import { setupServer } from "msw/node";
import { handlers, resetMockState } from "../../mocks/handlers";
import { db } from "../../mocks/handlers/state";
import { createApiClient } from "../../src/api/client";
import { brand } from "../../src/lib/brand";
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
    // The mocks send no mail: a stored message counts as delivered to the care mailbox.
    inbox: async () =>
      db.contactMessages.map((m) => ({
        to: [brand.careEmail],
        content: JSON.stringify([m.name, m.email, m.message]),
      })),
    teardown: async () => server.close(),
  };
});
