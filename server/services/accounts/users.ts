// Users: lookup by identifier, the contract's User shape, creation with the unique-field checks.
import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";
import { ApiError } from "../errors";
import type { Database, StaffPermission, UserRole, UsersTable } from "../../db/schema";
import { type ApiAddress, defaultAddress } from "./addresses";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { normaliseEmail, normaliseIdentifier, usernameSkeleton } from "./identity";

type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

export interface ApiUser {
  _id: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  /** Only a staff account's: the screens show what it may manage. */
  permissions?: StaffPermission[];
  address: ApiAddress | null;
}

export async function toApiUser(db: Db, user: UserRow): Promise<ApiUser> {
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    ...(user.role === "staff" ? { permissions: user.permissions } : {}),
    address: await defaultAddress(db, user.id),
  };
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", normaliseEmail(email))
    .executeTakeFirst();
}

/**
 * The user an identifier names: email (case-insensitive), username (case-insensitive) or phone, compared
 * after NFKC. When it names several users (one's username is another's phone), email wins, then phone,
 * then username.
 */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = normaliseIdentifier(identifier);
  if (!value) return undefined;
  const lower = value.toLowerCase();
  const rows = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, "=", lower),
        eb(sql<string>`lower(username)`, "=", lower),
        eb.and([eb("phone", "=", value), eb("phone", "<>", "")]),
      ]),
    )
    .execute();
  return (
    rows.find((u) => u.email.toLowerCase() === lower) ??
    rows.find((u) => u.phone !== "" && u.phone === value) ??
    rows.find((u) => u.username.toLowerCase() === lower)
  );
}

/**
 * 409 with the field's message when the username (or one that looks like it: the same skeleton), the
 * email or the phone belongs to another user.
 */
export async function assertAvailable(
  db: Db,
  fields: { username?: string; email?: string; phone?: string },
  exceptUserId?: string,
): Promise<void> {
  const taken = async (column: "username_skeleton" | "email" | "phone", value: string) => {
    let query = db.selectFrom("users").select("id");
    query =
      column === "email"
        ? query.where(sql<string>`lower(email)`, "=", normaliseEmail(value))
        : query.where(column, "=", value);
    if (exceptUserId) query = query.where("id", "<>", exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (fields.username && (await taken("username_skeleton", usernameSkeleton(fields.username)))) {
    throw new ApiError(409, authMessages.usernameTaken);
  }
  if (fields.email && (await taken("email", fields.email))) throw new ApiError(409, authMessages.emailTaken);
  if (fields.phone && (await taken("phone", fields.phone))) throw new ApiError(409, authMessages.phoneTaken);
}

/** Maps a unique-index violation (a race past assertAvailable) to its 409; rethrows anything else. */
export function conflictFromUniqueViolation(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  const text = `${e.constraint ?? ""} ${e.message ?? ""}`;
  if (e.code === "23505" || /duplicate key/i.test(text)) {
    if (text.includes("users_username_key") || text.includes("users_username_skeleton_key")) {
      throw new ApiError(409, authMessages.usernameTaken);
    }
    if (text.includes("users_email_key")) throw new ApiError(409, authMessages.emailTaken);
    if (text.includes("users_phone_key")) throw new ApiError(409, authMessages.phoneTaken);
  }
  throw error;
}

/**
 * Runs `write` in a transaction once `fields` are checked free (of every account but `exceptUserId`): the
 * check's 409, or the same 409 from the unique index when another request took the value meanwhile.
 * Sign-up and the correction of one's details write an account's identity through it.
 */
export async function writeWithFreeIdentity<T>(
  db: Db,
  fields: { username?: string; email?: string; phone?: string },
  write: (tx: Db) => Promise<T>,
  exceptUserId?: string,
): Promise<T> {
  try {
    return await db.transaction().execute(async (tx) => {
      await assertAvailable(tx, fields, exceptUserId);
      return write(tx);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    conflictFromUniqueViolation(error);
  }
}

/** A free username from a name or email ("Asha Rao" → "asha_rao", then "asha_rao2", …), free of
 * look-alikes too. */
export async function uniqueUsername(db: Db, seed: string): Promise<string> {
  const base =
    seed
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9._]+/g, "_")
      .replace(/^[._]+|[._]+$/g, "")
      .slice(0, 40) || "shopper";
  const prefix = usernameSkeleton(base);
  const rows = await db
    .selectFrom("users")
    .select("username_skeleton")
    .where("username_skeleton", "like", `${prefix.replace(/[\\%_]/g, "\\$&")}%`)
    .execute();
  const used = new Set(rows.map((r) => r.username_skeleton));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!used.has(usernameSkeleton(candidate))) return candidate;
  }
}
