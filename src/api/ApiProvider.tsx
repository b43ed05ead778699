import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type ApiClient, type ApiQueryClient, createApiClient, createApiHooks } from "./client";

interface ApiContextValue {
  client: ApiClient;
  hooks: ApiQueryClient;
}

let browserDefault: ApiContextValue | undefined;
/** The browser's `/api/v1` client, for code outside React (a route's clientLoader, a prefetch). */
export function browserApi(): ApiContextValue {
  browserDefault ??= (() => {
    const client = createApiClient();
    return { client, hooks: createApiHooks(client) };
  })();
  return browserDefault;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const value = useMemo(() => ({ client, hooks: createApiHooks(client) }), [client]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The typed client of the nearest ApiProvider, or the browser's `/api/v1` client. */
export function useApi(): ApiContextValue {
  return useContext(ApiContext) ?? browserApi();
}
