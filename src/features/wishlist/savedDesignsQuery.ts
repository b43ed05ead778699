// The shopper's saved designs in the wishlist ("My Customized Creations"): GET
// /wishlist/customization/user/{userId}, asked by the wishlist page and refreshed after a removal.
import type { ApiQueryClient } from "../../api/client";

export function savedDesignsOptions(hooks: ApiQueryClient, userId: string) {
  return hooks.queryOptions("get", "/wishlist/customization/user/{userId}", { params: { path: { userId } } });
}
