// One wishlist state for the whole page. What the hearts and the wishlist page show is the server's list
// (the query cache) with the changes still on their way laid over it (the mutation cache: TanStack's
// "optimistic update through the UI"). So a tap flips every heart of that product at once, an add needs
// only the product's id (the product page has no card summary), two quick taps never undo each other's
// snapshot, and a failed call simply stops being laid over the list: the heart reverts with no message
// (docs/product.md#when-a-call-fails), and the list is asked for again.
import { type Mutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../api/ApiProvider";
import type { ProductSummary } from "../../api/types";
import { type User, useSession } from "../../session/session";
import { ADD_KEY, REMOVE_KEY, wishlistOptions, wishlistPath } from "./wishlistQuery";
import { readAgainAfterChange } from "../../api/queryClient";

interface PendingChange {
  userId: string;
  productId: string;
  wished: boolean;
}

type ChangeVariables = { params?: { path?: { userId?: string } }; body?: { productId?: string } };

/** An add or remove still on its way, or null for any other mutation. */
function pendingChange(mutation: Mutation): PendingChange | null {
  const [method, path] = mutation.options.mutationKey ?? [];
  if (path !== ADD_KEY[1] || (method !== ADD_KEY[0] && method !== REMOVE_KEY[0])) return null;
  const variables = mutation.state.variables as ChangeVariables | undefined;
  const userId = variables?.params?.path?.userId;
  const productId = variables?.body?.productId;
  if (!userId || !productId) return null;
  return { userId, productId, wished: method === ADD_KEY[0] };
}

export interface WishlistState {
  /** The signed-in shopper, or null for a guest (who has no wishlist and asks the server nothing). */
  user: User | null;
  /** The ids the page shows as wishlisted: the server's list with the pending changes applied. */
  ids: ReadonlySet<string>;
  /** The server's wishlisted products, less those a pending change is removing. */
  products: ProductSummary[];
  /** Until the session is known, and for a shopper until their list has come. */
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => void;
}

/** The signed-in shopper's wishlist (GET /wishlist/user/{userId}), as every heart and the page see it. */
export function useWishlist(): WishlistState {
  const { hooks } = useApi();
  const session = useSession();
  const user = session.user;
  const userId = user?._id ?? null;
  const query = useQuery({ ...wishlistOptions(hooks, userId ?? ""), enabled: userId !== null });
  const pending = useMutationState({
    filters: { status: "pending", predicate: (mutation) => pendingChange(mutation) !== null },
    select: pendingChange,
  });

  const listed = query.data?.data.products;
  const ids = useMemo(() => {
    const set = new Set(listed?.map((p) => p._id));
    // Oldest first, so the latest tap on a product wins.
    for (const change of pending) {
      if (!change || change.userId !== userId) continue;
      if (change.wished) set.add(change.productId);
      else set.delete(change.productId);
    }
    return set;
  }, [listed, pending, userId]);
  const products = useMemo(() => (listed ?? []).filter((p) => ids.has(p._id)), [listed, ids]);

  return {
    user,
    ids,
    products,
    isPending: session.isPending || (userId !== null && query.isPending),
    isError: query.isError,
    isRefetching: query.isRefetching,
    refetch: () => void query.refetch(),
  };
}

/**
 * Adds or removes a product for a shopper: POST or DELETE /auth/wishlist/{userId}. The server's answer is
 * the list after the change, so it goes straight into the cache, and the list is asked for again either
 * way (the re-sync; a failure's state on the server is unknown). While that runs the change stays pending,
 * so the heart does not flicker back. Never rejects: a failure is logged only
 * (docs/product.md#when-a-call-fails).
 */
export function useWishlistChange(): (userId: string, productId: string, wished: boolean) => Promise<void> {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (answer: unknown, variables: { params: { path: { userId: string } } }) =>
      queryClient.setQueryData(
        wishlistOptions(hooks, variables.params.path.userId).queryKey,
        answer as never,
      ),
    onError: (error: unknown) => console.error("Wishlist update failed:", error),
    onSettled: (_answer: unknown, _error: unknown, variables: { params: { path: { userId: string } } }) =>
      readAgainAfterChange(queryClient, {
        queryKey: wishlistOptions(hooks, variables.params.path.userId).queryKey,
      }),
  };
  const add = hooks.useMutation("post", "/auth/wishlist/{userId}", options);
  const remove = hooks.useMutation("delete", "/auth/wishlist/{userId}", options);
  return async (userId, productId, wished) => {
    const change = wished ? add : remove;
    await change.mutateAsync({ ...wishlistPath(userId), body: { productId } }).catch(() => undefined);
  };
}
