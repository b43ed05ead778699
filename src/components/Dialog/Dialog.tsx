import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { CloseButton } from "../Button/CloseButton";
import * as styles from "./Dialog.css";

export interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** `alertdialog` for confirmations (no close button, no outside-click dismiss; Escape still cancels). */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md";
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Escape, outside clicks and the close button do nothing while set (e.g. while saving). */
  isBusy?: boolean;
  /** `bottom`: a full-width sheet along the bottom of the screen (the phone's filter sheet). */
  placement?: "centre" | "bottom";
}

/**
 * A centred modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`): focus moves into it when it
 * opens (to the first field or button, or to an element with `autoFocus`), stays inside while open, and
 * returns to what opened it when it closes. The page behind is inert and does not scroll.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = "dialog",
  size = "md",
  closeLabel = "Close",
  isBusy = false,
  placement = "centre",
}: ModalDialogProps) {
  const isAlert = role === "alertdialog";
  const change = (open: boolean) => {
    if (!open && isBusy) return;
    onOpenChange(open);
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={change}
      isDismissable={!isAlert && !isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={styles.overlay[placement]}
    >
      <Modal className={styles.modal({ size, placement })}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            {isAlert ? null : (
              <CloseButton
                className={styles.close}
                aria-label={closeLabel}
                isDisabled={isBusy}
                onPress={() => change(false)}
              />
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
