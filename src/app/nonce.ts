// The request's script nonce (server rendering only): entry.server.tsx provides it, the root layout hands
// it to React Router's inline scripts, so the Content-Security-Policy (server/security.ts) lets them run.
// In the browser there is none; the scripts have run by then.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
