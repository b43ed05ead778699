// After a sign-in (login, sign-up, social login): the server has merged the guest's bag into the account's
// cart, so the cached cart (the guest's) is forgotten and every bill asked again; what could not be carried
// over whole is said in one toast that stays long enough to read.
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { pathKey, readAgainAfterChange } from "../../api/queryClient";
import type { components } from "../../api/schema";
import { toast } from "../../components/Toast";
import { cartMessages } from "./cartMessages";
import { cartOptions } from "./cartQuery";

export type BagMerge = components["schemas"]["BagMerge"];

/** Long enough to read two or three sentences. */
export const BAG_NOTES_TOAST_MS = 12_000;

export function useBagMerged(): (bag: BagMerge | undefined) => void {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return (bag) => {
    queryClient.removeQueries({ queryKey: cartOptions(hooks).queryKey });
    void readAgainAfterChange(queryClient, { queryKey: pathKey("post", "/checkout/quote") });
    if (bag && bag.notes.length > 0) {
      toast.warning(cartMessages.bagChanged, {
        description: bag.notes.join(" "),
        duration: BAG_NOTES_TOAST_MS,
      });
    }
  };
}
