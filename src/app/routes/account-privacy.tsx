import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { PrivacyScreen } from "../../features/account/PrivacyScreen";
import { privacyOptions } from "../../features/account/usePrivacy";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/account-privacy";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [
    { title: "Privacy | My Account | Rangrez" },
    {
      name: "description",
      content:
        "Choose whether Rangrez may send you offers by email, download your data, correct it, or delete your account.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// The shopper's choice is in the first HTML when they are signed in; for a guest the call answers 401,
// which is not dehydrated.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) await queryClient.prefetchQuery(privacyOptions(hooks));
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function AccountPrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PrivacyScreen />
    </HydrationBoundary>
  );
}
