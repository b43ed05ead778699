import { HydrationBoundary } from "@tanstack/react-query";
import { HeadlinesScreen, headlinesOptions } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-headlines";

export function meta() {
  return [{ title: "Headlines | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/headlines, for staff with the catalogue permission: every line in the first HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", (queryClient, hooks) =>
    queryClient.prefetchQuery(headlinesOptions(hooks)),
  );
}

export default function AdminHeadlines({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HeadlinesScreen />
    </HydrationBoundary>
  );
}
