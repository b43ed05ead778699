import type { Decorator } from "@storybook/react-vite";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";

/**
 * Shows how many of the story's queries have their answer, so a play function can wait for the answers
 * to be in (and rendered: the probe re-renders in the same batch as the screen) before it checks what
 * the screen does with them, even when that is to show nothing.
 */
function QueryProbe() {
  const fetching = useIsFetching();
  const settled = useQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== "pending").length;
  return <p data-testid="queries">{`${settled} settled, ${fetching} fetching`}</p>;
}

/** Story decorator: the story, then the query probe. */
export const withQueryProbe: Decorator = (Story) => (
  <>
    <Story />
    <QueryProbe />
  </>
);
