import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { SHOP_LOCALE } from "../../lib/locale";

/**
 * Gives every react-aria component the shop's locale instead of the browser's, so the server and the
 * browser format alike (see src/app/bundle/reactAriaStartup.ts). Links navigate through React Router
 * themselves (components/Link), so react-aria needs no router of its own.
 */
export function ShopLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={SHOP_LOCALE}>{children}</I18nProvider>;
}
