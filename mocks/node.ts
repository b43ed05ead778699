// MSW for Node (Vitest): `server.listen({ onUnhandledRequest: "error" })` in the test's beforeAll.
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
