import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { createApiHooks } from "../../api/client";
import { makeQueryClient } from "../../api/queryClient";
import { SiteShell } from "../../features/shell/SiteShell";
import { apiFrom } from "../apiContext";
import type { Route } from "./+types/main-layout";

// The shell's own data (the announcement headline) is in the first HTML, like the page's.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const api = apiFrom(context);
  if (api) await queryClient.prefetchQuery(createApiHooks(api).queryOptions("get", "/banner/headlines"));
  return { dehydratedState: dehydrate(queryClient) };
}

// The shell's data does not change with the page: no reload on client-side navigation.
export function shouldRevalidate() {
  return false;
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </HydrationBoundary>
  );
}
