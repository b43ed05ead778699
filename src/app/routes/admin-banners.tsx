import { HydrationBoundary } from "@tanstack/react-query";
import { BannersScreen, parseBannerPlace, staffBannersOptions } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-banners";

export function meta() {
  return [{ title: "Banners | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/banners(?place=…), for staff with the catalogue permission: the place's slides in the first HTML. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", (queryClient, hooks) =>
    queryClient.prefetchQuery(
      staffBannersOptions(hooks, parseBannerPlace(new URL(request.url).searchParams)),
    ),
  );
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BannersScreen />
    </HydrationBoundary>
  );
}
