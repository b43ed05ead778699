import { HydrationBoundary } from "@tanstack/react-query";
import { isApiError } from "../../api/errors";
import { EditProductScreen, staffProductOptions } from "../../features/admin";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import { loadStaffPage, STAFF_PAGE_NOT_FOUND } from "../staffPageLoader";
import type { Route } from "./+types/admin-product-edit";

export function meta() {
  return [{ title: "Edit product | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/products/{id}, for staff with the catalogue permission: the product and its history in the first
 * HTML, or the not-found page (404) for an unknown id. */
export function loader({ context, params }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", async (queryClient, hooks) => {
    try {
      await queryClient.fetchQuery(staffProductOptions(hooks, params.id));
    } catch (error) {
      // Any other failure is not fatal: the screen reads again in the browser and shows Try again.
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return STAFF_PAGE_NOT_FOUND;
    }
  });
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundScreen />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <EditProductScreen />
    </HydrationBoundary>
  );
}
