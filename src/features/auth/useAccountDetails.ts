// My Account › Your details' server state (docs/decisions/personal-data.md#correction): the name and phone
// (PUT /account/details), and the email with a code mailed to the new address (POST /account/email/code,
// then PUT /account/email). Each answer is the account as the session check answers it, so it replaces
// the session's user: the header, the profile drawer and the checkout's prefill show the corrected values
// at once.
import { useApi } from "../../api/ApiProvider";
import { useSetSessionUser } from "../../session/session";

export function useSaveDetails() {
  const { hooks } = useApi();
  const setSessionUser = useSetSessionUser();
  return hooks.useMutation("put", "/account/details", {
    onSuccess: ({ user }) => setSessionUser(user),
  });
}

export function useSendEmailCode() {
  const { hooks } = useApi();
  return hooks.useMutation("post", "/account/email/code");
}

export function useChangeEmail() {
  const { hooks } = useApi();
  const setSessionUser = useSetSessionUser();
  return hooks.useMutation("put", "/account/email", {
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
