import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { MyComplaintsScreen, myComplaintsOptions } from "../../features/account";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/account-complaints";

export function meta() {
  return [{ title: "My Complaints | Rangrez" }, { name: "robots", content: "noindex" }];
}

// The shopper's tickets are in the first HTML when they are signed in; for a guest the call answers 401,
// which is not dehydrated.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) await queryClient.prefetchQuery(myComplaintsOptions(hooks));
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function AccountComplaints({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MyComplaintsScreen />
    </HydrationBoundary>
  );
}
