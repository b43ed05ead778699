// Creates a staff account, or promotes an existing account to staff.
//   node --import tsx server/cli/create-staff.ts --email e --username u --password p [--phone 9876543210]
//     [--permissions orders,catalogue]   (default: both; docs/decisions/staff-catalogue.md#permissions)
// Database as for server/db/cli.ts: DATABASE_URL, else PGlite in PGLITE_DATA_DIR (default .data/pglite).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Kysely, sql } from "kysely";
import { requestValidator } from "../../src/api/contract";
import { createDatabase, type DatabaseHandle, databaseOptionsFromEnv } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { Database, StaffPermission } from "../db/schema";
import { STAFF_PERMISSIONS } from "../../src/api/enums";
import { hashPassword } from "../services/accounts/passwords";
import { newId } from "../services/accounts/tokens";
import { identityColumns, normaliseEmail } from "../services/accounts/identity";
import { assertAvailable } from "../services/accounts/users";

export interface StaffInput {
  email: string;
  username: string;
  password: string;
  phone?: string;
  /** Given: exactly these. Left out: every permission for a new or promoted account, none changed else. */
  permissions?: StaffPermission[];
}

export interface StaffOutcome {
  action: "created" | "promoted" | "already-staff" | "permissions-set";
  userId: string;
}

/** Checks the arguments; answers the input or throws an Error whose message says what is wrong. */
export function parseStaffArgs(argv: string[]): StaffInput {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      username: { type: "string" },
      password: { type: "string" },
      phone: { type: "string" },
      permissions: { type: "string" },
    },
    strict: true,
  });
  if (!values.email?.trim() || !values.username?.trim() || !values.password) {
    throw new Error("--email, --username and --password are required");
  }
  // The rules of a sign-up, from the contract.
  const checked = requestValidator().checkValues(
    {
      email: "/components/schemas/Email",
      username: "/components/schemas/RegisterRequest/properties/username",
      password: "/components/schemas/NewPassword",
      phone: "/components/schemas/OptionalPhoneNumber",
    },
    { ...values, phone: values.phone ?? "" },
  );
  if (!checked.ok) throw new Error(checked.message);
  const input = checked.values as unknown as StaffInput;
  if (values.permissions === undefined) return input;
  const permissions = [...new Set(values.permissions.split(",").map((p) => p.trim()))];
  const unknown = permissions.filter((p) => !(STAFF_PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length > 0 || permissions.length === 0) {
    throw new Error(`--permissions takes a comma-separated list of ${STAFF_PERMISSIONS.join(", ")}`);
  }
  return { ...input, permissions: permissions as StaffPermission[] };
}

/**
 * The account with this email becomes staff (its username, password and phone stay as they are); without
 * one, a new staff account is created (409-style Error when the username or phone belongs to someone else).
 */
export async function createOrPromoteStaff(db: Kysely<Database>, input: StaffInput): Promise<StaffOutcome> {
  const existing = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where(sql<string>`lower(email)`, "=", normaliseEmail(input.email))
    .executeTakeFirst();
  const permissions = input.permissions ?? [...STAFF_PERMISSIONS];
  if (existing) {
    if (existing.role === "staff") {
      if (!input.permissions) return { action: "already-staff", userId: existing.id };
      await db.updateTable("users").set({ permissions }).where("id", "=", existing.id).execute();
      return { action: "permissions-set", userId: existing.id };
    }
    await db.updateTable("users").set({ role: "staff", permissions }).where("id", "=", existing.id).execute();
    return { action: "promoted", userId: existing.id };
  }
  await assertAvailable(db, { username: input.username, phone: input.phone });
  const id = newId();
  await db
    .insertInto("users")
    .values({
      id,
      ...identityColumns(input),
      phone: input.phone ?? "",
      role: "staff",
      permissions,
      password_hash: await hashPassword(input.password),
    })
    .execute();
  return { action: "created", userId: id };
}

export interface CommandIo {
  /** Opens the database (default: from DATABASE_URL / PGLITE_DATA_DIR). */
  open?: () => Promise<DatabaseHandle>;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** The command: answers its exit code (0 done, 1 failed, 2 bad arguments). */
export async function runCreateStaff(argv: string[], io: CommandIo = {}): Promise<number> {
  const log = io.log ?? console.log;
  const error = io.error ?? console.error;
  let input: StaffInput;
  try {
    input = parseStaffArgs(argv);
  } catch (e) {
    error(`create-staff: ${(e as Error).message}`);
    error(
      "Usage: npm run staff:create -- --email e --username u --password p [--phone 9876543210] [--permissions orders,catalogue]",
    );
    return 2;
  }
  const { db, close } = await (io.open ?? (() => createDatabase(databaseOptionsFromEnv())))();
  try {
    await migrateToLatest(db);
    const outcome = await createOrPromoteStaff(db, input);
    const messages = {
      created: `Created staff account ${input.username} <${input.email}>.`,
      promoted: `Promoted ${input.email} to staff (username, password and phone unchanged).`,
      "already-staff": `${input.email} is already staff; nothing changed.`,
      "permissions-set": `${input.email} may now manage: ${input.permissions?.join(", ")}.`,
    };
    log(messages[outcome.action]);
    return 0;
  } catch (e) {
    error(`create-staff: ${(e as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runCreateStaff(process.argv.slice(2));
}
