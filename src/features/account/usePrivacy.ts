// My Account › Privacy's server state (docs/decisions/personal-data.md): the choice about offers by email
// (GET /account/privacy, PUT /account/privacy/marketing), the download of the shopper's data, and the
// deletion of the account, after which the session is a guest's and nothing of the shopper stays cached.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { useSetSessionUser } from "../../session/session";
import { retryAddresses } from "./useAddressBook";

export function privacyOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/account/privacy", undefined, { retry: retryAddresses });
}

/** The shopper's choice; only asked for when `enabled` (a signed-in session). */
export function usePrivacySettings(enabled: boolean) {
  const { hooks } = useApi();
  return useQuery({ ...privacyOptions(hooks), enabled });
}

/** PUT /account/privacy/marketing: the answer replaces the cached choice. */
export function useSetMarketingConsent() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return hooks.useMutation("put", "/account/privacy/marketing", {
    onSuccess: ({ data }) => {
      queryClient.setQueryData(privacyOptions(hooks).queryKey, { success: true as const, data });
    },
  });
}

/** The file the browser saves: the answer's own name, else one of today. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return named?.[1] ?? `rangrez-my-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Hands `text` to the browser as a download named `name`. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET /account/privacy/export, saved as a JSON file; answers the file's name. */
export function useDownloadMyData() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async () => {
      const { data, error, response } = await client.GET("/account/privacy/export");
      if (error || !data) throw error ?? new Error("The download came back empty");
      const name = fileNameOf(response);
      saveFile(name, `${JSON.stringify(data, null, 2)}\n`);
      return name;
    },
  });
}

/** DELETE /account; on success the session is a guest's and the cache is dropped. */
export function useDeleteAccount(onDeleted: () => void) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return hooks.useMutation("delete", "/account", {
    onSuccess: () => {
      setSessionUser(null);
      queryClient.clear();
      setSessionUser(null);
      onDeleted();
    },
  });
}
