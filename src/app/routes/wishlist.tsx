import { memo } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { savedDesignsOptions } from "../../features/wishlist/savedDesignsQuery";
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

// The shopper's saved products are in the first HTML with the shell's data (every heart needs them:
// src/app/shellData.ts); their saved designs come with the page when they are signed in (their cookie goes
// along to the in-process API, which says who they are), and a guest asks for nothing and gets the sign-in
// prompt. Fetched in the browser, the designs' section grew from a spinner to its content on a phone's
// first screen and moved the footer under it (Lighthouse's CLS 0.010, over its 0.01).
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) await queryClient.prefetchQuery(savedDesignsOptions(hooks, user._id));
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadyWishlistScreen />
    </HydrationBoundary>
  );
}
