import { HydrationBoundary } from "@tanstack/react-query";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import {
  accessStatus,
  parseStaffBoard,
  StaffOrdersScreen,
  staffAccessOf,
  staffOrderOptions,
  staffOrdersOptions,
} from "../../features/admin";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/admin-orders";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [{ title: "Orders board | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/**
 * /admin/orders, staff only, and the status code says so: a guest gets 401 (and the log-in prompt), a
 * signed-in shopper or staff without the orders permission 403, staff 200 with the board's first page for the URL's filters and the
 * open order in the first HTML. The API refuses the same people on its own; the screen handles that too.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { access: null, dehydratedState: dehydratePageData(queryClient) };
  const access = staffAccessOf(await fetchSessionUser(hooks, queryClient), "orders");
  if (access !== "staff") {
    return data(
      { access, dehydratedState: dehydratePageData(queryClient) },
      { status: accessStatus(access) },
    );
  }
  const { filters, orderId } = parseStaffBoard(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(staffOrdersOptions(hooks, filters)),
    orderId ? queryClient.prefetchQuery(staffOrderOptions(hooks, orderId)) : null,
  ]);
  return { access, dehydratedState: dehydratePageData(queryClient) };
}

/**
 * Changing the filters or the open order changes only the search: the screen reads those in the browser
 * (no cache for orders), so the server is not asked for the page again. Another path, or a new sign-in,
 * revalidates as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffOrdersScreen />
    </HydrationBoundary>
  );
}
