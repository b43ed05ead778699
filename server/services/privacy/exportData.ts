// "Download my data" (docs/decisions/personal-data.md#download): everything the shop keeps about the signed-in
// shopper, as one JSON document. Each section is one entry of `EXPORT_SECTIONS`; a feature that keeps
// more personal data adds its section there, and the contract's PersonalDataExport names it.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { listAddresses } from "../accounts/addresses";

type Db = Kysely<Database>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One part of the export: its key in the document and what it reads (only `userId`'s rows). */
export interface ExportSection {
  key: string;
  read: (db: Db, userId: string) => Promise<unknown>;
}

async function account(db: Db, userId: string) {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "username",
      "name",
      "email",
      "phone",
      "created_at",
      "marketing_consent",
      "marketing_consent_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const identities = await db
    .selectFrom("user_identities")
    .select(["provider", "created_at"])
    .where("user_id", "=", userId)
    .execute();
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    createdAt: iso(user.created_at),
    marketingEmails: { consent: user.marketing_consent, chosenAt: iso(user.marketing_consent_at) },
    socialSignIns: identities.map((i) => ({ provider: i.provider, linkedAt: iso(i.created_at) })),
  };
}

async function orders(db: Db, userId: string) {
  const rows = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "status",
      "created_at",
      "name",
      "email",
      "phone_number",
      "alternative_number",
      "delivery_address",
      "city",
      "state",
      "pincode",
      "payment_mode",
      "payment_status",
      "total_amount",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const lines = rows.length
    ? await db
        .selectFrom("order_lines")
        .select(["order_id", "name", "color", "size", "quantity", "unit_price", "design_id"])
        .where(
          "order_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("position")
        .execute()
    : [];
  return rows.map((o) => ({
    _id: o.id,
    orderNumber: o.order_number,
    status: o.status,
    placedAt: iso(o.created_at),
    delivery: {
      name: o.name,
      email: o.email,
      phone: o.phone_number,
      alternativePhone: o.alternative_number,
      address: o.delivery_address,
      city: o.city,
      state: o.state,
      pincode: o.pincode,
    },
    payment: { mode: o.payment_mode, status: o.payment_status },
    totalAmount: o.total_amount,
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        name: l.name,
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        customised: l.design_id !== null,
      })),
  }));
}

async function reviews(db: Db, userId: string) {
  const rows = await db
    .selectFrom("reviews")
    .select(["product_id", "username", "rating", "comment", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    shownAs: r.username,
    rating: r.rating,
    comment: r.comment,
    writtenAt: iso(r.created_at),
  }));
}

async function designs(db: Db, userId: string) {
  const rows = await db
    .selectFrom("designs")
    .select(["id", "name", "garment", "size", "sides", "shared", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((d) => ({
    _id: d.id,
    name: d.name,
    garment: d.garment,
    size: d.size,
    shared: d.shared,
    sides: d.sides,
    createdAt: iso(d.created_at),
    updatedAt: iso(d.updated_at),
  }));
}

async function uploads(db: Db, userId: string) {
  const rows = await db
    .selectFrom("design_uploads")
    .select(["id", "width", "height", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((u) => ({
    _id: u.id,
    width: u.width,
    height: u.height,
    uploadedAt: iso(u.created_at),
    url: `/api/v1/customized/uploads/${u.id}`,
  }));
}

async function wishlist(db: Db, userId: string) {
  const rows = await db
    .selectFrom("wishlist_items as i")
    .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
    .select(["i.product_id", "i.created_at"])
    .where("w.user_id", "=", userId)
    .orderBy("i.created_at")
    .execute();
  return rows.map((r) => ({ productId: r.product_id, addedAt: iso(r.created_at) }));
}

async function restockAlerts(db: Db, userId: string) {
  const rows = await db
    .selectFrom("restock_alerts")
    .select(["variant_id", "size", "created_at", "notified_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    variantId: r.variant_id,
    size: r.size,
    askedAt: iso(r.created_at),
    mailedAt: iso(r.notified_at),
  }));
}

/** The shopper's complaint tickets with their threads (docs/decisions/complaints.md). A care-team reply
 * is from "care team": who on the staff wrote it is the shop's, not the shopper's, data. */
async function complaints(db: Db, userId: string) {
  const tickets = await db
    .selectFrom("complaints as c")
    .leftJoin("orders as o", "o.id", "c.order_id")
    .select([
      "c.id",
      "c.number",
      "c.topic",
      "c.name",
      "c.email",
      "o.order_number",
      "c.status",
      "c.created_at",
      "c.acknowledge_by",
      "c.resolve_by",
      "c.acknowledged_at",
      "c.resolved_at",
    ])
    .where("c.user_id", "=", userId)
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  const messages = tickets.length
    ? await db
        .selectFrom("complaint_messages")
        .select(["complaint_id", "author", "body", "created_at"])
        .where(
          "complaint_id",
          "in",
          tickets.map((t) => t.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return tickets.map((t) => {
    const thread = messages.filter((m) => String(m.complaint_id) === String(t.id));
    const times = [t.created_at, t.acknowledged_at, t.resolved_at, ...thread.map((m) => m.created_at)]
      .filter((at) => at !== null)
      .map((at) => new Date(at).getTime());
    return {
      number: t.number,
      topic: t.topic,
      name: t.name,
      email: t.email,
      orderNumber: t.order_number,
      status: t.status,
      createdAt: iso(t.created_at),
      updatedAt: new Date(Math.max(...times)).toISOString(),
      acknowledgeBy: iso(t.acknowledge_by),
      resolveBy: iso(t.resolve_by),
      acknowledgedAt: iso(t.acknowledged_at),
      resolvedAt: iso(t.resolved_at),
      messages: thread.map((m) => ({
        from: m.author === "staff" ? ("care team" as const) : ("you" as const),
        text: m.body,
        writtenAt: iso(m.created_at),
      })),
    };
  });
}

/** The export's sections, in the document's order. */
export const EXPORT_SECTIONS: ExportSection[] = [
  { key: "account", read: account },
  { key: "addresses", read: listAddresses },
  { key: "orders", read: orders },
  { key: "reviews", read: reviews },
  { key: "designs", read: designs },
  { key: "uploads", read: uploads },
  { key: "wishlist", read: wishlist },
  { key: "restockAlerts", read: restockAlerts },
  { key: "complaints", read: complaints },
];

/** The shopper's data, read in one transaction (one consistent picture). */
export async function personalDataExport(
  db: Db,
  userId: string,
  now = new Date(),
  sections: readonly ExportSection[] = EXPORT_SECTIONS,
): Promise<Record<string, unknown>> {
  return db.transaction().execute(async (tx) => {
    const document: Record<string, unknown> = { exportedAt: now.toISOString() };
    for (const section of sections) document[section.key] = await section.read(tx, userId);
    return document;
  });
}
