import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import * as styles from "./HeadlinesScreen.css";

/** The words of one kind of thing's removal ("Remove this headline?", "Headline removed."). */
export interface RemoveWords {
  removeTitle: string;
  cancel: string;
  remove: string;
  removing: string;
  removed: string;
  removeFailed: string;
}

export interface StaffRemoveDialogProps {
  /** What is to be removed, in the dialog's words; closed when null. */
  text: string | null;
  words: RemoveWords;
  /** Removes it (the screen's mutation); a refusal's words show in the dialog. */
  remove: () => Promise<unknown>;
  isPending: boolean;
  onRemoved: (message: string) => void;
  onClose: () => void;
}

/**
 * The staff screens' "Remove this …?" confirmation (headlines, banner slides): Cancel has the focus, so a
 * stray Enter removes nothing; the server's refusal shows in the dialog, which stays open to try again.
 */
export function StaffRemoveDialog({
  text,
  words,
  remove,
  isPending,
  onRemoved,
  onClose,
}: StaffRemoveDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await remove();
      onRemoved(words.removed);
      close();
    } catch (error) {
      setFailure(errorMessage(error, words.removeFailed));
    }
  };
  return (
    <ModalDialog
      isOpen={text !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={words.removeTitle}
      role="alertdialog"
      size="sm"
      isBusy={isPending}
    >
      <div className={styles.dialogForm}>
        <p className={styles.dialogText}>{text}</p>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus>
            {words.cancel}
          </Button>
          <Button onPress={confirm} isDisabled={isPending}>
            {isPending ? words.removing : words.remove}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
