import type { ApiClient } from "../api/client";

// What the server hands every loader: a typed API client that calls the API inside the same process
// (no network hop) and forwards the shopper's cookies; the shop's public origin for absolute URLs (never
// the request's Host); and the request's script nonce for entry.server.tsx.
declare module "react-router" {
  interface AppLoadContext {
    api: ApiClient;
    publicOrigin: string;
    cspNonce?: string;
  }
}
