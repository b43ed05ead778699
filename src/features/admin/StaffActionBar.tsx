import { useState } from "react";
import { toast } from "sonner";
import type { Order } from "../../api/types";
import { Button } from "../../components/Button";
import { STAFF_ACTION_SPECS, type StaffActionName } from "./staffActions";
import { StaffActionDialog } from "./StaffActionDialog";
import { staffMessages } from "./staffMessages";
import * as styles from "./StaffOrderDetail.css";
import { actionFailureText, useStaffAction } from "./useStaffAction";

/**
 * Exactly the actions the server allows the order now (`order.staffActions`), as buttons. One that needs
 * details opens its dialog; the others are sent at once. While one is sent its button shows progress and
 * every button waits. A refusal (409: the order moved on) shows the server's reason here and as a toast.
 */
export function StaffActionBar({ order }: { order: Order }) {
  const { run, pending } = useStaffAction(order);
  const [asking, setAsking] = useState<StaffActionName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = order.staffActions ?? [];

  const press = async (action: StaffActionName) => {
    setFailure(null);
    if (STAFF_ACTION_SPECS[action].fields.length > 0) {
      setAsking(action);
      return;
    }
    try {
      await run({ action });
    } catch (error) {
      const message = actionFailureText(error);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="staff-actions-title">
      <h3 id="staff-actions-title" className={styles.sectionTitle}>
        Actions
      </h3>
      {actions.length === 0 ? (
        <p className={styles.muted}>{staffMessages.noActions}</p>
      ) : (
        <div className={styles.actionButtons}>
          {actions.map((action) => {
            const spec = STAFF_ACTION_SPECS[action];
            return (
              <Button
                key={action}
                variant={spec.isSecondary ? "secondary" : "primary"}
                size="sm"
                isPending={pending === action}
                pendingLabel={spec.pendingLabel}
                isDisabled={pending !== null && pending !== action}
                onPress={() => press(action)}
              >
                {spec.fields.length > 0 ? `${spec.label}…` : spec.label}
              </Button>
            );
          })}
        </div>
      )}
      <p role="alert" className={styles.failure}>
        {failure ?? ""}
      </p>
      <StaffActionDialog
        action={asking}
        run={run}
        isBusy={pending !== null}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
