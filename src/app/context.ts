import type { ApiClient } from "../api/client";

// What the server hands every loader: a typed API client that calls the API inside the same process
// (no network hop) and forwards the shopper's cookies.
declare module "react-router" {
  interface AppLoadContext {
    api: ApiClient;
  }
}
