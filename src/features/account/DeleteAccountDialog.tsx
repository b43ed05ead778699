import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { FormError } from "../../components/Form";
import { ERASED, KEPT, privacyScreenMessages } from "./accountDeletion";
import * as styles from "./Privacy.css";
import { useDeleteAccount } from "./usePrivacy";

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** After the account is deleted and the session is a guest's. */
  onDeleted: () => void;
}

/**
 * "Delete your account?" (an alert dialog; Keep my account has focus first): says what is erased and what is
 * kept before anything happens (docs/decisions/personal-data.md#deleting-an-account), then DELETE /account.
 */
export function DeleteAccountDialog({ isOpen, onClose, onDeleted }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount(onDeleted);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({});
    } catch (error) {
      setFailure(errorMessage(error, privacyScreenMessages.deleteFailed));
    }
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
      title="Delete your account?"
      isBusy={remove.isPending}
    >
      <div className={styles.dialogBody}>
        <p className={styles.text}>This cannot be undone. We will erase:</p>
        <ul className={styles.list} aria-label="What is erased">
          {ERASED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.text}>We keep, because the law requires it:</p>
        <ul className={styles.list} aria-label="What is kept">
          {KEPT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <FormError form={{ formError: failure }} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" autoFocus onPress={close} isDisabled={remove.isPending}>
            Keep my account
          </Button>
          <Button onPress={confirm} isDisabled={remove.isPending}>
            {remove.isPending ? "Deleting…" : "Delete my account"}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
