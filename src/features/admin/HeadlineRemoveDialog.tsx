import { useState } from "react";
import { errorMessage } from "../../api/errors";
import type { StaffHeadline } from "../../api/types";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import * as styles from "./HeadlinesScreen.css";
import { headlineWords as words } from "./headlineWords";
import type { HeadlineChanges } from "./headlinesQuery";

export interface HeadlineRemoveDialogProps {
  /** The line to remove once confirmed; closed when null. */
  headline: StaffHeadline | null;
  changes: HeadlineChanges;
  onRemoved: (message: string) => void;
  onClose: () => void;
}

/** "Remove this headline?" with the line's words; the server's refusal shows in the dialog. */
export function HeadlineRemoveDialog({ headline, changes, onRemoved, onClose }: HeadlineRemoveDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const pending = changes.remove.isPending;
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!headline) return;
    setFailure(null);
    try {
      await changes.remove.mutateAsync({ params: { path: { id: headline._id } } });
      onRemoved(words.removed);
      close();
    } catch (error) {
      setFailure(errorMessage(error, words.removeFailed));
    }
  };
  return (
    <ModalDialog
      isOpen={headline !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={words.removeTitle}
      role="alertdialog"
      size="sm"
      isBusy={pending}
    >
      <div className={styles.dialogForm}>
        <p className={styles.dialogText}>{headline ? words.removeText(headline.text) : null}</p>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close} isDisabled={pending} autoFocus>
            {words.cancel}
          </Button>
          <Button onPress={confirm} isDisabled={pending}>
            {pending ? words.removing : words.remove}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
