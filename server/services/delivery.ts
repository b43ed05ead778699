// The delivery rule: which zone a pincode is in from the warehouse, whether we deliver there, whether cash
// on delivery is offered, and the date an order placed now should arrive. The days and COD per zone are
// data in src/lib/delivery.ts (the policy pages read the same table); the places are data here.
//
// Dates: "today" is India's date (Asia/Kolkata, UTC+5:30 all year: India keeps no daylight saving). Orders
// placed Monday–Saturday before DISPATCH_CUTOFF_HOUR leave the warehouse the same day; later ones, and
// Sunday's, leave on the next business day. Business days are Monday–Saturday (couriers deliver on
// Saturdays, not on Sundays); public holidays are not modelled. estimatedDays counts business days from
// today to the delivery date, so an order after the cut-off is a day longer.
import type { Kysely } from "kysely";
import type { Serviceability } from "../../src/api/types";
import { type DeliveryZone, type ServedZone, ZONE_DELIVERY } from "../../src/lib/delivery";
import { inIndia } from "../../src/lib/indiaTime";
import { brand } from "../../src/lib/brand";
import type { Database } from "../db/schema";
import { findPincode, type PincodeInfo } from "./accounts/pincodes";

/** The warehouse orders leave from. */
export const WAREHOUSE = brand.officeAddress;

/** Orders placed before this hour (India time) are dispatched the same business day. */
export const DISPATCH_CUTOFF_HOUR = 14;

/** Pincode prefixes of places the couriers do not reach: Ladakh (194; the offline data still files it under
 * Jammu & Kashmir), the Andaman & Nicobar Islands (744) and Lakshadweep (6825). */
export const REMOTE_PREFIXES = ["194", "744", "6825"] as const;

/** The six metros' pincode prefixes: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad. */
export const METRO_PREFIXES = ["110", "400", "700", "600", "560", "500"] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The zone of a known pincode, from WAREHOUSE. */
export function zoneOf(place: Pick<PincodeInfo, "pincode" | "city" | "state">): DeliveryZone {
  if (REMOTE_PREFIXES.some((prefix) => place.pincode.startsWith(prefix))) return "remote";
  if (same(place.state, WAREHOUSE.state))
    return same(place.city, WAREHOUSE.city) ? "same-city" : "same-state";
  if (METRO_PREFIXES.some((prefix) => place.pincode.startsWith(prefix))) return "metro";
  return "rest-of-india";
}

const DAY_MS = 86_400_000;

/** India's calendar date of `now`, as a UTC midnight (so getUTCDay is the weekday there). */
function indiaDate(now: Date): { date: Date; hour: number } {
  const shifted = inIndia(now);
  const date = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
  return { date, hour: shifted.getUTCHours() };
}

const isBusinessDay = (date: Date) => date.getUTCDay() !== 0;
const nextDay = (date: Date) => new Date(date.getTime() + DAY_MS);

/** The delivery date of an order placed at `now` to `zone`, and the business days from today to it. */
export function deliveryEstimate(zone: ServedZone, now: Date): { days: number; date: string } {
  const { date: today, hour } = indiaDate(now);
  let dispatch = today;
  if (!isBusinessDay(today) || hour >= DISPATCH_CUTOFF_HOUR) {
    do dispatch = nextDay(dispatch);
    while (!isBusinessDay(dispatch));
  }
  let arrival = dispatch;
  for (let left = ZONE_DELIVERY[zone].businessDays; left > 0; ) {
    arrival = nextDay(arrival);
    if (isBusinessDay(arrival)) left -= 1;
  }
  let days = 0;
  for (let day = today; day < arrival; ) {
    day = nextDay(day);
    if (isBusinessDay(day)) days += 1;
  }
  return { days, date: arrival.toISOString().slice(0, 10) };
}

/** The answer for a pincode: unknown ones and remote ones are not serviceable. */
export function serviceability(pincode: string, place: PincodeInfo | null, now: Date): Serviceability {
  const zone = place ? zoneOf(place) : null;
  const served = zone !== null && zone !== "remote" ? zone : null;
  const estimate = served ? deliveryEstimate(served, now) : null;
  return {
    pincode,
    isServiceable: served !== null,
    status: served !== null,
    estimatedDays: estimate?.days ?? null,
    codAvailable: served ? ZONE_DELIVERY[served].cod : false,
    city: place?.city ?? null,
    state: place?.state ?? null,
    zone,
    estimatedDelivery: estimate?.date ?? null,
  };
}

/** Can we deliver to `pincode` (looked up in the offline pincode table), as of `now`? */
export async function checkServiceability(
  db: Kysely<Database>,
  pincode: string,
  now: Date,
): Promise<Serviceability> {
  return serviceability(pincode, await findPincode(db, pincode), now);
}
