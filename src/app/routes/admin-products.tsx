import { HydrationBoundary } from "@tanstack/react-query";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import {
  catalogueAccessOf,
  parseStaffProducts,
  StaffProductsScreen,
  staffProductsOptions,
} from "../../features/admin";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/admin-products";

export function meta() {
  return [{ title: "Products | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/**
 * /admin/products, staff with the catalogue permission only, and the status code says so: a guest gets 401
 * (and the log-in prompt), a shopper or staff without the permission 403, staff 200 with the page of the
 * URL's filters in the first HTML. The API refuses the same people on its own; the screen handles that too.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { access: null, dehydratedState: dehydratePageData(queryClient) };
  const access = catalogueAccessOf(await fetchSessionUser(hooks, queryClient));
  if (access !== "catalogue") {
    return data(
      { access, dehydratedState: dehydratePageData(queryClient) },
      { status: access === "guest" ? 401 : 403 },
    );
  }
  const state = parseStaffProducts(new URL(request.url).searchParams);
  await queryClient.prefetchQuery(staffProductsOptions(hooks, state));
  return { access, dehydratedState: dehydratePageData(queryClient) };
}

/** Changing the filters or the page changes only the search: the screen reads the table in the browser. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffProductsScreen />
    </HydrationBoundary>
  );
}
