import { useState } from "react";
import { errorMessage } from "../../../api/errors";
import type { StaffBanner } from "../../../api/types";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import * as styles from "../HeadlinesScreen.css";
import { bannerName } from "./bannerName";
import { bannerWords as words } from "./bannerWords";
import type { BannerChanges } from "./bannersQuery";

export interface BannerRemoveDialogProps {
  /** The slide to remove once confirmed; closed when null. */
  banner: StaffBanner | null;
  changes: BannerChanges;
  onRemoved: (message: string) => void;
  onClose: () => void;
}

/** "Remove this slide?" naming it; the server's refusal shows in the dialog. */
export function BannerRemoveDialog({ banner, changes, onRemoved, onClose }: BannerRemoveDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const pending = changes.remove.isPending;
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!banner) return;
    setFailure(null);
    try {
      await changes.remove.mutateAsync({ params: { path: { id: banner._id } } });
      onRemoved(words.removed);
      close();
    } catch (error) {
      setFailure(errorMessage(error, words.removeFailed));
    }
  };
  return (
    <ModalDialog
      isOpen={banner !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={words.removeTitle}
      role="alertdialog"
      size="sm"
      isBusy={pending}
    >
      <div className={styles.dialogForm}>
        <p className={styles.dialogText}>{banner ? words.removeText(bannerName(banner)) : null}</p>
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
