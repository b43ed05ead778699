export { SHOP_LOCALE, ShopLocale } from "./ShopLocale";
