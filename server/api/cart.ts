// Contract tag "cart": the signed-in shopper's cart. Every answer is personal, never cached.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { withDefaults } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { addToCart, readCart } from "../services/cart";
import type { GetOk } from "./contract";
import { requireOwnUser } from "./ownUser";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

export const cartAnswers = {
  itemAdded: "Product added to cart successfully",
  addedWithUserId: "Item added to cart",
} as const;

export function cartRoutes(db: Kysely<Database>) {
  return new Hono()
    .use(privateAnswers)
    .get("/getusercart", async (c) => {
      const user = await requireUser(c, db);
      return c.json<GetOk<"/cart/getusercart">>({ success: true, data: await readCart(db, user.id) });
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
    });
}
