import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import {
  EMPTY_ACTION_VALUES,
  STAFF_ACTION_SPECS,
  type StaffActionBody,
  type StaffActionName,
  type StaffActionValues,
  staffActionBody,
  validateStaffAction,
} from "./staffActions";
import { staffMessages } from "./staffMessages";
import * as styles from "./StaffOrderDetail.css";

interface ActionFormProps {
  action: StaffActionName;
  run: (body: StaffActionBody) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

function ActionForm({ action, run, onDone, onCancel }: ActionFormProps) {
  const spec = STAFF_ACTION_SPECS[action];
  const form = useForm<StaffActionValues>({
    initialValues: EMPTY_ACTION_VALUES,
    validate: (values) => validateStaffAction(action, values),
    fallbackMessage: staffMessages.actionFailed,
    onSubmit: async (values) => {
      await run(staffActionBody(action, values));
      onDone();
    },
  });
  return (
    <Form form={form} className={styles.dialogForm}>
      {spec.fields.map((field, index) => (
        <TextField
          key={field.name}
          label={field.label}
          description={field.description}
          isRequired={field.required}
          multiline={field.multiline}
          rows={3}
          autoFocus={index === 0}
          {...form.field(field.name)}
        />
      ))}
      <FormError form={form} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Back
        </Button>
        {/* Disabled with its words changed while sending (the dialog closes on success, so a pending
            button's announcement would be left pointing at nothing). */}
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? `${spec.pendingLabel}…` : (spec.submit ?? spec.label)}
        </Button>
      </div>
    </Form>
  );
}

export interface StaffActionDialogProps {
  /** The action whose details are asked for; closed when null. */
  action: StaffActionName | null;
  /** Sends the action; a refusal shows in the dialog (a field the server names, else its message). */
  run: (body: StaffActionBody) => Promise<unknown>;
  isBusy: boolean;
  onClose: () => void;
}

/**
 * The details an action needs before it is sent (ship: courier and tracking number; cancel: a reason;
 * refuse a return: its reason; a COD refund paid: the transfer's reference), in a modal dialog. What was
 * typed stays when the server refuses it.
 */
export function StaffActionDialog({ action, run, isBusy, onClose }: StaffActionDialogProps) {
  const spec = action ? STAFF_ACTION_SPECS[action] : null;
  return (
    <ModalDialog
      isOpen={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={spec?.dialogTitle ?? spec?.label ?? ""}
      size="sm"
      isBusy={isBusy}
    >
      {/* The dialog unmounts its content when closed: every opening starts a fresh form. */}
      {action ? <ActionForm action={action} run={run} onDone={onClose} onCancel={onClose} /> : null}
    </ModalDialog>
  );
}
