import type { Decorator } from "@storybook/react-vite";
import { useLocation } from "react-router";

/** Shows the memory router's current URL, so a play function can check what the address bar would say. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" style={{ fontSize: "0.75rem", color: "#5c5c5c" }}>
      {`URL: ${location.pathname}${location.search}`}
    </p>
  );
}

/** Story decorator: the story, then the probe (inside the story's router). */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);
