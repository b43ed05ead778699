import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import {
  customizedOrdersOptions,
  ordersListOptions,
  parseOrderFilters,
  UserOrdersScreen,
} from "../../features/orders";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/user-orders";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [
    { title: "My Orders | Rangrez" },
    {
      name: "description",
      content:
        "Your Rangrez orders: follow each one, filter them by payment and status, and open an order's details.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// The signed-in shopper's first page of orders for the URL's filters (or their customised orders, on that
// tab) is in the first HTML; a guest asks for nothing and gets the log-in prompt.
export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) {
    const filters = parseOrderFilters(new URL(request.url).searchParams);
    await (filters.type === "customise"
      ? queryClient.prefetchQuery(customizedOrdersOptions(hooks))
      : queryClient.prefetchInfiniteQuery(ordersListOptions(hooks, filters)));
  }
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function UserOrders({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UserOrdersScreen />
    </HydrationBoundary>
  );
}
