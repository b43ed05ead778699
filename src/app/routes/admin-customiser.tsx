import { HydrationBoundary } from "@tanstack/react-query";
import { BlanksScreen, staffBlanksOptions } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-customiser";

export function meta() {
  return [{ title: "Customiser blanks | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/customiser, for staff with the catalogue permission: every blank's prices and stock in the first HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, "catalogue", (queryClient, hooks) =>
    queryClient.prefetchQuery(staffBlanksOptions(hooks)),
  );
}

export default function AdminCustomiser({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlanksScreen />
    </HydrationBoundary>
  );
}
