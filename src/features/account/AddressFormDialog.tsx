import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { ModalDialog } from "../../components/Dialog";
import { TextField } from "../../components/TextField";
import { AddressFields, type AddressFieldValues } from "./AddressFields";
import * as styles from "./AddressBook.css";
import {
  type Address,
  type AddressFormErrors,
  type AddressFormValues,
  type AddressInput,
  addressBookMessages,
  addressToForm,
  emptyAddressForm,
  formToAddressInput,
  hasErrors,
  validateAddressForm,
} from "./addressBook";
import { useCreateAddress, useUpdateAddress } from "./useAddressBook";

/** What the form dialog is open for: a new address (the first one is always default) or an edit. */
export type AddressFormTarget = { kind: "add"; isFirst: boolean } | { kind: "edit"; address: Address };

interface AddressFormProps {
  target: AddressFormTarget;
  isSaving: boolean;
  onSubmit: (body: AddressInput) => Promise<void>;
  onCancel: () => void;
}

function AddressForm({ target, isSaving, onSubmit, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(() =>
    target.kind === "add" ? emptyAddressForm(target.isFirst) : addressToForm(target.address),
  );
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrorRef = useRef<HTMLParagraphElement>(null);

  // After a failed submit: focus the first field with a problem, else the server's message.
  useEffect(() => {
    if (focusTick === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]');
    (invalid ?? serverErrorRef.current)?.focus();
  }, [focusTick]);

  const isDefaultLocked = target.kind === "add" ? target.isFirst : target.address.isDefault;
  const lockedHint =
    target.kind === "add"
      ? "Your first address is always the default."
      : "This is your default address. Make another address the default to change it.";

  const change = (next: AddressFormValues) => {
    // A field the shopper changes loses its old message.
    setErrors((current) => {
      const kept: AddressFormErrors = {};
      for (const [key, message] of Object.entries(current) as [keyof AddressFormErrors, string][]) {
        const before =
          key in next.address ? values.address[key as keyof AddressFieldValues] : values[key as "name"];
        const after =
          key in next.address ? next.address[key as keyof AddressFieldValues] : next[key as "name"];
        if (before === after) kept[key] = message;
      }
      return kept;
    });
    setValues(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = validateAddressForm(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) {
      setFocusTick((t) => t + 1);
      return;
    }
    try {
      await onSubmit(formToAddressInput(values));
    } catch (error) {
      setServerError(errorMessage(error, addressBookMessages.saveFailed));
      setFocusTick((t) => t + 1);
    }
  };

  const { street, city, state, pincode, country } = errors;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={isSaving}>
      <div className={styles.twoColumns}>
        <TextField
          label="Name (optional)"
          name="name"
          autoComplete="name"
          autoFocus
          isDisabled={isSaving}
          value={values.name}
          onChange={(name) => change({ ...values, name })}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextField
          label="Phone number (optional)"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          isDisabled={isSaving}
          value={values.phoneNumber}
          onChange={(phone) => change({ ...values, phoneNumber: phone.replace(/\D/g, "").slice(0, 10) })}
          isInvalid={Boolean(errors.phoneNumber)}
          errorMessage={errors.phoneNumber}
        />
      </div>
      <AddressFields
        values={values.address}
        onChange={(address) => change({ ...values, address })}
        errors={{ street, city, state, pincode, country }}
        isDisabled={isSaving}
      />
      <div>
        <Checkbox
          isSelected={isDefaultLocked || values.isDefault}
          isDisabled={isSaving || isDefaultLocked}
          onChange={(isDefault) => change({ ...values, isDefault })}
        >
          Set as default address
        </Checkbox>
        {isDefaultLocked ? <p className={styles.hint}>{lockedHint}</p> : null}
      </div>
      {serverError ? (
        <p ref={serverErrorRef} role="alert" tabIndex={-1} className={styles.formError}>
          {serverError}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={isSaving}>
          {isSaving ? "Saving…" : target.kind === "add" ? "Save Address" : "Update Address"}
        </Button>
      </div>
    </form>
  );
}

export interface AddressFormDialogProps {
  /** Open for this target; closed when null. */
  target: AddressFormTarget | null;
  onClose: () => void;
  /** After the server saved it (the list and session are being refreshed). */
  onSaved: (kind: AddressFormTarget["kind"]) => void;
}

/** Add Address / Edit Address in a modal dialog: POST /addresses or PUT /addresses/{id}. */
export function AddressFormDialog({ target, onClose, onSaved }: AddressFormDialogProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const isSaving = create.isPending || update.isPending;

  const submit = async (body: AddressInput) => {
    if (!target) return;
    if (target.kind === "add") await create.mutateAsync(body);
    else await update.mutateAsync({ id: target.address._id, body });
    onSaved(target.kind);
  };

  return (
    <ModalDialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.kind === "edit" ? "Edit Address" : "Add Address"}
      isBusy={isSaving}
    >
      {/* The dialog unmounts its content when closed: every opening starts a fresh form. */}
      {target ? (
        <AddressForm target={target} isSaving={isSaving} onSubmit={submit} onCancel={onClose} />
      ) : null}
    </ModalDialog>
  );
}
