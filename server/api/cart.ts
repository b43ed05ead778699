// Contract tag "cart": the signed-in shopper's cart. Every answer is personal, never cached.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { withDefaults } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { addToCart, cartMessages, readCart } from "../services/cart";
import { applyCartCoupon, removeCartCoupon } from "../services/cartCoupon";
import {
  moveCartLineToWishlist,
  removeCartLine,
  setCartSelection,
  updateCartLine,
} from "../services/cartLineChanges";
import type { GetOk } from "./contract";
import { requireOwnUser } from "./ownUser";
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
      const user = await requireUser(c, db);
      return c.json<GetOk<"/cart/getusercart">>({ success: true, data: await readCart(db, user.id, now()) });
    })
    .put("/coupon", async (c) => {
      const user = await requireUser(c, db);
      const { couponCode } = inputOf(c, "applyCartCoupon").body;
      const data = await applyCartCoupon(db, user.id, couponCode, now());
      return c.json({
        success: true as const,
        message: cartMessages.couponApplied(data.couponCode ?? ""),
        data,
      });
    })
    .delete("/coupon", async (c) => {
      const user = await requireUser(c, db);
      const data = await removeCartCoupon(db, user.id, now());
      return c.json({ success: true as const, message: cartMessages.couponRemoved, data });
    })
    .post("/items", async (c) => {
      const user = await requireUser(c, db);
      const data = await addToCart(db, user.id, withDefaults(inputOf(c, "addCartItem").body, "quantity"));
      return c.json({ success: true as const, message: cartAnswers.itemAdded, data }, 201);
    })
    .post("/add", async (c) => {
      const { userId, ...addition } = withDefaults(inputOf(c, "addToCart").body, "quantity");
      const user = await requireOwnUser(c, db, userId);
      const data = await addToCart(db, user.id, addition);
      return c.json({ success: true as const, message: cartAnswers.addedWithUserId, data });
    })
    .patch("/items/:lineId", async (c) => {
      const user = await requireUser(c, db);
      const { path, body } = inputOf(c, "updateCartItem");
      const data = await updateCartLine(db, user.id, path.lineId, body);
      return c.json({ success: true as const, message: cartMessages.updated, data });
    })
    .delete("/items/:lineId", async (c) => {
      const user = await requireUser(c, db);
      const data = await removeCartLine(db, user.id, inputOf(c, "removeCartItem").path.lineId);
      return c.json({ success: true as const, message: cartMessages.removed, data });
    })
    .post("/items/:lineId/move-to-wishlist", async (c) => {
      const user = await requireUser(c, db);
      const { lineId } = inputOf(c, "moveCartItemToWishlist").path;
      const data = await moveCartLineToWishlist(db, user.id, lineId);
      return c.json({ success: true as const, message: cartMessages.movedToWishlist, data });
    })
    .put("/selection", async (c) => {
      const user = await requireUser(c, db);
      const data = await setCartSelection(db, user.id, inputOf(c, "setCartSelection").body.selected);
      return c.json({ success: true as const, data });
    });
}
