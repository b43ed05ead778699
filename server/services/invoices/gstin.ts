// A GSTIN's shape and check character. Fifteen characters: the state code (2 digits), the holder's PAN
// (5 letters, 4 digits, a letter), the entity number (1–9, A–Z), "Z", and a check character over the first
// fourteen: each character's base-36 value times 1 or 2 (alternating, from the first), the product's base-36
// digits summed, and the check is what takes the sum to a multiple of 36.

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** Whether `gstin` is well formed and its last character checks. */
export function isValidGstin(gstin: string): boolean {
  return SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}
