import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "react-router";
import type { ApiQueryClient } from "../api/client";
import { withRedirect } from "../session/redirect";
import { fetchSessionUser, type User } from "../session/session";
import { apiHooksFrom } from "./apiContext";
import type { LoaderContext } from "./context";

/**
 * For the loaders of pages only a signed-in shopper has (checkout, payment, order): the shopper and the
 * in-process API, with the session in `queryClient`. A guest is sent to log in, coming back here after:
 * to the page's own URL (`url`), not the request's, which on a client-side navigation is the page's data
 * (`/checkout.data?_routes=…`). Null where there is no server (the build's prerender): the page then asks
 * in the browser.
 */
export async function requireShopper(
  { url, context }: { url: URL; context: LoaderContext },
  queryClient: QueryClient,
): Promise<{ hooks: ApiQueryClient; user: User } | null> {
  const hooks = apiHooksFrom(context);
  if (!hooks) return null;
  const user = await fetchSessionUser(hooks, queryClient);
  if (!user) throw redirect(withRedirect("/login", `${url.pathname}${url.search}`));
  return { hooks, user };
}
