import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { Spinner } from "../../components/Spinner";
import { billMessages as m } from "./billMessages";
import { offerBenefit, offerTerms } from "./offerText";
import * as styles from "./OffersDialog.css";

/** GET /offers: the same for everyone, so cached like the catalogue (the client's default stale time). */
export const offersOptions = (hooks: ApiQueryClient) => hooks.queryOptions("get", "/offers");

export interface OffersDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The code applied now ("" for none): its card says Applied instead of offering Apply. */
  appliedCode: string;
  /** Applies a code as if typed (the dialog closes first, so the outcome shows by the coupon field). */
  onApply: (code: string) => void;
}

/**
 * "View offers": the shop's current coupons (asked for when first opened), each with what it gives, its
 * terms and Apply. Which of them suit the bag is the server's to say when one is applied.
 */
export function OffersDialog({ isOpen, onOpenChange, appliedCode, onApply }: OffersDialogProps) {
  const { hooks } = useApi();
  const offers = useQuery({ ...offersOptions(hooks), enabled: isOpen });

  let body: ReactNode;
  if (offers.isPending) {
    body = <Spinner label={m.offersLoading} />;
  } else if (offers.isError) {
    body = (
      <div className={styles.problem} role="alert">
        <p className={styles.text}>{m.offersFailed}</p>
        <Button variant="secondary" onPress={() => offers.refetch()} isPending={offers.isFetching}>
          Try Again
        </Button>
      </div>
    );
  } else if (offers.data.data.length === 0) {
    body = <p className={styles.text}>{m.noOffers}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label="Coupons you can use">
        {offers.data.data.map((offer) => (
          <li key={offer.code} className={styles.offer}>
            <div className={styles.about}>
              <p className={styles.code}>{offer.code}</p>
              <p className={styles.benefit}>{offerBenefit(offer)}</p>
              <ul className={styles.terms}>
                {offerTerms(offer).map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </div>
            {offer.code === appliedCode.toUpperCase() ? (
              <p className={styles.applied}>{m.offerApplied}</p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Apply ${offer.code}`}
                onPress={() => {
                  onOpenChange(false);
                  onApply(offer.code);
                }}
              >
                Apply
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={m.offersTitle} size="sm">
      {body}
    </ModalDialog>
  );
}
