import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { AddressBookScreen } from "../../features/account/AddressBookScreen";
import { addressesOptions } from "../../features/account/useAddressBook";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/account-addresses";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [
    { title: "My Addresses | Rangrez" },
    {
      name: "description",
      content:
        "Manage your saved Rangrez delivery addresses: add a new address, edit or delete one, and choose the default address for faster checkout.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// The shopper's address book is in the first HTML when they are signed in (their cookie goes along to
// the in-process API); for a guest the call answers 401, which is not dehydrated.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) await queryClient.prefetchQuery(addressesOptions(hooks));
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AddressBookScreen />
    </HydrationBoundary>
  );
}
