import type { QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../api/client";
import { headlineOptions } from "../features/banners/queries";
import { sessionQueryOptions } from "../session/session";

/**
 * What every main-layout page knows on the server before it renders: the announcement headline and the
 * session (GET /auth/verify, as the shopper: the server's in-process client carries their cookie). The
 * session query never fails (a failure is a guest), so a guest is dehydrated as well and the first HTML
 * never shows a signed-in shopper as "Guest".
 */
export async function prefetchShellData(queryClient: QueryClient, hooks: ApiQueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(headlineOptions(hooks)),
    queryClient.prefetchQuery(sessionQueryOptions(hooks)),
  ]);
}
