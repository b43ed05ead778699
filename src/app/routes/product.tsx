import { memo } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isApiError } from "../../api/errors";
import type { Size } from "../../api/types";
import { browserApi } from "../../api/ApiProvider";
import { makeQueryClient, STALE_TIME_DEFAULT_MS } from "../../api/queryClient";
import { checkoutPath, productPath } from "../../lib/paths";
import { cartFailureText, cartMessages } from "../../features/bag";
import { SELECT_SIZE } from "../../features/product/PurchasePanel";
import {
  ADDED_PARAM,
  BUY_NOW,
  INTENT,
  type PurchaseRefusal,
  QUANTITY_FIELD,
  SIZE_FIELD,
} from "../../features/product/purchaseForm";
import { preloadProductParts } from "../../features/product/deferredParts";
import { PINCODE_PARAM, serviceabilityOptions } from "../../features/product/DeliveryCheck";
import { ProductScreen } from "../../features/product/ProductScreen";
import { PINCODE_RULE } from "../../lib/accountRules";
import {
  type ProductAnswer,
  productOf,
  productOptions,
  variantOf,
} from "../../features/product/productQuery";
import { productSeo } from "../../features/product/productSeo";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import type { Route } from "./+types/product";
import { apiFrom, publicOriginFrom, serverApiHooksFrom } from "../apiContext";
import { cookiesFrom, failureStatus, formText, formWholeNumber } from "../formActions";
import { pageQueryClient } from "../pageQueryClient";
import { dehydratePageData } from "../shellData";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyProductScreen = memo(ProductScreen);

/**
 * The product page, server-rendered: the product is prefetched under the key the screen reads. An unknown
 * product answers the not-found screen with 404; an unknown variant of a known one redirects (302) to its
 * first variant. Any other failure is not fatal: the screen shows its own error and the browser retries.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = serverApiHooksFrom(context);
  const options = productOptions(hooks, params.productId);
  // The delivery check sent as a form before the page's code arrived (or without JavaScript): answered in
  // the page (docs/decisions/forms-before-hydration.md).
  const pincode = new URL(request.url).searchParams.get(PINCODE_PARAM)?.trim();
  const delivery =
    pincode && PINCODE_RULE.test(pincode)
      ? queryClient.prefetchQuery(serviceabilityOptions(hooks, pincode))
      : null;
  try {
    const product = productOf(await queryClient.fetchQuery(options));
    await delivery;
    const variant = variantOf(product, params.variantId);
    if (!variant) throw redirect(productPath(product._id, product.variantId), 302);
    return {
      notFound: false as const,
      dehydratedState: dehydratePageData(queryClient),
      seo: productSeo(product, variant, publicOriginFrom(context)),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      console.warn(`404: no product at ${new URL(request.url).pathname}`);
      return data({ notFound: true as const }, { status: 404 });
    }
    return { notFound: false as const, dehydratedState: dehydratePageData(queryClient), seo: null };
  }
}

/**
 * The purchase form as posted before the page's code has arrived, or without JavaScript
 * (docs/decisions/forms-before-hydration.md). Add to Cart calls the same API the hydrated page calls
 * (POST /cart/items, in-process as the shopper: their cart, or their guest bag, opened by a first add),
 * so the contract's check and the cart's limits apply; then the page is shown again (a redirect, so a
 * reload adds nothing) saying so, with the bag's cookie when the add opened one. Buy Now goes to the
 * checkout, as it does hydrated. No size: the page again with 'Please select a size.'; a refused add,
 * with the cart's message.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const api = apiFrom(context);
  if (!api) throw new Response(null, { status: 405 });
  const form = await request.formData();
  const size = formText(form, SIZE_FIELD) as Size;
  const quantity = formWholeNumber(form, QUANTITY_FIELD, 1);
  if (!size) return data<PurchaseRefusal>({ sizeError: SELECT_SIZE }, { status: 400 });
  if (formText(form, INTENT) === BUY_NOW) {
    return redirect(checkoutPath(params.productId, params.variantId, size, quantity));
  }
  try {
    const { response } = await api.POST("/cart/items", {
      body: { productId: params.productId, variantId: params.variantId, size, quantity },
    });
    const added = new URLSearchParams({ [ADDED_PARAM]: size });
    return redirect(`${productPath(params.productId, params.variantId)}?${added}`, {
      headers: cookiesFrom(response),
    });
  } catch (error) {
    const message = cartFailureText(error, cartMessages.productAddFailed);
    return data<PurchaseRefusal>({ error: message }, { status: failureStatus(error) });
  }
}

/**
 * A client-side navigation to a product fetches the code of the page's deferred parts (reviews, similar
 * products, details) alongside its data, so the page appears whole. A product prefetched on the shopper's
 * intent (docs/decisions/prefetching-next-pages.md) is in the page's query cache already: while it is
 * fresh the page opens from there, without a round trip. The first page load never runs this: it renders
 * the server's data and hydrates those parts when their code arrives.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const prefetched = freshProduct(params.productId);
  const variant = prefetched && variantOf(prefetched, params.variantId);
  if (prefetched && variant) {
    await preloadProductParts();
    return {
      notFound: false as const,
      dehydratedState: undefined,
      seo: productSeo(prefetched, variant, window.location.origin),
    };
  }
  const [answer] = await Promise.all([serverLoader(), preloadProductParts()]);
  return answer;
}

/** The product in the page's query cache, if it is fresh: fetched within the cache's freshness time and not
 * invalidated since. */
function freshProduct(productId: string) {
  const query = pageQueryClient()
    .getQueryCache()
    .find<ProductAnswer>({ queryKey: productOptions(browserApi().hooks, productId).queryKey, exact: true });
  if (!query?.state.data || query.isStaleByTime(STALE_TIME_DEFAULT_MS)) return undefined;
  return productOf(query.state.data);
}

/** Changing colour changes only the variant in the URL: the product is in the cache already. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.productId === nextParams.productId) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.notFound) {
    return [{ title: "Page not found | Rangrez" }, { name: "robots", content: "noindex" }];
  }
  const { seo } = loaderData;
  if (!seo) return [{ title: "Product | Rangrez" }];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    { "script:ld+json": seo.jsonLd },
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundScreen />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadyProductScreen />
    </HydrationBoundary>
  );
}
