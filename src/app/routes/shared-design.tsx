import { HydrationBoundary } from "@tanstack/react-query";
import { data } from "react-router";
import { isApiError } from "../../api/errors";
import { makeQueryClient } from "../../api/queryClient";
import { SharedDesignScreen, sharedDesignCardPath, sharedDesignOptions } from "../../features/designs";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import { brand } from "../../lib/brand";
import { DESIGN_CARD, designCardSide } from "../../lib/design/designCard";
import { publicOriginFrom, serverApiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/shared-design";

/**
 * /customized/d/{id}, server-rendered: a design its owner shares is in the first HTML with its Open Graph
 * card, whose picture is the design itself drawn on its garment (GET /customized/shared/{id}/card,
 * docs/decisions/customiser-design.md#the-share-pages-picture), so a link pasted in a chat shows it. A design that is not shared (or no longer) is the not-found
 * page with 404, as one that never existed. Shoppers' designs are not for search engines: noindex.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const origin = publicOriginFrom(context);
  try {
    const answer = await queryClient.fetchQuery(sharedDesignOptions(serverApiHooksFrom(context), params.id));
    const design = answer.data;
    const garment = design.type === "hoodie" ? "hoodie" : "T-shirt";
    return {
      notFound: false as const,
      dehydratedState: dehydratePageData(queryClient),
      card: {
        title: design.name ?? `A custom ${garment} design`,
        image: `${origin}${sharedDesignCardPath(design._id)}`,
        imageAlt: `A ${design.color} ${garment} with the design printed on its ${designCardSide(design.sides)}`,
        url: `${origin}/customized/d/${encodeURIComponent(design._id)}`,
      },
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      console.warn(`404: no shared design at ${new URL(request.url).pathname}`);
      return data({ notFound: true as const }, { status: 404 });
    }
    return { notFound: false as const, dehydratedState: dehydratePageData(queryClient), card: null };
  }
}

/**
 * Withdrawn the moment its owner stops sharing it, as its API answer is: a page marked private is never kept
 * for other guests (server/guestPages.ts) nor by any cache on the way
 * (docs/decisions/customiser-design.md#saved-designs-and-sharing).
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.notFound) {
    return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  }
  const { card } = loaderData;
  const title = `${card?.title ?? "A custom design"} | ${brand.name}`;
  const description = `A design made with the ${brand.name} customiser. Make it yours: change it and order it in your size.`;
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(card
      ? [
          { property: "og:url", content: card.url },
          { property: "og:image", content: card.image },
          { property: "og:image:type", content: "image/webp" },
          { property: "og:image:width", content: String(DESIGN_CARD.width) },
          { property: "og:image:height", content: String(DESIGN_CARD.height) },
          { property: "og:image:alt", content: card.imageAlt },
        ]
      : []),
  ];
}

export default function SharedDesign({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundScreen />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SharedDesignScreen />
    </HydrationBoundary>
  );
}
