import { useState } from "react";
import { useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import type { Size } from "../../api/types";
import { useLoginGate } from "./useLoginGate";

const RESTOCK_FAILED = "Could not set up the alert. Please try again later.";

/** The query parameter that holds a chosen size across a sign-in (the page preselects it on return). */
export const SIZE_PARAM = "size";

export interface RestockOutcome {
  tone: "success" | "danger";
  message: string;
}

/**
 * "Notify me" for sizes of one variant: POST /product/{productId}/restock-alerts for a signed-in shopper,
 * the server's answer as the outcome. A guest is asked to sign in (the shell's login popup) with the size
 * written into the page's URL first, so the sign-in brings them back to this page with that size chosen.
 */
export function useRestockAlert(productId: string, variantId: string) {
  const { hooks } = useApi();
  const requireLogin = useLoginGate();
  const [, setSearchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<RestockOutcome | null>(null);
  const mutation = hooks.useMutation("post", "/product/{productId}/restock-alerts", {
    onSuccess: (answer) => setOutcome({ tone: "success", message: answer.message }),
    onError: (error) => setOutcome({ tone: "danger", message: errorMessage(error, RESTOCK_FAILED) }),
  });

  const notify = (size: Size) => {
    if (!requireLogin()) {
      setSearchParams(
        (params) => {
          params.set(SIZE_PARAM, size);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    setOutcome(null);
    mutation.mutate({ params: { path: { productId } }, body: { variantId, size } });
  };

  return {
    notify,
    outcome,
    /** The size whose alert is being set up, if any. */
    pendingSize: mutation.isPending ? mutation.variables?.body.size : undefined,
  };
}
