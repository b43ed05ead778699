// Shared bits of the shell's stories.
import { useLocation } from "react-router";

/** Shows where the memory router is, so a story can assert a navigation without leaving the page. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Narrow screens (Storybook's viewport global; the Vitest runner sizes the browser from it). */
export const mobileGlobals = { viewport: { value: "mobile2", isRotated: false } };
