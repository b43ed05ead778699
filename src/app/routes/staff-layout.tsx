import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import { StaffFrame } from "../../features/admin";
import { apiHooksFrom } from "../apiContext";
import { prefetchShellData } from "../shellData";
import type { Route } from "./+types/staff-layout";

/**
 * The staff area's layout: the staff frame (the shop's header, the staff navigation, the screen; no footer)
 * with the header's data in the first HTML, as the main layout does (src/app/routes/main-layout.tsx).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) await prefetchShellData(queryClient, hooks);
  return { dehydratedState: dehydrate(queryClient) };
}

/** As the main layout: after hydration the browser's query cache owns the session and the header's data. */
export function shouldRevalidate() {
  return false;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffFrame>
        <Outlet />
      </StaffFrame>
    </HydrationBoundary>
  );
}
