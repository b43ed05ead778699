import { HydrationBoundary } from "@tanstack/react-query";
import { data } from "react-router";
import { isApiError } from "../../api/errors";
import { makeQueryClient } from "../../api/queryClient";
import { accessStatus, EditProductScreen, staffAccessOf, staffProductOptions } from "../../features/admin";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/admin-product-edit";

export function meta() {
  return [{ title: "Edit product | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/**
 * /admin/products/{id}: 401 for a guest, 403 for a shopper or staff without the catalogue permission, 404
 * for an unknown product (the not-found screen), else 200 with the product and its history in the first
 * HTML. The API refuses the same people on its own; the screen handles that too.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { notFound: false, dehydratedState: dehydratePageData(queryClient) };
  const access = staffAccessOf(await fetchSessionUser(hooks, queryClient), "catalogue");
  if (access !== "staff") {
    return data(
      { notFound: false, dehydratedState: dehydratePageData(queryClient) },
      { status: accessStatus(access) },
    );
  }
  try {
    await queryClient.fetchQuery(staffProductOptions(hooks, params.id));
  } catch (error) {
    // Any other failure is not fatal: the screen reads again in the browser and shows Try again.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return data({ notFound: true, dehydratedState: dehydratePageData(queryClient) }, { status: 404 });
    }
  }
  return { notFound: false, dehydratedState: dehydratePageData(queryClient) };
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundScreen />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <EditProductScreen />
    </HydrationBoundary>
  );
}
