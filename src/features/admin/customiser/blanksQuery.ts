// The customiser blanks screen's read and writes (GET /admin/customiser/blanks, PATCH a colour's stock and a
// garment's prices). Staff read the counts as they are now, so the list is never served from cache
// (staleTime 0); a save puts the server's answer into it, so the other rows keep what staff are typing.
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../api/ApiProvider";
import type { ApiQueryClient } from "../../../api/client";
import type { CustomiserPricing, StaffBlank, StaffBlankColor } from "../../../api/types";
import { retryUnlessRefused } from "../staffOrdersQuery";

export function staffBlanksOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions(
    "get",
    "/admin/customiser/blanks",
    {},
    { staleTime: 0, retry: retryUnlessRefused },
  );
}

type BlanksAnswer = { success: true; data: StaffBlank[] };

/** The list with `change` made to each garment. */
function useUpdateBlanks() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = staffBlanksOptions(hooks);
  return (change: (blank: StaffBlank) => StaffBlank) =>
    queryClient.setQueryData(queryKey, (old: BlanksAnswer | undefined) =>
      old ? { ...old, data: old.data.map(change) } : old,
    );
}

/** Saves one colour's counts; the answer (every size as saved) replaces the colour in the list. */
export function useBlankStockSave() {
  const { hooks } = useApi();
  const update = useUpdateBlanks();
  return hooks.useMutation("patch", "/admin/customiser/blanks/{variantId}/stock", {
    onSuccess: (answer) => {
      const saved: StaffBlankColor = answer.data;
      update((blank) => ({
        ...blank,
        colors: blank.colors.map((c) => (c.variantId === saved.variantId ? saved : c)),
      }));
    },
  });
}

/** Saves a garment's prices; the answer replaces them in the list. */
export function useBlankPricingSave(type: StaffBlank["type"]) {
  const { hooks } = useApi();
  const update = useUpdateBlanks();
  return hooks.useMutation("patch", "/admin/customiser/pricing/{type}", {
    onSuccess: (answer) => {
      const pricing: CustomiserPricing = answer.data;
      update((blank) => (blank.type === type ? { ...blank, pricing } : blank));
    },
  });
}
