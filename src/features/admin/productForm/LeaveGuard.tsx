import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import * as styles from "./ProductFormScreen.css";
import { productFormWords as words } from "./productFormWords";

/**
 * Unsaved changes are not lost by a stray click: a link inside the app asks first (React Router's
 * blocker, with Stay and Leave), and closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty]);
  const isOpen = blocker.state === "blocked";
  return (
    <ModalDialog
      isOpen={isOpen}
      role="alertdialog"
      size="sm"
      title={words.leaveTitle}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <p className={styles.dialogText}>{words.leaveText}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" autoFocus onPress={() => blocker.reset?.()}>
          {words.stay}
        </Button>
        <Button variant="primary" onPress={() => blocker.proceed?.()}>
          {words.leave}
        </Button>
      </div>
    </ModalDialog>
  );
}
