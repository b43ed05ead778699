import { HydrationBoundary } from "@tanstack/react-query";
import { data } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import { AddProductScreen, accessStatus, staffAccessOf } from "../../features/admin";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/admin-product-new";

export function meta() {
  return [{ title: "Add product | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/**
 * /admin/products/new, for staff with the catalogue permission, and the status code says so: 401 for a
 * guest, 403 for a shopper or staff without it, 200 for staff. The API refuses the same people on its own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { dehydratedState: dehydratePageData(queryClient) };
  const access = staffAccessOf(await fetchSessionUser(hooks, queryClient), "catalogue");
  return data({ dehydratedState: dehydratePageData(queryClient) }, { status: accessStatus(access) });
}

export default function AdminProductNew({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AddProductScreen />
    </HydrationBoundary>
  );
}
