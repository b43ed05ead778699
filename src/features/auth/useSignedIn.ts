import type { User } from "../../api/types";
import { useSetSessionUser } from "../../session/session";
import { type BagMerge, useBagMerged } from "../bag";

/** What login, sign-up and social login answer (the contract's AuthUserResponse). */
export interface SignedInAnswer {
  user: User;
  /** What became of the guest's bag, when the browser held one. */
  bag?: BagMerge;
}

/**
 * After any sign-in: the session holds the user (every reader re-renders signed in), and the cart is the
 * account's now, with the guest's bag merged in by the server (anything not carried over is said).
 */
export function useSignedIn(): (answer: SignedInAnswer) => void {
  const setSessionUser = useSetSessionUser();
  const bagMerged = useBagMerged();
  return (answer) => {
    setSessionUser(answer.user);
    bagMerged(answer.bag);
  };
}
