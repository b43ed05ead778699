import { QueryClient } from "@tanstack/react-query";

/** The spec's cache times: 60 s by default; 0 for cart, orders, codes and payment status. */
export const STALE_TIME_DEFAULT_MS = 60_000;
export const STALE_TIME_LIVE_MS = 0;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_DEFAULT_MS,
        gcTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
