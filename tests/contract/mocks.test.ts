// The contract scenarios against the MSW handlers (what Storybook and the unit tests run on).
import { setupServer } from "msw/node";
import { handlers, resetMockState, SESSION_COOKIE } from "../../mocks/handlers";
import { db } from "../../mocks/handlers/state";
import { createApiClient } from "../../src/api/client";
import { brand } from "../../src/lib/brand";
import { browserFactory } from "./cookieJar";
import { contractScenarios } from "./scenarios";
import { validatingFetch } from "./validator";

const BASE_URL = "http://localhost/api/v1";

contractScenarios("MSW handlers", async () => {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "error" });
  // Resolved per call: MSW patches globalThis.fetch.
  const viaMsw = (request: Request) => globalThis.fetch(request);
  const client = createApiClient({ baseUrl: BASE_URL, fetch: validatingFetch(viaMsw) });
  return {
    client,
    browser: browserFactory(BASE_URL, viaMsw, { shadowCookies: [SESSION_COOKIE] }),
    reset: () => resetMockState(),
    // The mocks accept any token but "invalid" (and very short ones).
    socialToken: async (provider) => `fake-${provider}-${Math.random().toString(36).slice(2)}`,
    // A stored contact message counts as delivered to the care mailbox; code mails sit in the outbox.
    inbox: async () => [
      ...db.contactMessages.map((m) => ({
        to: [brand.careEmail],
        subject: `Contact form: ${m.name}`,
        text: m.message,
        content: JSON.stringify([m.name, m.email, m.message]),
      })),
      ...db.outbox.map((m) => ({
        to: [m.to],
        subject: m.subject,
        text: m.text,
        content: JSON.stringify([m.subject, m.text]),
      })),
    ],
    teardown: async () => server.close(),
  };
});
