// Restock alerts: a signed-in shopper asks to be mailed when a sold-out size of a variant is back, and
// a size going from 0 to more (setVariantStock, or a staff edit through mailWaitingShoppers) mails every shopper waiting for it
// once. Each alert is marked notified, and its mail written as a job
// (docs/decisions/durable-jobs.md), in the same transaction as the stock change: the mails leave once it
// commits, a second restock does not mail again, and a mail given up after its last try re-arms its alert.
import { type Kysely, sql } from "kysely";
import { productPath } from "../../src/lib/paths";
import { brand } from "../../src/lib/brand";
import { ApiError } from "./errors";
import type { Database, Size } from "../db/schema";
import { changes, trackedTransaction } from "./cacheVersions/transaction";
import { LISTINGS, productScope } from "./cacheVersions/scopes";
import { enqueueJob } from "../jobs/queue";
import type { OutgoingMail } from "./mail/mailer";
import { variantSize } from "./variantSizes";

type Db = Kysely<Database>;

export const restockMessages = {
  asked: (size: Size) => `We'll mail you when ${size} is back in stock.`,
  alreadyAsked: (size: Size) => `You're already on the list for ${size}.`,
  inStock: (size: Size) => `Size ${size} is in stock: add it to your cart instead.`,
} as const;

/** Subscribes the user to the size; `created` is false when they were already waiting for it. A size in
 * stock is refused (409); unknown product, variant or size 404. An alert already mailed is re-armed. */
export async function requestRestockAlert(
  db: Db,
  userId: string,
  request: { productId: string; variantId: string; size: Size },
): Promise<{ created: boolean; message: string }> {
  const { stock, size } = await variantSize(db, request.productId, request.variantId, request.size);
  if (stock > 0) throw new ApiError(409, restockMessages.inStock(size));
  const armed = await db
    .insertInto("restock_alerts")
    .values({ user_id: userId, variant_id: request.variantId, size })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "variant_id", "size"])
        .doUpdateSet({ notified_at: null, created_at: sql`now()` })
        .where("restock_alerts.notified_at", "is not", null),
    )
    .returning("user_id")
    .executeTakeFirst();
  return armed
    ? { created: true, message: restockMessages.asked(size) }
    : { created: false, message: restockMessages.alreadyAsked(size) };
}

export interface RestockNotice {
  email: string;
  username: string;
  productId: string;
  productName: string;
  variantId: string;
  color: string;
  size: Size;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail to one waiting shopper: the product, colour and size, and the link to its page. */
export function restockMail(notice: RestockNotice, publicOrigin: string): OutgoingMail {
  const url = new URL(productPath(notice.productId, notice.variantId), publicOrigin).toString();
  const what = `${notice.productName} in ${notice.color}, size ${notice.size}`;
  const lead = `Good news: ${what} is back in stock.`;
  const text = [`Hello ${notice.username},`, "", lead, "", `Get yours: ${url}`, "", `— ${brand.name}`].join(
    "\n",
  );
  const html = [
    `<p>Hello ${escapeHtml(notice.username)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(url)}">Get yours</a></p>`,
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to: notice.email, subject: `Back in stock: ${what}`, text, html };
}

export interface StockChange {
  variantId: string;
  size: Size;
  stock: number;
}

/**
 * Sets the stock of a variant's size. When it goes from 0 to more, every shopper waiting for that size is
 * marked notified and their mail's job written (in the same transaction). Answers the shoppers to be mailed,
 * or null when the variant has no such size.
 */
export async function setVariantStock(
  db: Db,
  mail: { publicOrigin: string },
  change: StockChange,
): Promise<RestockNotice[] | null> {
  if (!Number.isInteger(change.stock) || change.stock < 0)
    throw new RangeError("stock must be a whole number ≥ 0");
  const notices = await trackedTransaction(db, async (tx) => {
    const before = await tx
      .selectFrom("variant_sizes as s")
      .innerJoin("product_variants as v", "v.id", "s.variant_id")
      .select(["s.stock", "v.product_id"])
      .where("s.variant_id", "=", change.variantId)
      .where("s.size", "=", change.size)
      .forUpdate("s")
      .executeTakeFirst();
    if (!before) return null;
    await tx
      .updateTable("variant_sizes")
      .set({ stock: change.stock })
      .where("variant_id", "=", change.variantId)
      .where("size", "=", change.size)
      .execute();
    // The product's answers show the size's stock; the listings only whether it is in stock at all.
    const crossed = (before.stock === 0) !== (change.stock === 0);
    changes(tx, productScope(before.product_id), ...(crossed ? [LISTINGS] : []));
    if (before.stock > 0 || change.stock === 0) return [];
    return mailWaitingShoppers(tx, mail, change);
  });
  return notices;
}

/**
 * A size just went from 0 to more (in `tx`): every shopper waiting for it is marked notified and their
 * mail's job written in the same transaction. Answers the shoppers to be mailed.
 */
export async function mailWaitingShoppers(
  tx: Db,
  mail: { publicOrigin: string },
  change: Pick<StockChange, "variantId" | "size">,
): Promise<RestockNotice[]> {
  const waiting = await tx
    .updateTable("restock_alerts")
    .set({ notified_at: sql`now()` })
    .where("variant_id", "=", change.variantId)
    .where("size", "=", change.size)
    .where("notified_at", "is", null)
    .returning("user_id")
    .execute();
  if (waiting.length === 0) return [];
  const rows = await tx
    .selectFrom("users as u")
    .crossJoin("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .where(
      "u.id",
      "in",
      waiting.map((w) => w.user_id),
    )
    .where("v.id", "=", change.variantId)
    .select(["u.id as user_id", "u.email", "u.username", "p.id as product_id", "p.name", "v.color"])
    .execute();
  const restockedAt = Date.now();
  return Promise.all(
    rows.map(async (r) => {
      const notice: RestockNotice = {
        email: r.email,
        username: r.username,
        productId: r.product_id,
        productName: r.name,
        variantId: change.variantId,
        color: r.color,
        size: change.size,
      };
      const alert: RestockAlertKey = { userId: r.user_id, variantId: change.variantId, size: change.size };
      await enqueueJob(tx, {
        kind: RESTOCK_MAIL_JOB,
        key: `${r.user_id}:${change.variantId}:${change.size}:${restockedAt}`,
        payload: { mail: restockMail(notice, mail.publicOrigin), alert },
      });
      return notice;
    }),
  );
}

export const RESTOCK_MAIL_JOB = "restock.mail";

interface RestockAlertKey {
  userId: string;
  variantId: string;
  size: Size;
}

/** The restock mail's job: the mail as written when the size came back, sent as it is (sendJobMail). */
export interface RestockMailPayload {
  mail: OutgoingMail;
  alert: RestockAlertKey;
}

/** A restock mail that never left re-arms its alert, so the next restock tries again. */
export async function rearmRestockAlert(db: Db, { alert }: RestockMailPayload): Promise<void> {
  await db
    .updateTable("restock_alerts")
    .set({ notified_at: null })
    .where("user_id", "=", alert.userId)
    .where("variant_id", "=", alert.variantId)
    .where("size", "=", alert.size)
    .execute();
}
