export { AppLink, type AppLinkProps } from "./AppLink";
export { Link, type LinkProps } from "./Link";
export { ShopNavigation, useShopNavigate } from "./shopNavigation";
export { type PageChoice, PageChoices } from "./PageChoices";
