import { type InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";
import type { paths } from "./schema";

/** The cache times (docs/product.md#constants): 60 s by default; 0 for cart, orders, codes and payment
 * status. */
export const STALE_TIME_DEFAULT_MS = 60_000;
export const STALE_TIME_LIVE_MS = 0;

/**
 * Reads that must never be served from cache (docs/product.md#constants: cart, orders, code data, payment
 * status; and the bill's quote, whose prices and stock move).
 * Keys follow openapi-react-query's `[method, path, init]`, so a prefix `["get", path]` matches every call.
 */
export const LIVE_PATHS = [
  "/cart/getusercart",
  "/order/getallorders",
  "/order/getorderbyid",
  "/order/{id}",
  "/order/customized",
  "/order/status",
  "/auth/verify-otp",
  "/auth/verify-reset-otp",
  "/checkout/quote",
] as const satisfies readonly (keyof paths)[];

/** The key prefix of every call of `method` to `path`: invalidating it refreshes each of them. */
export const pathKey = (method: "get" | "post", path: keyof paths) => [method, path] as const;

/**
 * Reads the matching queries again after a change the server has made. A read already on its way may have
 * been answered before the change (docs/decisions/read-again-after-a-change.md): it is cancelled
 * first, because `invalidateQueries` alone lets a query's first read run on and keeps its answer.
 */
export async function readAgainAfterChange(client: QueryClient, filters: InvalidateQueryFilters) {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

export function makeQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_DEFAULT_MS,
        gcTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      // A change is sent now or fails now: never held while offline and sent later (an order, a payment),
      // docs/decisions/offline-shop.md#offline.
      mutations: { networkMode: "always" },
    },
  });
  for (const path of LIVE_PATHS) {
    for (const method of ["get", "post"] as const) {
      client.setQueryDefaults([method, path], { staleTime: STALE_TIME_LIVE_MS });
    }
  }
  return client;
}
