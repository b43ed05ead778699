/** The shop's one locale, as `<html lang>` says: every date and number the shop formats is written in it. */
export const SHOP_LOCALE = "en-IN";
