/** How long a product wears the NEW badge after it was added to the catalogue (a badge on nearly
 * every card meant nothing). The "newarrival" tag is a collection the shop curates; the badge is only time. */
export const NEW_FOR_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a product added at `createdAt` is still new at `now`. */
export function isNewAt(createdAt: string | Date, now: Date): boolean {
  const added = typeof createdAt === "string" ? Date.parse(createdAt) : createdAt.getTime();
  const age = now.getTime() - added;
  return age >= 0 && age < NEW_FOR_DAYS * DAY_MS;
}
