import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { ComplaintTicketScreen, myComplaintOptions } from "../../features/account";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/account-complaint";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Ticket ${params.number} | Rangrez` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks && /^RZ-T-[1-9]\d{3}-\d{4}$/.test(params.number)) {
    await queryClient.prefetchQuery(myComplaintOptions(hooks, params.number));
  }
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function AccountComplaint({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ComplaintTicketScreen />
    </HydrationBoundary>
  );
}
