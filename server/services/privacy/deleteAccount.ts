// "Delete my account" (docs/decisions/personal-data.md#deleting-an-account), in one transaction:
// erased: the account's name, email, phone and password, its social sign-ins, addresses, sessions (signed
// out everywhere), bag, wishlist, notify-me requests, saved designs, uploaded pictures, one-time codes,
// contact messages, complaint tickets about no order, and mail still waiting to go to the address; reviews
// stay on their products without the name. Kept: the orders and their GST documents, which the law makes
// the shop keep, reduced to what they need (the delivery name and address, the place of supply; no email or
// phone, no refund bank details), and the complaint tickets about them without the email, under a stub of
// the account row that nobody can sign in to. The stored files of the uploads are erased by a durable job written in the same
// transaction (docs/decisions/durable-jobs.md), so they go exactly when the rows do.
import { type Kysely, sql } from "kysely";
import { privacyMessages } from "../../../src/lib/privacy/messages";
import type { Database, OrderStatusValue } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { FileStore } from "../../storage/fileStore";
import { usernameSkeleton } from "../accounts/identity";
import { unusablePasswordHash } from "../accounts/passwords";
import { randomToken } from "../accounts/tokens";
import { ApiError } from "../errors";

type Db = Kysely<Database>;

/** The job that erases stored files whose rows are gone (payload: their keys). */
export const ERASE_FILES_JOB = "privacy.erase-files";

/** What a review's author becomes once their account is deleted. */
export const FORMER_SHOPPER = "Former shopper";

/** An order in one of these states is over: nothing more is delivered, returned or refunded. */
const SETTLED: OrderStatusValue[] = ["delivered", "cancelled", "returned"];

export async function deleteAccount(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom("users")
      .select(["id", "email", "role", "deleted_at"])
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user || user.deleted_at) throw new ApiError(404, "Account not found");
    if (user.role === "staff") throw new ApiError(403, privacyMessages.staffAccount);
    const open = await tx
      .selectFrom("orders as o")
      .select("o.id")
      .where("o.user_id", "=", userId)
      .where((eb) =>
        eb.or([
          eb("o.status", "not in", SETTLED),
          eb.exists(
            eb
              .selectFrom("order_refunds as r")
              .select("r.refund_id")
              .whereRef("r.order_id", "=", "o.id")
              .where("r.state", "=", "initiated"),
          ),
        ]),
      )
      .executeTakeFirst();
    if (open) throw new ApiError(409, privacyMessages.openOrders);

    const email = user.email.toLowerCase();
    // A code the account asked for to change its email, with the new address it went to.
    const changes = await tx
      .deleteFrom("email_codes")
      .where("purpose", "=", "email_change")
      .where("account_id", "=", userId)
      .returning("email")
      .execute();
    // Mail still waiting to go to the address (a notify-me mail, a code, a retry), or to a new address the
    // account asked to change to, is not sent any more.
    for (const address of [email, ...changes.map((change) => change.email)]) {
      await tx
        .deleteFrom("jobs")
        .where("done_at", "is", null)
        .where(sql<boolean>`position(${address} in lower(payload::text)) > 0`)
        .execute();
    }

    const uploads = await tx
      .selectFrom("design_uploads")
      .select("storage_key")
      .where("user_id", "=", userId)
      .execute();
    if (uploads.length > 0) {
      await enqueueJob(tx, {
        kind: ERASE_FILES_JOB,
        key: `account:${userId}`,
        payload: { keys: uploads.map((u) => u.storage_key) },
      });
    }

    await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await tx.deleteFrom("user_identities").where("user_id", "=", userId).execute();
    await tx.deleteFrom("addresses").where("user_id", "=", userId).execute();
    await tx.deleteFrom("carts").where("user_id", "=", userId).execute();
    await tx.deleteFrom("wishlists").where("user_id", "=", userId).execute();
    await tx.deleteFrom("restock_alerts").where("user_id", "=", userId).execute();
    await tx.deleteFrom("designs").where("user_id", "=", userId).execute();
    await tx.deleteFrom("design_uploads").where("user_id", "=", userId).execute();
    await tx.deleteFrom("email_codes").where("email", "=", email).execute();
    await tx.deleteFrom("verification_tokens").where("email", "=", email).execute();
    await tx.deleteFrom("contact_messages").where("email", "=", email).execute();
    await tx
      .updateTable("reviews")
      .set({ user_id: null, username: FORMER_SHOPPER })
      .where("user_id", "=", userId)
      .execute();
    // What the GST records need stays (the buyer's name and the delivery address: the place of supply).
    await tx
      .updateTable("orders")
      .set({ email: "", phone_number: "", alternative_number: "" })
      .where("user_id", "=", userId)
      .execute();
    await tx
      .updateTable("order_returns")
      .set({
        refund_upi: null,
        refund_account_name: null,
        refund_account_number: null,
        refund_ifsc: null,
      })
      .where("order_id", "in", tx.selectFrom("orders").select("id").where("user_id", "=", userId))
      .execute();
    // Complaint tickets (docs/decisions/personal-data.md#deleting-an-account): one about an order is the
    // grievance record of a kept order (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)), so it
    // stays with the order, reduced as the order is (the name stays, the email goes, so no reply is mailed);
    // every other ticket of the account, and a guest ticket filed under its email, is erased with its thread.
    await tx
      .deleteFrom("complaints")
      .where("order_id", "is", null)
      .where((eb) =>
        eb.or([
          eb("user_id", "=", userId),
          eb.and([eb("user_id", "is", null), eb(sql<string>`lower(email)`, "=", email)]),
        ]),
      )
      .execute();
    await tx.updateTable("complaints").set({ email: "" }).where("user_id", "=", userId).execute();
    const stub = `deleted_${userId}`;
    await tx
      .updateTable("users")
      .set({
        username: stub,
        username_skeleton: usernameSkeleton(stub),
        email: `${stub}@deleted.invalid`,
        name: "",
        phone: "",
        password_hash: unusablePasswordHash(randomToken()),
        marketing_consent: false,
        marketing_consent_at: now,
        deleted_at: now,
      })
      .where("id", "=", userId)
      .execute();
  });
}

/** Erases the stored files a deletion or the retention job let go of (a file already gone is fine). */
export async function eraseStoredFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await files.delete(key);
}
