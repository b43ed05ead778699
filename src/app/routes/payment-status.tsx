import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { PaymentStatusScreen } from "../../features/checkout/PaymentStatusScreen";
import { requireShopper } from "../shopperLoader";
import type { Route } from "./+types/payment-status";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [{ title: "Payment in Progress | Rangrez" }, { name: "robots", content: "noindex" }];
}

// Where the gateway sends the shopper back: a guest logs in first. The payment is confirmed from the
// browser (POST /order/status, polled while pending), so the first HTML already says 'Payment in Progress'.
export async function loader(args: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  await requireShopper(args, queryClient);
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PaymentStatusScreen />
    </HydrationBoundary>
  );
}
