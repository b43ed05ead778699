import type { ReactNode } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { type NavigateOptions, useHref, useNavigate } from "react-router";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/** React Router's `useHref` for in-app paths; absolute URLs (https:, mailto:, //host) pass through untouched. */
function useAppHref(href: string): string {
  const routerHref = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : routerHref;
}

/**
 * Lets react-aria links/menus navigate with React Router (client-side, no full reload), and gives every
 * react-aria component the shop's locale (en-IN, as `<html lang>` says) instead of the browser's, so the
 * server and the browser format alike (see src/app/bundle/reactAriaStartup.ts).
 * Render it inside React Router's context (a route component or the root layout).
 */
export function ReactRouterAriaProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useAppHref}>
      <I18nProvider locale="en-IN">{children}</I18nProvider>
    </RouterProvider>
  );
}
