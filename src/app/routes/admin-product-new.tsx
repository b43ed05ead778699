import { HydrationBoundary } from "@tanstack/react-query";
import { AddProductScreen } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-product-new";

export function meta() {
  return [{ title: "Add product | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/products/new, for staff with the catalogue permission: an empty form, nothing to prefetch. */
export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue");
}

export default function AdminProductNew({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AddProductScreen />
    </HydrationBoundary>
  );
}
