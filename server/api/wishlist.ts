// Contract tag "wishlist": the signed-in shopper's wishlisted products, under /auth/wishlist (the original
// shop's paths) and /wishlist (the designed ones). A user id that is not the caller's answers 403, a wishlist
// id that is not theirs 404: never another shopper's data. The saved-design calls are in customiser.ts.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  addToWishlist,
  readWishlist,
  readWishlistById,
  removeFromWishlist,
  toggleWishlist,
  type WishlistView,
  wishlistMessages,
} from "../services/wishlist";
import { errorJson } from "./errors";
import { requireOwnUser } from "./ownUser";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

const body = ({ wishlist, products }: WishlistView, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  wishlist,
  data: { products },
});

/** /auth/wishlist/…; `now` is the clock NEW badges count from. */
export function authWishlistRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .use(privateAnswers)
    .get("/detail/:id", async (c) => {
      const user = await requireUser(c, db);
      const found = await readWishlistById(db, user.id, inputOf(c, "getWishlistDetail").path.id, now());
      if (!found) return errorJson(c, 404, wishlistMessages.notFound);
      return c.json(body(found));
    })
    .get("/:userId", async (c) => {
      const user = await requireOwnUser(c, db, inputOf(c, "getWishlist").path.userId);
      return c.json(body(await readWishlist(db, user.id, now())));
    })
    .post("/:userId", async (c) => {
      const { path, body: input } = inputOf(c, "addToWishlist");
      const user = await requireOwnUser(c, db, path.userId);
      return c.json(body(await addToWishlist(db, user.id, input.productId, now()), wishlistMessages.added));
    })
    .delete("/:userId", async (c) => {
      const { path, body: input } = inputOf(c, "removeFromWishlist");
      const user = await requireOwnUser(c, db, path.userId);
      return c.json(
        body(await removeFromWishlist(db, user.id, input.productId, now()), wishlistMessages.removed),
      );
    });
}

/** /wishlist/…; `now` is the clock NEW badges count from. */
export function wishlistRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .use(privateAnswers)
    .get("/user/:userId", async (c) => {
      const user = await requireOwnUser(c, db, inputOf(c, "getWishlistByUser").path.userId);
      return c.json(body(await readWishlist(db, user.id, now())));
    })
    .post("/toggle", async (c) => {
      const { userId, productId } = inputOf(c, "toggleWishlist").body;
      const user = await requireOwnUser(c, db, userId);
      const { inWishlist, ...view } = await toggleWishlist(db, user.id, productId, now());
      const message = inWishlist ? wishlistMessages.added : wishlistMessages.removed;
      return c.json({ ...body(view, message), inWishlist });
    });
}
