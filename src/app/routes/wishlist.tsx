import { memo } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { wishlistOptions } from "../../features/wishlist/wishlistQuery";
import { WishlistScreen } from "../../features/wishlist/WishlistScreen";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/wishlist";
import { dehydratePageData } from "../shellData";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyWishlistScreen = memo(WishlistScreen);

export function meta() {
  return [
    { title: "My Wishlist | Rangrez" },
    {
      name: "description",
      content:
        "The Rangrez products you saved for later: move one to your cart in your size, or remove it from your wishlist.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// The shopper's saved products are in the first HTML when they are signed in (their cookie goes along to
// the in-process API, which says who they are); a guest asks for nothing and gets the sign-in prompt.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) await queryClient.prefetchQuery(wishlistOptions(hooks, user._id));
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadyWishlistScreen />
    </HydrationBoundary>
  );
}
