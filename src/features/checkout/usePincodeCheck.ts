import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import type { FormApi } from "../../components/Form";
import { PINCODE_RULE } from "../../lib/accountRules";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { ShippingValues } from "./shippingForm";

/** Whether we deliver to the form's pincode: not known yet (typing, checking, failed), yes or no. */
export type Serviceability = "unknown" | "serviceable" | "unserviceable";

/** A pincode's city and state do not move: one lookup per pincode and visit is enough. */
const PINCODE_STALE_MS = 60 * 60_000;
/** Whether we deliver to a pincode changes a few times a year: asked again after a few minutes, not at
 * once after the page that came with the answer has hydrated (one more request and render of the form). */
const SERVICEABILITY_STALE_MS = 5 * 60_000;

/**
 * The two questions the checkout asks of a well-formed pincode: its city and state, and whether we deliver
 * there. The same queries whether the server asks them for the first HTML (the prefilled address's
 * pincode) or the browser as the shopper types.
 */
export function pincodeCheckOptions(hooks: ApiQueryClient, pin: string) {
  const path = { params: { path: { pin } } };
  return {
    lookup: hooks.queryOptions("get", "/pincode/{pin}", path, { retry: false, staleTime: PINCODE_STALE_MS }),
    delivery: hooks.queryOptions("get", "/pincode/{pin}/serviceability", path, {
      retry: false,
      staleTime: SERVICEABILITY_STALE_MS,
    }),
  };
}

export interface PincodeCheck {
  serviceability: Serviceability;
  isChecking: boolean;
  /** Why the pincode's city and state are not known: not found, or the lookup failed. */
  lookupProblem: string | undefined;
  /** The well-formed pincode checked, for the quote (its delivery estimate and COD), else undefined. */
  checkedPincode: string | undefined;
}

/** 'Invalid pincode or details not found.' for an unknown pincode (404, or refused as malformed), else the lookup's failure. */
function problemOf(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return messages.pincodeNotFound;
  return messages.pincodeLookupFailed;
}

/**
 * The checkout's pincode: GET /pincode/{pin} fills City and State (read-only) once a complete pincode is
 * typed, and GET /pincode/{pin}/serviceability says whether we deliver there. Both are keyed by the
 * pincode, so typing a new one resets serviceability to unknown until its own answer comes.
 */
export function usePincodeCheck(form: FormApi<ShippingValues>): PincodeCheck {
  const { hooks } = useApi();
  const pincode = form.values.pincode.trim();
  const complete = pincode.length === 6;
  const wellFormed = PINCODE_RULE.test(pincode);
  const options = pincodeCheckOptions(hooks, pincode);
  const lookup = useQuery({ ...options.lookup, enabled: wellFormed });
  const delivery = useQuery({ ...options.delivery, enabled: wellFormed });
  const found = wellFormed ? lookup.data?.data : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per answer, not on every render
  useEffect(() => {
    if (found && found.pincode === pincode) form.setValues({ city: found.city, state: found.state });
  }, [found]);

  let lookupProblem: string | undefined;
  if (complete && !wellFormed) lookupProblem = messages.pincodeNotFound;
  else if (wellFormed && lookup.isError) lookupProblem = problemOf(lookup.error);
  else if (wellFormed && delivery.isError) lookupProblem = problemOf(delivery.error);

  const answer = wellFormed && !lookup.isError ? delivery.data?.isServiceable : undefined;
  return {
    serviceability: answer === undefined ? "unknown" : answer ? "serviceable" : "unserviceable",
    isChecking: wellFormed && (lookup.isFetching || delivery.isFetching),
    lookupProblem,
    checkedPincode: wellFormed ? pincode : undefined,
  };
}
