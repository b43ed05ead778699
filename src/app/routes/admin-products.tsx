import { HydrationBoundary } from "@tanstack/react-query";
import { parseStaffProducts, StaffProductsScreen, staffProductsOptions } from "../../features/admin";
import { loadStaffPage, revalidateUnlessOnlySearchChanged } from "../staffPageLoader";
import type { Route } from "./+types/admin-products";

export function meta() {
  return [{ title: "Products | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/products, for staff with the catalogue permission: the page of the URL's filters in the first
 * HTML. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", (queryClient, hooks) =>
    queryClient.prefetchQuery(
      staffProductsOptions(hooks, parseStaffProducts(new URL(request.url).searchParams)),
    ),
  );
}

/** Filters and the page are the URL's search, read in the browser. */
export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffProductsScreen />
    </HydrationBoundary>
  );
}
