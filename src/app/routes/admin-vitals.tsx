import { HydrationBoundary } from "@tanstack/react-query";
import { staffVitalsOptions, VitalsScreen } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-vitals";

export function meta() {
  return [{ title: "Page speed | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/vitals, for staff with the catalogue permission: the week's field vitals in the first HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", (queryClient, hooks) =>
    queryClient.prefetchQuery(staffVitalsOptions(hooks)),
  );
}

export default function AdminVitals({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VitalsScreen />
    </HydrationBoundary>
  );
}
