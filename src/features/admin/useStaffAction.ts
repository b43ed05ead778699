import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/Toast";
import { useApi } from "../../api/ApiProvider";
import { errorMessage, isApiError } from "../../api/errors";
import { pathKey, readAgainAfterChange } from "../../api/queryClient";
import type { Order } from "../../api/types";
import { STAFF_ACTION_SPECS, type StaffActionBody, type StaffActionName } from "./staffActions";
import { staffMessages } from "./staffMessages";
import { staffOrderOptions } from "./staffOrdersQuery";

export interface StaffActionState {
  /** Sends one action; resolves with the order in its new state, rejects with the server's refusal. */
  run: (body: StaffActionBody) => Promise<Order>;
  /** The action being sent now, if any (its button shows progress; the others wait). */
  pending: StaffActionName | null;
}

/**
 * POST /admin/orders/{id}/actions for `order`. Success: a toast, the answered order becomes the cached
 * detail and every list is read again (the order's row moved or changed status), and so are the print
 * files (a confirm starts them). A refusal (409: the
 * order moved on elsewhere, so the buttons were out of date) refreshes the detail and the lists too, so
 * staff see where the order stands; the caller shows the server's message.
 */
export function useStaffAction(order: Pick<Order, "_id">): StaffActionState {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const detailKey = staffOrderOptions(hooks, order._id).queryKey;
  const refreshLists = () => readAgainAfterChange(queryClient, { queryKey: pathKey("get", "/admin/orders") });

  const mutation = hooks.useMutation("post", "/admin/orders/{id}/actions", {
    onSuccess: (answer, variables) => {
      queryClient.setQueryData(detailKey, answer);
      void refreshLists();
      // A confirmed customised order starts making its print files: the panel asks for them again.
      void readAgainAfterChange(queryClient, { queryKey: pathKey("get", "/admin/orders/{id}/print-files") });
      toast.success(`Order ${answer.data.orderNumber}: ${STAFF_ACTION_SPECS[variables.body.action].done}.`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void readAgainAfterChange(queryClient, { queryKey: detailKey });
        void refreshLists();
      }
    },
  });

  return {
    run: async (body) => {
      const answer = await mutation.mutateAsync({ params: { path: { id: order._id } }, body });
      return answer.data;
    },
    pending: mutation.isPending ? (mutation.variables?.body.action ?? null) : null,
  };
}

/** The words of a refused action: the server's own reason, else a general failure. */
export const actionFailureText = (error: unknown) => errorMessage(error, staffMessages.actionFailed);
