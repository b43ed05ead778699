// Contract tag "customiser" (saved designs and the customiser's data) and the wishlist's saved-design calls
// (docs/decisions/customiser-design.md#saved-designs-and-sharing). The data calls are public answers, kept
// by the public cache (publicCache.ts); a shared design is public too but never kept anywhere, so switching
// sharing off hides it at once; everything else is the signed-in shopper's own.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { designMessages } from "../../src/lib/design/designMessages";
import type { Database } from "../db/schema";
import { customiserImages, listGraphicCategories, listGraphics } from "../services/designs/customiserData";
import {
  listedDesigns,
  readOwnDesign,
  readSharedDesign,
  replaceDesign,
  saveDesign,
  unlistDesign,
} from "../services/designs/designs";
import { asListed } from "../services/designs/view";
import { requireOwnUser } from "./ownUser";
import { inputOf, PRIVATE, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

/** /customized/…: the customiser's data, and a design its owner shares. */
export function customiserRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/getImage", async (c) => {
      const { types } = inputOf(c, "listShirtImages").query;
      return c.json({ success: true as const, data: await customiserImages(db, types) });
    })
    .get("/getGraphic", async (c) => {
      const { categoryId } = inputOf(c, "listGraphics").query;
      return c.json({ success: true as const, data: await listGraphics(db, categoryId) });
    })
    .get("/allcategory", async (c) =>
      c.json({ success: true as const, data: await listGraphicCategories(db) }),
    )
    .get("/shared/:id", async (c) => {
      // Withdrawn the moment its owner stops sharing: no cache, shared or the browser's, may keep it.
      c.header("Cache-Control", PRIVATE);
      const data = await readSharedDesign(db, inputOf(c, "getSharedDesign").path.id);
      return c.json({ success: true as const, data });
    });
}

/** /auth/user/customization/…: the shopper's own designs. */
export function designRoutes(db: Kysely<Database>) {
  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const user = await requireUser(c, db);
      const data = await saveDesign(db, user.id, inputOf(c, "createCustomization").body, false);
      return c.json({ success: true as const, message: designMessages.saved, data }, 201);
    })
    .get("/:id", async (c) => {
      const user = await requireUser(c, db);
      const data = await readOwnDesign(db, user.id, inputOf(c, "getCustomization").path.id);
      return c.json({ success: true as const, data });
    })
    .put("/:id", async (c) => {
      const user = await requireUser(c, db);
      const { path, body } = inputOf(c, "updateCustomization");
      const data = await replaceDesign(db, user.id, path.id, body);
      return c.json({ success: true as const, message: designMessages.saved, data });
    });
}

/** /wishlist/customization/…: the designs the shopper lists under "My Customized Creations". */
export function designWishlistRoutes(db: Kysely<Database>) {
  return new Hono()
    .use(privateAnswers)
    .get("/user/:userId", async (c) => {
      const user = await requireOwnUser(c, db, inputOf(c, "getCustomizationWishlist").path.userId);
      return c.json({
        success: true as const,
        data: { data: { customization: await listedDesigns(db, user.id) } },
      });
    })
    .post("/", async (c) => {
      const user = await requireUser(c, db);
      const { customizationData } = inputOf(c, "addCustomizationToWishlist").body;
      const data = asListed(await saveDesign(db, user.id, customizationData, true));
      return c.json({ success: true as const, message: designMessages.addedToWishlist, data }, 201);
    })
    .delete("/:wishlistId", async (c) => {
      const user = await requireUser(c, db);
      await unlistDesign(db, user.id, inputOf(c, "removeCustomizationFromWishlist").path.wishlistId);
      return c.json({ success: true as const, message: designMessages.removedFromWishlist });
    });
}
