// The last pincode the shopper checked, kept in this browser so the next product page checks it again.
export const LAST_PINCODE_KEY = "rangrez.lastPincode";

export function readLastPincode(): string | null {
  try {
    return window.localStorage.getItem(LAST_PINCODE_KEY);
  } catch {
    // Storage can be off (private mode, blocked cookies): then nothing is remembered.
    return null;
  }
}

export function saveLastPincode(pincode: string): void {
  try {
    window.localStorage.setItem(LAST_PINCODE_KEY, pincode);
  } catch {
    // As above: remembering is a convenience, never a failure.
  }
}
