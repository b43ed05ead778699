import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { productOptions, type ProductAnswer } from "./productQuery";
import { withReview } from "./reviewCache";

/** POST /product/{productId}/addreview; the answer goes straight into the cached product (no refetch). */
export function useAddReview(productId: string) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = productOptions(hooks, productId);
  const mutation = hooks.useMutation("post", "/product/{productId}/addreview", {
    onSuccess: (answer) => {
      queryClient.setQueryData<ProductAnswer>(queryKey, (cached) =>
        cached ? withReview(cached, answer) : cached,
      );
    },
  });
  return (review: { rating: number; comment: string }) =>
    mutation.mutateAsync({ params: { path: { productId } }, body: review });
}
