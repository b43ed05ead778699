import { redirect } from "react-router";
import { makeQueryClient } from "../api/queryClient";
import { safeRedirect } from "../session/redirect";
import { fetchSessionUser } from "../session/session";
import { apiHooksFrom } from "./apiContext";
import type { LoaderContext } from "./context";

/**
 * Loader of /login and /signup: a shopper who is already signed in has nothing to do there, so they go
 * where the page would have sent them after signing in (`redirect` when it is a path on this site, else
 * home). Guests, and any failure of the session check, get the page.
 */
export async function redirectSignedIn({
  request,
  context,
}: {
  request: Request;
  context: LoaderContext;
}): Promise<null> {
  const hooks = apiHooksFrom(context);
  if (!hooks) return null;
  if (await fetchSessionUser(hooks, makeQueryClient()))
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return null;
}
