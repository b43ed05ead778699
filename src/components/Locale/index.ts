export { ShopLocale } from "./ShopLocale";
