import { memo, useState } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { errorMessage } from "../../api/errors";
import type { User } from "../../api/types";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { OpenedOnce } from "../../components/LazyPart";
import { Spinner } from "../../components/Spinner";
import {
  ADDRESS_TYPE_LABELS,
  type Address,
  type AddressFormTarget,
  addressBookMessages,
  addressHeading,
  addressPath,
  LazyAddressFormDialog,
  useSetDefaultAddress,
} from "../account";
import { cartMessages, cartToast } from "../bag";
import * as styles from "./DeliveryAddress.css";

export interface DeliveryAddressProps {
  user: User;
  /** The book, default first; undefined while it loads. */
  addresses: readonly Address[] | undefined;
  isError: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
}

/**
 * Where the order goes, from the shopper's address book: choose one, add one (name and
 * phone start from the profile), edit one (it is updated in place), make one the default. Saving says
 * 'Address saved successfully' or 'Failed to save address' in the cart's toasts. Not rendered again by
 * the bill's answers beside it (memo: its props stay the same).
 */
export const DeliveryAddress = memo(function DeliveryAddress({
  user,
  addresses,
  isError,
  chosenId,
  onChoose,
}: DeliveryAddressProps) {
  const [formTarget, setFormTarget] = useState<AddressFormTarget | null>(null);
  const setDefault = useSetDefaultAddress();

  const openAdd = () =>
    setFormTarget({
      kind: "add",
      isFirst: (addresses ?? []).length === 0,
      prefill: { name: user.name, phoneNumber: user.phone },
    });

  const makeDefault = (address: Address) =>
    setDefault.mutate(addressPath(address._id), {
      onSuccess: () => cartToast.success(addressBookMessages.defaultSet),
      onError: (error) => cartToast.error(errorMessage(error, addressBookMessages.defaultFailed)),
    });

  let body: React.ReactNode;
  if (isError) {
    body = <p className={styles.note}>{addressBookMessages.loadFailed}</p>;
  } else if (!addresses) {
    body = <Spinner label="Loading addresses" size="sm" />;
  } else if (addresses.length === 0) {
    body = <p className={styles.note}>{cartMessages.noAddress}</p>;
  } else {
    body = (
      <RadioGroup
        aria-labelledby="delivery-address-title"
        value={chosenId}
        onChange={onChoose}
        className={styles.list}
      >
        {addresses.map((address) => {
          const { title, lines } = addressHeading(address);
          return (
            <div key={address._id} className={styles.option}>
              <Radio value={address._id} className={styles.radio}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.text}>
                  <span className={styles.titleRow}>
                    <strong>{title}</strong>
                    <Badge>{ADDRESS_TYPE_LABELS[address.addressType]}</Badge>
                    {address.isDefault ? <Badge tone="success">Default</Badge> : null}
                  </span>
                  <span className={styles.lines}>{lines.join(", ")}</span>
                  {address.phoneNumber ? (
                    <span className={styles.lines}>{`Phone: ${address.phoneNumber}`}</span>
                  ) : null}
                </span>
              </Radio>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${title}`}
                  onPress={() => setFormTarget({ kind: "edit", address })}
                >
                  Edit
                </Button>
                {address.isDefault ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Set ${title} as default`}
                    onPress={() => makeDefault(address)}
                    isDisabled={setDefault.isPending}
                  >
                    Set as default
                  </Button>
                )}
              </div>
            </div>
          );
        })}
      </RadioGroup>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="delivery-address-title">
      <div className={styles.header}>
        <h2 id="delivery-address-title" className={styles.title}>
          Delivery Address
        </h2>
        {addresses ? (
          <Button size="sm" variant="secondary" onPress={openAdd}>
            Add New Address
          </Button>
        ) : null}
      </div>
      {body}
      <OpenedOnce isOpen={formTarget !== null}>
        <LazyAddressFormDialog
          target={formTarget}
          onClose={() => setFormTarget(null)}
          onSaved={() => {
            setFormTarget(null);
            cartToast.success(cartMessages.addressSaved);
          }}
          onSaveFailed={() => cartToast.error(cartMessages.addressSaveFailed)}
        />
      </OpenedOnce>
    </section>
  );
});
