// Money on the client is display only: the server sends integer rupees, we format them.
//
// Formatted by hand, not with Intl.NumberFormat: a page's first Intl call loads the browser's locale data,
// ~50 ms of main thread on a phone before anything else can run, and prices are on every page.

/** Indian digit grouping of a non-negative whole number: the last three digits, then pairs. 1234567 → "12,34,567". */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * Formats an amount as whole rupees, rounded DOWN, with Indian digit grouping: 129999.99 → "₹1,29,999".
 * Non-finite input is shown as ₹0.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return "₹0";
  const whole = Math.floor(amount);
  const sign = whole < 0 ? "-" : "";
  return `${sign}₹${groupIndian(Math.abs(whole))}`;
}

/**
 * The discount in whole percent from an original (MRP) and a final price: round((o - f) / o * 100).
 * 0 when there is no original price or it is not positive.
 */
export function discountPercent(original: number | null | undefined, final: number): number {
  if (original == null || !Number.isFinite(original) || original <= 0) return 0;
  const pct = Math.round(((original - final) / original) * 100);
  return pct === 0 ? 0 : pct;
}

/**
 * Formats rupees with paise, as tax amounts are stated: 97.525 → "₹97.53", 1950.4 → "₹1,950.40". Rounded
 * to the paisa (the server already sends whole paise); non-finite input is ₹0.00.
 */
export function formatRupeesPaise(amount: number): string {
  if (!Number.isFinite(amount)) return "₹0.00";
  const paise = Math.round(amount * 100);
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(paise);
  const rupees = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, "0");
  return `${sign}₹${groupIndian(rupees)}.${rest}`;
}
