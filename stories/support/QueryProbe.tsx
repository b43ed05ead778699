import type { Decorator } from "@storybook/react-vite";
import { type Query, useIsFetching, useQueryClient } from "@tanstack/react-query";

/**
 * Shows how many of the story's queries have their answer, so a play function can wait for the answers
 * to be in (and rendered: the probe re-renders in the same batch as the screen) before it checks what
 * the screen does with them, even when that is to show nothing. The session check every story's page
 * makes (the wishlist's hearts read it) is not the screen's, and is not counted.
 */
const isScreenQuery = (query: Query) => !query.queryKey.includes("/auth/verify");

function QueryProbe() {
  const fetching = useIsFetching({ predicate: isScreenQuery });
  const settled = useQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => isScreenQuery(query) && query.state.status !== "pending").length;
  // Test wiring, not part of the screen: hidden from the canvas, its screenshots and screen readers.
  return <p data-testid="queries" hidden>{`${settled} settled, ${fetching} fetching`}</p>;
}

/** Story decorator: the story, then the query probe. */
export const withQueryProbe: Decorator = (Story) => (
  <>
    <Story />
    <QueryProbe />
  </>
);
