// Money on the client is display only: the server sends integer rupees, we format them.

const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0, useGrouping: true });

/**
 * Formats an amount as whole rupees, rounded DOWN, with Indian digit grouping: 129999.99 → "₹1,29,999".
 * Non-finite input is shown as ₹0.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return "₹0";
  const whole = Math.floor(amount);
  const sign = whole < 0 ? "-" : "";
  return `${sign}₹${rupeeFormat.format(Math.abs(whole))}`;
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

const paiseFormat = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Formats rupees with paise, as tax amounts are stated: 97.525 → "₹97.53", 1950.4 → "₹1,950.40". Rounded
 * to the paisa (the server already sends whole paise); non-finite input is ₹0.00.
 */
export function formatRupeesPaise(amount: number): string {
  if (!Number.isFinite(amount)) return "₹0.00";
  const paise = Math.round(amount * 100);
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${paiseFormat.format(Math.abs(paise) / 100)}`;
}
