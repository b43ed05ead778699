/** The offline bar's words (docs/decisions/offline-shop.md#offline). */
export const OFFLINE_BAR_TEXT = "You are offline — showing what you saw last";
