import { HydrationBoundary } from "@tanstack/react-query";
import { data, redirect } from "react-router";
import { callout } from "../../design/callout.css";
import { cartFailureText, cartMessages } from "../../features/bag";
import {
  type CartLineRefusal,
  LINE_FIELD,
  LINE_INTENT,
  QUANTITY_FIELD,
  REMOVE,
  SET_QUANTITY,
} from "../../features/cart/cartForm";
import { makeQueryClient } from "../../api/queryClient";
import { CartScreen } from "../../features/cart/CartScreen";
import { prefetchCartPage } from "../../features/cart/prefetchCartPage";
import { fetchSessionUser } from "../../session/session";
import { apiFrom, apiHooksFrom } from "../apiContext";
import { cookiesFrom, failureStatus, formText, formWholeNumber } from "../formActions";
import type { Route } from "./+types/cart";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [
    { title: "Shopping Bag | Rangrez" },
    {
      name: "description",
      content:
        "Your Rangrez shopping bag: choose sizes and quantities, the delivery address, gift wrap and a coupon, and see the price details before you place the order.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// /cart and /addtocart (the same screen). The cart (a shopper's, or a guest's bag), a shopper's address book
// and the first bill are in the first HTML (their cookie goes along to the in-process API; see
// prefetchCartPage). Later bills are quoted in the browser, for the lines, coupon and address the shopper
// settles on.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks)
    await prefetchCartPage(hooks, queryClient, (await fetchSessionUser(hooks, queryClient)) !== null);
  return { dehydratedState: dehydratePageData(queryClient) };
}

/**
 * A line's quantity or Remove, posted before the page's code has arrived or without JavaScript
 * (docs/decisions/forms-before-hydration.md): the same calls the hydrated bag makes (PATCH and DELETE
 * /cart/items/{lineId}, in-process as the shopper), so the contract's check and the cart's limits apply;
 * then the bag again (a redirect: a reload changes nothing), or, refused, the bag with the cart's message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const api = apiFrom(context);
  if (!api) throw new Response(null, { status: 405 });
  const form = await request.formData();
  const path = { params: { path: { lineId: formText(form, LINE_FIELD) } } };
  const intent = formText(form, LINE_INTENT);
  try {
    let response: Response;
    if (intent === REMOVE) {
      ({ response } = await api.DELETE("/cart/items/{lineId}", path));
    } else if (intent === SET_QUANTITY) {
      const quantity = formWholeNumber(form, QUANTITY_FIELD, Number.NaN);
      ({ response } = await api.PATCH("/cart/items/{lineId}", { ...path, body: { quantity } }));
    } else {
      return data<CartLineRefusal>({ error: cartMessages.updateFailed }, { status: 400 });
    }
    return redirect(new URL(request.url).pathname, { headers: cookiesFrom(response) });
  } catch (error) {
    const fallback = intent === REMOVE ? cartMessages.removeFailed : cartMessages.updateFailed;
    return data<CartLineRefusal>(
      { error: cartFailureText(error, fallback) },
      { status: failureStatus(error) },
    );
  }
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {actionData?.error ? (
        <p className={callout({ tone: "danger" })} role="alert">
          {actionData.error}
        </p>
      ) : null}
      <CartScreen />
    </HydrationBoundary>
  );
}
