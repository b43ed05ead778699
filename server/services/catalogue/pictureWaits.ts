// A product added with its picture files waits, as a draft, for its pictures to be rendered
// (docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files): one row per picture it
// waits for (migration 0043), written with the product. The picture's render job settles its rows in the
// transaction that marks the picture ready or failed: the product asked to be published is published when
// its last picture is ready; a failed picture leaves it a draft and says why in its history.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { recordAudit } from "../audit";
import { type Actor, changeStatus, missingOfStored } from "./productWrite";

type Db = Kysely<Database>;

/** What the history says when a picture could not be rendered and the product was not published. */
export const NOT_PUBLISHED_ACTION = "not published: a picture could not be prepared";

/** What the history says when the pictures were ready but the product lacks its Legal Metrology
 * declarations (docs/decisions/product-declarations.md): it stays a draft until staff give them. */
export const NOT_PUBLISHED_UNDECLARED = "not published: its declarations are missing";

export async function waitForPictures(
  trx: Db,
  wait: { productId: string; pictureIds: string[]; publish: boolean; actor: Actor },
): Promise<void> {
  if (wait.pictureIds.length === 0) return;
  await trx
    .insertInto("product_picture_waits")
    .values(
      wait.pictureIds.map((pictureId) => ({
        product_id: wait.productId,
        picture_id: pictureId,
        publish: wait.publish,
        actor_id: wait.actor.id,
        actor_name: wait.actor.username,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The picture is ready (or failed): with `trx`, the trackedTransaction that marks it so, its waits end. A
 * product left waiting for nothing is published if that was asked and it is still a draft (staff may have
 * archived it meanwhile); after a failure the product's other waits end too and it stays a draft.
 */
export async function pictureSettled(trx: Db, pictureId: string, ready: boolean): Promise<void> {
  const ended = await trx
    .deleteFrom("product_picture_waits")
    .where("picture_id", "=", pictureId)
    .returning(["product_id", "publish", "actor_id", "actor_name"])
    .execute();
  for (const wait of ended) {
    const actor = { id: wait.actor_id, username: wait.actor_name };
    if (!ready) {
      await trx.deleteFrom("product_picture_waits").where("product_id", "=", wait.product_id).execute();
      if (wait.publish) {
        await recordAudit(trx, {
          entity: "product",
          entityId: wait.product_id,
          action: NOT_PUBLISHED_ACTION,
          actor,
          before: null,
          after: null,
        });
      }
      continue;
    }
    const left = await trx
      .selectFrom("product_picture_waits")
      .select("picture_id")
      .where("product_id", "=", wait.product_id)
      .limit(1)
      .executeTakeFirst();
    if (left || !wait.publish) continue;
    const product = await trx
      .selectFrom("products")
      .select("status")
      .where("id", "=", wait.product_id)
      .forUpdate()
      .executeTakeFirst();
    if (product?.status !== "draft") continue;
    if ((await missingOfStored(trx, wait.product_id)).length > 0) {
      await recordAudit(trx, {
        entity: "product",
        entityId: wait.product_id,
        action: NOT_PUBLISHED_UNDECLARED,
        actor,
        before: null,
        after: null,
      });
      continue;
    }
    await changeStatus(trx, actor, wait.product_id, "published");
  }
}
