import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { ModalDialog } from "../../components/Dialog";
import { Form, FormError, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { AddressFields } from "./AddressFields";
import * as styles from "./AddressBook.css";
import {
  type Address,
  type AddressFormValues,
  type AddressInput,
  addressBookMessages,
  addressToForm,
  emptyAddressForm,
  formToAddressInput,
  validateAddressForm,
} from "./addressBook";
import { addressPath, useCreateAddress, useUpdateAddress } from "./useAddressBook";

/**
 * What the form dialog is open for: a new address (the first one is always default; `prefill` starts its
 * name and phone, e.g. from the profile) or an edit.
 */
export type AddressFormTarget =
  | { kind: "add"; isFirst: boolean; prefill?: { name?: string; phoneNumber?: string } }
  | { kind: "edit"; address: Address };

interface AddressFormProps {
  target: AddressFormTarget;
  /** Sends the address; resolves once the server saved it. */
  save: (body: AddressInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  onSaveFailed?: (message: string) => void;
}

function AddressForm({ target, save, onSaved, onCancel, onSaveFailed }: AddressFormProps) {
  const form = useForm<AddressFormValues>({
    initialValues: () =>
      target.kind === "add"
        ? { ...emptyAddressForm(target.isFirst), ...target.prefill }
        : addressToForm(target.address),
    validate: validateAddressForm,
    fallbackMessage: addressBookMessages.saveFailed,
    onServerError: onSaveFailed,
    onSubmit: async (values) => {
      await save(formToAddressInput(values));
      onSaved();
    },
  });

  const isDefaultLocked = target.kind === "add" ? target.isFirst : target.address.isDefault;
  const lockedHint =
    target.kind === "add"
      ? "Your first address is always the default."
      : "This is your default address. Make another address the default to change it.";

  return (
    <Form form={form} className={styles.form}>
      <div className={styles.twoColumns}>
        <TextField label="Name (optional)" autoComplete="name" autoFocus {...form.field("name")} />
        <TextField
          label="Phone number (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...form.field("phoneNumber")}
          onChange={(phone) => form.setValue("phoneNumber", phone.replace(/\D/g, "").slice(0, 10))}
        />
      </div>
      <AddressFields form={form} />
      <div>
        <Checkbox
          isSelected={isDefaultLocked || form.values.isDefault}
          isDisabled={form.isSubmitting || isDefaultLocked}
          onChange={(isDefault) => form.setValue("isDefault", isDefault)}
        >
          Set as default address
        </Checkbox>
        {isDefaultLocked ? <p className={styles.hint}>{lockedHint}</p> : null}
      </div>
      <FormError form={form} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? "Saving…" : target.kind === "add" ? "Save Address" : "Update Address"}
        </Button>
      </div>
    </Form>
  );
}

export interface AddressFormDialogProps {
  /** Open for this target; closed when null. */
  target: AddressFormTarget | null;
  onClose: () => void;
  /** After the server saved it (the list and session are being refreshed). */
  onSaved: (kind: AddressFormTarget["kind"]) => void;
  /** Takes a refusal that names no field (e.g. for a toast) instead of the form's error line. */
  onSaveFailed?: (message: string) => void;
}

/** Add Address / Edit Address in a modal dialog: POST /addresses or PUT /addresses/{id}. */
export function AddressFormDialog({ target, onClose, onSaved, onSaveFailed }: AddressFormDialogProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const save = (body: AddressInput) =>
    target?.kind === "edit"
      ? update.mutateAsync({ ...addressPath(target.address._id), body })
      : create.mutateAsync({ body });
  return (
    <ModalDialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.kind === "edit" ? "Edit Address" : "Add Address"}
      isBusy={create.isPending || update.isPending}
    >
      {/* The dialog unmounts its content when closed: every opening starts a fresh form. */}
      {target ? (
        <AddressForm
          target={target}
          save={save}
          onCancel={onClose}
          onSaved={() => onSaved(target.kind)}
          onSaveFailed={onSaveFailed}
        />
      ) : null}
    </ModalDialog>
  );
}
