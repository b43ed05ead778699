// The address book: at most 20 per user, exactly one default once there is one (the first is always the
// default; making one default clears the others; deleting the default promotes the newest remaining), and
// no address twice (a second save of the same address is refused with 409, however the form was sent).
import type { Address } from "../../../src/api/types";
import { MAX_ADDRESSES } from "../../../src/lib/accountRules";
import type { Kysely, Selectable } from "kysely";
import { ApiError } from "../errors";
import type { AddressesTable, AddressTypeValue, Database } from "../../db/schema";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { newId } from "./tokens";

type Db = Kysely<Database>;
type Row = Selectable<AddressesTable>;

export interface AddressFields {
  name: string;
  phoneNumber: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  landmark: string;
  addressType: AddressTypeValue;
}

/** The contract's Address (optional fields left out when empty). */
export type ApiAddress = Address;

export function toApiAddress(row: Row): ApiAddress {
  return {
    _id: row.id,
    ...(row.name ? { name: row.name } : {}),
    ...(row.phone_number ? { phoneNumber: row.phone_number } : {}),
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    ...(row.landmark ? { landmark: row.landmark } : {}),
    addressType: row.address_type,
    isDefault: row.is_default,
  };
}

const columns = (fields: AddressFields) => ({
  name: fields.name,
  phone_number: fields.phoneNumber,
  street: fields.street,
  city: fields.city,
  state: fields.state,
  pincode: fields.pincode,
  country: fields.country,
  landmark: fields.landmark,
  address_type: fields.addressType,
});

/** A field as compared for duplicates: case, and spaces around and between words, do not count. */
const comparable = (value: string) => value.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/** The same address as `fields`: every field the shopper fills in alike (the default flag aside). */
function isSameAddress(row: Row, fields: AddressFields): boolean {
  const stored = columns(fields);
  return (Object.keys(stored) as (keyof typeof stored)[]).every(
    (column) => comparable(String(row[column] ?? "")) === comparable(String(stored[column] ?? "")),
  );
}

/** Refuses `fields` when the user's book already holds them (apart from the address `exceptId`). */
async function refuseDuplicate(tx: Db, userId: string, fields: AddressFields, exceptId?: string) {
  const rows = await tx.selectFrom("addresses").selectAll().where("user_id", "=", userId).execute();
  if (rows.some((row) => row.id !== exceptId && isSameAddress(row, fields))) {
    throw new ApiError(409, authMessages.addressDuplicate);
  }
}

/** Default first, then newest first. */
export async function listAddresses(db: Db, userId: string): Promise<ApiAddress[]> {
  const rows = await db
    .selectFrom("addresses")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .orderBy("seq", "desc")
    .execute();
  return rows.map(toApiAddress);
}

export async function defaultAddress(db: Db, userId: string): Promise<ApiAddress | null> {
  const row = await db
    .selectFrom("addresses")
    .selectAll()
    .where("user_id", "=", userId)
    .where("is_default", "=", true)
    .executeTakeFirst();
  return row ? toApiAddress(row) : null;
}

async function makeDefault(tx: Db, userId: string, id: string): Promise<void> {
  await tx
    .updateTable("addresses")
    .set({ is_default: false })
    .where("user_id", "=", userId)
    .where("is_default", "=", true)
    .where("id", "<>", id)
    .execute();
  await tx.updateTable("addresses").set({ is_default: true }).where("id", "=", id).execute();
}

/** Adds an address inside `tx` (used by registration too). */
export async function insertAddress(
  tx: Db,
  userId: string,
  fields: AddressFields,
  wantsDefault: boolean,
): Promise<Row> {
  // Serialises address changes of one user (the limit and the single default).
  await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
  const count = await tx
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADDRESSES) throw new ApiError(400, authMessages.addressLimit);
  await refuseDuplicate(tx, userId, fields);
  const id = newId();
  const now = new Date();
  await tx
    .insertInto("addresses")
    .values({ id, user_id: userId, ...columns(fields), is_default: false, created_at: now, updated_at: now })
    .execute();
  if (wantsDefault || Number(count.n) === 0) await makeDefault(tx, userId, id);
  return tx.selectFrom("addresses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export function createAddress(db: Db, userId: string, fields: AddressFields, wantsDefault: boolean) {
  return db
    .transaction()
    .execute(async (tx) => toApiAddress(await insertAddress(tx, userId, fields, wantsDefault)));
}

async function ownRow(tx: Db, userId: string, id: string): Promise<Row> {
  const row = await tx
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, authMessages.addressNotFound);
  return row;
}

/** Replaces the address in place (same id). isDefault true makes it the default; the default stays one. */
export function updateAddress(
  db: Db,
  userId: string,
  id: string,
  fields: AddressFields,
  wantsDefault: boolean,
): Promise<ApiAddress> {
  return db.transaction().execute(async (tx) => {
    await ownRow(tx, userId, id);
    await refuseDuplicate(tx, userId, fields, id);
    await tx
      .updateTable("addresses")
      .set({ ...columns(fields), updated_at: new Date() })
      .where("id", "=", id)
      .execute();
    if (wantsDefault) await makeDefault(tx, userId, id);
    return toApiAddress(
      await tx.selectFrom("addresses").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    );
  });
}

export function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const row = await ownRow(tx, userId, id);
    await tx.deleteFrom("addresses").where("id", "=", id).execute();
    if (!row.is_default) return;
    const newest = await tx
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("seq", "desc")
      .limit(1)
      .executeTakeFirst();
    if (newest) await makeDefault(tx, userId, newest.id);
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<ApiAddress[]> {
  await db.transaction().execute(async (tx) => {
    await ownRow(tx, userId, id);
    await makeDefault(tx, userId, id);
  });
  return listAddresses(db, userId);
}
