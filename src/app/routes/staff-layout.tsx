import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import { StaffArea } from "../../features/admin";
import { SiteShell } from "../../features/shell/SiteShell";
import { apiHooksFrom } from "../apiContext";
import { prefetchShellData } from "../shellData";
import type { Route } from "./+types/staff-layout";

/**
 * The staff area's layout: the shop's header with its data in the first HTML, as the main layout does
 * (src/app/routes/main-layout.tsx), then the staff navigation and the screen; no footer and no marketing
 * text under a working screen.
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
      <SiteShell footer={false}>
        <StaffArea>
          <Outlet />
        </StaffArea>
      </SiteShell>
    </HydrationBoundary>
  );
}
