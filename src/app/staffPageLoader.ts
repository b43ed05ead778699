import type { QueryClient } from "@tanstack/react-query";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ApiQueryClient } from "../api/client";
import { makeQueryClient } from "../api/queryClient";
import type { StaffPermission } from "../api/types";
import { accessStatus, staffAccessOf } from "../features/admin";
import { fetchSessionUser } from "../session/session";
import { apiHooksFrom } from "./apiContext";
import type { LoaderContext } from "./context";
import { dehydratePageData } from "./shellData";

/** What a screen's prefetch answers when the URL names nothing there (an unknown product): the page is a 404. */
export const STAFF_PAGE_NOT_FOUND = "notFound";

/**
 * The loader of every staff screen (docs/decisions/staff-catalogue.md#the-staff-area): the page's status
 * says who is looking, 401 for a guest (and the log-in prompt), 403 for a shopper or staff without
 * `permission`, 200 for staff who may, with what `prefetch` loads in the first HTML (404 when it finds
 * nothing the URL names). The API refuses the
 * same people on its own; the screens handle that too. Where there is no server (the build's prerender)
 * nothing is known and the screen asks in the browser.
 */
export async function loadStaffPage(
  context: LoaderContext,
  permission: StaffPermission,
  prefetch: (queryClient: QueryClient, hooks: ApiQueryClient) => Promise<unknown> = async () => {},
) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { notFound: false, dehydratedState: dehydratePageData(queryClient) };
  const access = staffAccessOf(await fetchSessionUser(hooks, queryClient), permission);
  const notFound = access === "staff" && (await prefetch(queryClient, hooks)) === STAFF_PAGE_NOT_FOUND;
  return data(
    { notFound, dehydratedState: dehydratePageData(queryClient) },
    { status: notFound ? 404 : accessStatus(access) },
  );
}

/**
 * For staff screens whose filters live in the URL's search: changing them changes only the search, and
 * the screen reads the new page in the browser, so the server is not asked for the page again. Another
 * path, or a new sign-in, revalidates as usual.
 */
export function revalidateUnlessOnlySearchChanged({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
