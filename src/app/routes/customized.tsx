import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { CustomiserScreen } from "../../features/customiser/CustomiserScreen";
import {
  graphicCategoriesOptions,
  graphicsOptions,
  shirtImagesOptions,
} from "../../features/customiser/customiserQueries";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/customized";

export function meta() {
  return [
    { title: "Design Your Own Hoodie or T-Shirt | Rangrez" },
    {
      name: "description",
      content:
        "Custom printed hoodies and T-shirts: choose the colour and size, add graphics, your words or your own picture on the front and back, and order it printed.",
    },
  ];
}

/**
 * The customiser's first paint is the server's: the hoodie's blanks, colours and prices, the graphic
 * categories and the first category's graphics, under the keys the screen reads. A failed call is not
 * fatal: the screen shows its own words and the browser asks again. A reopened design (?design=) is the
 * shopper's own and is fetched by the browser.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) {
    const [, categories] = await Promise.all([
      queryClient.prefetchQuery(shirtImagesOptions(hooks, "hoodie")),
      queryClient.fetchQuery(graphicCategoriesOptions(hooks)).catch(() => null),
    ]);
    const first = categories?.data[0]?._id;
    if (first) await queryClient.prefetchQuery(graphicsOptions(hooks, first));
  }
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function Customized({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CustomiserScreen />
    </HydrationBoundary>
  );
}
