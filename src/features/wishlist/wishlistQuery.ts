// The signed-in shopper's wishlist on the server, by openapi-react-query's own keys: the list
// (GET /wishlist/user/{userId}, the contract's call for cards and the wishlist page) and the two changes
// (POST and DELETE /auth/wishlist/{userId}), whose mutation keys the optimistic state reads.
import type { ApiQueryClient } from "../../api/client";

/** The `params` of every wishlist call: the shopper's own id. */
export const wishlistPath = (userId: string) => ({ params: { path: { userId } } });

/** GET /wishlist/user/{userId}: the route's loader prefetches it, every heart and the page read it. */
export function wishlistOptions(hooks: ApiQueryClient, userId: string) {
  return hooks.queryOptions("get", "/wishlist/user/{userId}", wishlistPath(userId));
}

/** The mutation keys of an add and a remove (openapi-react-query's `[method, path]`). */
export const ADD_KEY = ["post", "/auth/wishlist/{userId}"] as const;
export const REMOVE_KEY = ["delete", "/auth/wishlist/{userId}"] as const;
