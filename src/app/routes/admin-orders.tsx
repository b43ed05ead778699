import { HydrationBoundary } from "@tanstack/react-query";
import {
  parseStaffBoard,
  StaffOrdersScreen,
  staffOrderOptions,
  staffOrdersOptions,
} from "../../features/admin";
import { loadStaffPage, revalidateUnlessOnlySearchChanged } from "../staffPageLoader";
import type { Route } from "./+types/admin-orders";

export function meta() {
  return [{ title: "Orders board | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/orders, for staff with the orders permission: the board's first page for the URL's filters and
 * the open order in the first HTML. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, "orders", (queryClient, hooks) => {
    const { filters, orderId } = parseStaffBoard(new URL(request.url).searchParams);
    return Promise.all([
      queryClient.prefetchInfiniteQuery(staffOrdersOptions(hooks, filters)),
      orderId ? queryClient.prefetchQuery(staffOrderOptions(hooks, orderId)) : null,
    ]);
  });
}

/** Filters and the open order are the URL's search, read in the browser (no cache for orders). */
export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffOrdersScreen />
    </HydrationBoundary>
  );
}
