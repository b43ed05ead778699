// Delivery times and cash on delivery per zone: the ONE table the server's zone rule
// (server/services/delivery.ts) and the policy pages' "N to M business days" both read, so the promise on
// the policy pages and the date the product page shows cannot disagree.
import type { components } from "../api/schema";

export type DeliveryZone = components["schemas"]["DeliveryZone"];

/** Where a pincode is from the warehouse (brand.officeAddress), nearest first. */
export const DELIVERY_ZONES = [
  "same-city",
  "same-state",
  "metro",
  "rest-of-india",
  "remote",
] as const satisfies readonly DeliveryZone[];

/** Zones the couriers reach; remote pincodes (Ladakh, the islands) are not served. */
export type ServedZone = Exclude<DeliveryZone, "remote">;

/**
 * Per served zone: business days from dispatch to the door (Mon–Sat; Sundays do not count), and whether
 * cash on delivery is offered there (the courier partners collect cash only on their own metro and regional
 * routes).
 */
export const ZONE_DELIVERY: Record<ServedZone, { businessDays: number; cod: boolean }> = {
  "same-city": { businessDays: 2, cod: true },
  "same-state": { businessDays: 3, cod: true },
  metro: { businessDays: 4, cod: true },
  "rest-of-india": { businessDays: 6, cod: false },
};

const days = Object.values(ZONE_DELIVERY).map((zone) => zone.businessDays);

/** The range the policy pages promise: the fastest and the slowest served zone. */
export const DELIVERY_BUSINESS_DAYS = { min: Math.min(...days), max: Math.max(...days) } as const;
