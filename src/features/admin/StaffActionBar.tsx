import { useEffect, useRef, useState } from "react";
import { toast } from "../../components/Toast";
import type { Order } from "../../api/types";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { STAFF_ACTION_SPECS, type StaffActionName } from "./staffActions";
import { StaffActionDialog } from "./StaffActionDialog";
import { staffMessages } from "./staffMessages";
import * as styles from "./StaffOrderDetail.css";
import { actionFailureText, useStaffAction } from "./useStaffAction";

/**
 * Exactly the actions the server allows the order now (`order.staffActions`), as buttons. One that needs
 * details opens its dialog; the others are sent at once. While one is sent its button shows progress and
 * every button is disabled (not react-aria's `isPending`: the pressed button is gone once the order moves
 * on, and its pending announcement would be left pointing at nothing). A refusal (409: the order moved on)
 * shows the server's reason here and as a toast. After an action the buttons change, so focus goes to the
 * Actions heading rather than being lost with the button that had it.
 */
export function StaffActionBar({ order }: { order: Order }) {
  const { run, pending } = useStaffAction(order);
  const [asking, setAsking] = useState<StaffActionName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = order.staffActions ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const acted = useRef(false);

  // Runs after the answered order is shown (and after a closing dialog gave focus back to its trigger).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order object is the trigger, not an input
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    heading.current?.focus();
  }, [order]);

  const send = async (body: Parameters<typeof run>[0]) => {
    const answered = await run(body);
    acted.current = true;
    return answered;
  };

  const press = async (action: StaffActionName) => {
    setFailure(null);
    if (STAFF_ACTION_SPECS[action].fields.length > 0) {
      setAsking(action);
      return;
    }
    try {
      await send({ action });
    } catch (error) {
      const message = actionFailureText(error);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="staff-actions-title">
      <h3 id="staff-actions-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
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
                isDisabled={pending !== null}
                onPress={() => press(action)}
              >
                {pending === action ? (
                  <>
                    <Spinner label={spec.pendingLabel} size="sm" />
                    {`${spec.pendingLabel}…`}
                  </>
                ) : spec.fields.length > 0 ? (
                  `${spec.label}…`
                ) : (
                  spec.label
                )}
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
        run={send}
        isBusy={pending !== null}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
