/**
 * What the browser says of the shopper's connection (the Network Information API, in Chromium-based
 * browsers; others say nothing, and are trusted with what a fast connection gets).
 */
export interface ConnectionHints {
  /** The shopper asked to save data (Save-Data). */
  saveData?: boolean;
  /** The browser's estimate of the connection: "slow-2g", "2g", "3g" or "4g". */
  effectiveType?: string;
}

/** The connection's hints, where the browser gives them. */
export function connectionHints(): ConnectionHints | undefined {
  return (globalThis.navigator as (Navigator & { connection?: ConnectionHints }) | undefined)?.connection;
}

/** Whether the shopper asked to save data; false where the browser does not say. */
export function asksToSaveData(connection: ConnectionHints | undefined = connectionHints()): boolean {
  return connection?.saveData === true;
}
