// Contract tag "customiser" (saved designs and the customiser's data) and the wishlist's saved-design calls
// (docs/decisions/customiser-design.md#saved-designs-and-sharing). The data calls are public answers, kept
// by the public cache (publicCache.ts); a shared design is public too but never kept anywhere, so switching
// sharing off hides it at once (its link-preview picture too, which is only revalidated); everything else is
// the signed-in shopper's own.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { designMessages } from "../../src/lib/design/designMessages";
import type { Database } from "../db/schema";
import { designCards } from "../services/designs/designCard";
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
import type { FileStore } from "../storage/fileStore";
import { matchesEtag } from "../storage/http";
import { requireOwnUser } from "./ownUser";
import { inputOf, PRIVATE, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

/**
 * The card's answers may be kept by the browser alone (private) and must be asked for again at every use
 * (no-cache), with their ETag: a repeated preview costs a 304 and one read by primary key, and the next
 * request after its owner stops sharing is a 404. A max-age would let the picture outlive the sharing
 * (docs/decisions/customiser-design.md#the-share-pages-picture).
 */
export const CARD_CACHE = "private, no-cache";

/** /customized/…: the customiser's data, and a design its owner shares with its link-preview picture. */
export function customiserRoutes(db: Kysely<Database>, files: FileStore) {
  const cards = designCards(db, files);
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
    })
    .get("/shared/:id/card", async (c) => {
      // Refusals as the design's own read: never kept.
      c.header("Cache-Control", PRIVATE);
      // Sharing is checked before anything is read from the store or drawn.
      const version = await cards.locate(inputOf(c, "getSharedDesignCard").path.id);
      const ifNoneMatch = c.req.header("if-none-match");
      if (ifNoneMatch) {
        const kept = await cards.stat(version);
        if (kept && matchesEtag(ifNoneMatch, kept.etag)) {
          return c.body(null, 304, { ETag: `"${kept.etag}"`, "Cache-Control": CARD_CACHE });
        }
      }
      const card = await cards.file(version);
      return c.body(card.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "image/webp",
        ETag: `"${card.etag}"`,
        "Cache-Control": CARD_CACHE,
      });
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
