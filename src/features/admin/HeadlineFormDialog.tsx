import type { StaffHeadline } from "../../api/types";
import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { type FieldErrors, Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import * as styles from "./HeadlinesScreen.css";
import { ScheduleFields, scheduleFieldErrors, scheduleOfFields } from "./ScheduleFields";
import { indiaFieldValue } from "./scheduleTimes";
import { headlineWords as words } from "./headlineWords";
import type { HeadlineChanges } from "./headlinesQuery";

interface HeadlineValues {
  text: string;
  startsAt: string;
  endsAt: string;
}

const TEXT_MAX = 200;

function validate(values: HeadlineValues): FieldErrors<HeadlineValues> {
  const errors: FieldErrors<HeadlineValues> = scheduleFieldErrors(values);
  const text = values.text.trim();
  if (!text) errors.text = words.textRequired;
  else if (text.length > TEXT_MAX) errors.text = words.textTooLong;
  return errors;
}

interface FormProps {
  headline: StaffHeadline | null;
  changes: HeadlineChanges;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

function HeadlineForm({ headline, changes, onSaved, onCancel }: FormProps) {
  const form = useForm<HeadlineValues>({
    initialValues: {
      text: headline?.text ?? "",
      startsAt: indiaFieldValue(headline?.startsAt),
      endsAt: indiaFieldValue(headline?.endsAt),
    },
    validate,
    fallbackMessage: words.saveFailed,
    onSubmit: async (values) => {
      const body = { text: values.text.trim(), ...scheduleOfFields(values) };
      if (headline) {
        await changes.update.mutateAsync({ params: { path: { id: headline._id } }, body });
        onSaved(words.updated);
      } else {
        await changes.create.mutateAsync({ body });
        onSaved(words.added);
      }
    },
  });
  return (
    <Form form={form} className={styles.dialogForm}>
      <TextField
        label={words.textLabel}
        description={words.textHint}
        isRequired
        autoFocus
        {...form.field("text")}
      />
      <ScheduleFields starts={form.field("startsAt")} ends={form.field("endsAt")} />
      <FormError form={form} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          {words.cancel}
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? words.saving : words.save}
        </Button>
      </div>
    </Form>
  );
}

export interface HeadlineFormDialogProps {
  /** What is being edited: a line, a new one ("new"), or nothing (closed). */
  editing: StaffHeadline | "new" | null;
  changes: HeadlineChanges;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/**
 * Adding or editing a line: its text and optional start and end, in India time. A refusal (the server's
 * words on the field it names, or above the buttons) keeps everything typed, and the dialog stays open.
 */
export function HeadlineFormDialog({ editing, changes, onSaved, onClose }: HeadlineFormDialogProps) {
  const headline = editing === "new" ? null : editing;
  return (
    <ModalDialog
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={headline ? words.editTitle : words.addTitle}
      isBusy={changes.create.isPending || changes.update.isPending}
    >
      {editing ? (
        <HeadlineForm
          headline={headline}
          changes={changes}
          onSaved={(message) => {
            onSaved(message);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
