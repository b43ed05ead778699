import { HydrationBoundary } from "@tanstack/react-query";
import { data } from "react-router";
import { isApiError } from "../../api/errors";
import { makeQueryClient } from "../../api/queryClient";
import { OrderDetailScreen, orderOptions } from "../../features/orders";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/order-detail";
import { dehydratePageData } from "../shellData";

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.notFound)
    return [{ title: "Page not found | Rangrez" }, { name: "robots", content: "noindex" }];
  return [{ title: "Order Details | Rangrez" }, { name: "robots", content: "noindex" }];
}

// The signed-in shopper's order is in the first HTML. Another shopper's order, or one that does not exist,
// is the not-found page with status 404 (the API answers both alike, so neither is told from the other);
// a guest gets the log-in prompt. Any other failure is the screen's: it says so and offers Try Again.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) {
    try {
      await queryClient.fetchQuery(orderOptions(hooks, params.id));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) {
        console.warn(`404: no order at ${new URL(request.url).pathname}`);
        return data({ notFound: true as const }, { status: 404 });
      }
    }
  }
  return { notFound: false as const, dehydratedState: dehydratePageData(queryClient) };
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundScreen />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrderDetailScreen />
    </HydrationBoundary>
  );
}
