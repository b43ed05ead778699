// Contract tag "cart": the signed-in shopper's cart, or a guest's bag (server/api/cartOwner.ts). Every answer
// is personal, never cached. Moving a line to the wishlist and the original shop's call with a user id are a
// shopper's only.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { withDefaults } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { addToCart, cartMessages, cartOf, readCart } from "../services/cart";
import { applyCartCoupon, removeCartCoupon } from "../services/cartCoupon";
import {
  moveCartLineToWishlist,
  removeCartLine,
  removeCartVariant,
  setCartSelection,
  updateCartLine,
} from "../services/cartLineChanges";
import { forCartOwner } from "./cartOwner";
import type { GetOk } from "./contract";
import { ApiError } from "../services/errors";
import { NOT_YOURS, requireOwnUser } from "./ownUser";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

export const cartAnswers = {
  itemAdded: "Product added to cart successfully",
  addedWithUserId: "Item added to cart",
} as const;

export function cartRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .use(privateAnswers)
    .get("/getusercart", async (c) => {
      const data = await forCartOwner(c, db, (owner) => readCart(db, owner, now()));
      return c.json<GetOk<"/cart/getusercart">>({ success: true, data });
    })
    .put("/coupon", async (c) => {
      const { couponCode } = inputOf(c, "applyCartCoupon").body;
      const data = await forCartOwner(c, db, (owner) => applyCartCoupon(db, owner, couponCode, now()));
      return c.json({
        success: true as const,
        message: cartMessages.couponApplied(data.couponCode ?? ""),
        data,
      });
    })
    .delete("/coupon", async (c) => {
      const data = await forCartOwner(c, db, (owner) => removeCartCoupon(db, owner, now()));
      return c.json({ success: true as const, message: cartMessages.couponRemoved, data });
    })
    .post("/items", async (c) => {
      const addition = withDefaults(inputOf(c, "addCartItem").body, "quantity");
      const data = await forCartOwner(c, db, (owner) => addToCart(db, owner, addition));
      return c.json({ success: true as const, message: cartAnswers.itemAdded, data }, 201);
    })
    .post("/add", async (c) => {
      const { userId, ...addition } = withDefaults(inputOf(c, "addToCart").body, "quantity");
      const user = await requireOwnUser(c, db, userId);
      const data = await addToCart(db, user.id, addition);
      return c.json({ success: true as const, message: cartAnswers.addedWithUserId, data });
    })
    .patch("/items/:lineId", async (c) => {
      const { path, body } = inputOf(c, "updateCartItem");
      const data = await forCartOwner(c, db, (owner) => updateCartLine(db, owner, path.lineId, body));
      return c.json({ success: true as const, message: cartMessages.updated, data });
    })
    .post("/removetocart", async (c) => {
      const user = await requireUser(c, db);
      const { cartId, ...removal } = inputOf(c, "removeFromCart").body;
      // This call names the cart: any id but the shopper's own is 403, whether or not it exists.
      if (cartId !== (await cartOf(db, user.id)).id) throw new ApiError(403, NOT_YOURS);
      const data = await removeCartVariant(db, user.id, removal);
      return c.json({ success: true as const, message: cartMessages.removed, data });
    })
    .delete("/items/:lineId", async (c) => {
      const { lineId } = inputOf(c, "removeCartItem").path;
      const data = await forCartOwner(c, db, (owner) => removeCartLine(db, owner, lineId));
      return c.json({ success: true as const, message: cartMessages.removed, data });
    })
    .post("/items/:lineId/move-to-wishlist", async (c) => {
      const user = await requireUser(c, db);
      const { lineId } = inputOf(c, "moveCartItemToWishlist").path;
      const data = await moveCartLineToWishlist(db, user.id, lineId);
      return c.json({ success: true as const, message: cartMessages.movedToWishlist, data });
    })
    .put("/selection", async (c) => {
      const { selected } = inputOf(c, "setCartSelection").body;
      const data = await forCartOwner(c, db, (owner) => setCartSelection(db, owner, selected));
      return c.json({ success: true as const, data });
    });
}
