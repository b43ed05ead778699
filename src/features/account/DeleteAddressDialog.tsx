import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { FormError } from "../../components/Form";
import * as styles from "./AddressBook.css";
import { AddressLines } from "./AddressCard";
import { type Address, addressBookMessages } from "./addressBook";
import { addressPath, useDeleteAddress } from "./useAddressBook";

export interface DeleteAddressDialogProps {
  /** Asks about this address; closed when null. */
  address: Address | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Delete this address?" (an alert dialog; Cancel has focus first): DELETE /addresses/{id}. */
export function DeleteAddressDialog({ address, onClose, onDeleted }: DeleteAddressDialogProps) {
  const remove = useDeleteAddress();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!address) return;
    setFailure(null);
    try {
      await remove.mutateAsync(addressPath(address._id));
      remove.reset();
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, addressBookMessages.deleteFailed));
    }
  };

  return (
    <ModalDialog
      isOpen={address !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
      size="sm"
      title="Delete this address?"
      isBusy={remove.isPending}
    >
      {address ? (
        <>
          <AddressLines address={address} />
          {address.isDefault ? (
            <p className={styles.hint}>Your newest other address will become the default.</p>
          ) : null}
          <FormError form={{ formError: failure }} />
          <div className={styles.dialogActions}>
            <Button variant="secondary" autoFocus onPress={close} isDisabled={remove.isPending}>
              Cancel
            </Button>
            <Button onPress={confirm} isDisabled={remove.isPending}>
              {remove.isPending ? "Deleting…" : "Delete"}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
