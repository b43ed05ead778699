import { HydrationBoundary } from "@tanstack/react-query";
import { data } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import {
  accessStatus,
  BannersScreen,
  parseBannerPlace,
  staffAccessOf,
  staffBannersOptions,
} from "../../features/admin";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/admin-banners";

export function meta() {
  return [{ title: "Banners | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/**
 * /admin/banners(?place=…), for staff with the catalogue permission, and the status code says so: 401 for a
 * guest, 403 for a shopper or staff without it, 200 with the place's slides in the first HTML for staff
 * who may. The API refuses the same people on its own; the screen handles that too.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (!hooks) return { dehydratedState: dehydratePageData(queryClient) };
  const access = staffAccessOf(await fetchSessionUser(hooks, queryClient), "catalogue");
  if (access === "staff") {
    const place = parseBannerPlace(new URL(request.url).searchParams);
    await queryClient.prefetchQuery(staffBannersOptions(hooks, place));
  }
  return data({ dehydratedState: dehydratePageData(queryClient) }, { status: accessStatus(access) });
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BannersScreen />
    </HydrationBoundary>
  );
}
