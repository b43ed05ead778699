import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/errors";
import { fieldOfRefusal } from "./serverErrors";

/**
 * A refusal found on the client after the server answered (e.g. a verified code that came back without
 * its token): `onSubmit` throws it and the form shows its message like the server's.
 */
export class FormRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FormRefusal";
  }
}

/** A message per field; a field that is fine has none. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The fields whose values are text (bound to a TextField with `form.field(name)`). */
export type TextFieldName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface UseFormOptions<V> {
  initialValues: V | (() => V);
  /** Every problem, by field, with the shop's messages (docs/product.md#messages); empty when the values may
   * be sent. Pure. */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * Sends the values (after `validate` found nothing). A throw is a refusal: a 400 naming a field is shown
   * on that field, anything else as the form's error (or handed to `onServerError`).
   */
  onSubmit: (values: V) => Promise<unknown> | unknown;
  /** The API's names for fields the form names differently ("phone" → "phoneNumber"). */
  serverFields?: Readonly<Record<string, keyof V & string>>;
  /** The form's error when a refusal carries no message of the server's own. */
  fallbackMessage: string;
  /** Takes refusals that name no field instead of the form's error line (e.g. to show a toast). */
  onServerError?: (message: string, error: unknown) => void;
  /** The form's error line when a submit finds problems ('Please fill in all required fields correctly.'). */
  invalidMessage?: string;
}

export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

// Methods (not function-valued properties), so a form of a wider shape can be handed to a part that
// knows only some of its fields (the sign-up form to AddressFields).
export interface FormApi<V> {
  values: V;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  /** Several values at once (e.g. City and State from a pincode lookup). */
  setValues(values: Partial<V>): void;
  /** What each field shows now: the client's problems (once a submit was tried), else the server's. */
  errors: FieldErrors<V>;
  /** A message on one field from outside the form's own submit (e.g. a failed resend); null clears it. */
  setFieldError(name: keyof V & string, message: string | null): void;
  /** The refusal that names no field; shown by `<FormError form={form} />`. */
  formError: string | null;
  setFormError(message: string | null): void;
  isSubmitting: boolean;
  /** Props for a text field: value, change, its message (tied to it by react-aria), disabled while sending. */
  field(name: TextFieldName<V>): TextFieldBinding;
  /** The submit handler `<Form form={form}>` wires up; also for submitting from code. */
  handleSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Back to `values` (or the initial ones) with no messages, as if nothing had been tried. */
  reset(values?: V): void;
  /** The `<form>` element (focus goes to its first invalid field after a failed submit). */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * The form's values with `next` written over them; the same object when `next` changes none of them, so
 * React renders nothing again (the checkout fills City and State from the pincode's answer once hydrated,
 * and the server's HTML already held them: the whole form rendered again for nothing).
 */
export function mergeValues<V extends object>(current: V, next: Partial<V>): V {
  const changes = (Object.keys(next) as (keyof V)[]).some((name) => !Object.is(current[name], next[name]));
  return changes ? { ...current, ...next } : current;
}

const without = <E extends Record<string, string | undefined>>(errors: E, name: string): E => {
  if (!(name in errors)) return errors;
  const { [name]: _, ...rest } = errors;
  return rest as E;
};

/**
 * One way to write a form (state, validation, server errors), for every form of the shop, over
 * react-aria's form fields (`isInvalid` + `errorMessage`, so each message is tied to its field):
 * - Nothing is flagged before the first submit. From then on the client's messages follow the values
 *   as they are typed: a message goes the moment its field is valid (no waiting for blur, so nothing
 *   moves under the pointer between press and release) and comes back if it turns invalid again.
 * - A failed submit focuses the first field with a message, else the form's error line.
 * - The server's refusal of a field (400 naming it) shows on that field until the field is changed;
 *   any other refusal shows on the form's error line. Nothing typed is lost.
 * - One submit at a time: a second press (or Enter) while one is being sent does nothing.
 */
export function useForm<V extends object>(options: UseFormOptions<V>): FormApi<V> {
  const { initialValues, validate } = options;
  // The options of the latest render, for a submit: a part of the page that did not render again (a
  // memoised field group) may hold an earlier `handleSubmit`, and it must send what is on screen now.
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const [values, setAllValues] = useState<V>(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Set at once (not at the next render), so a second submit event in the same tick is refused too.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // The latest values for a submit that comes from code between renders, and the values as set at once
  // (not at the next render): a handler that sets a value and submits in one go sends what it set.
  const latest = useRef(values);
  latest.current = values;

  const clientErrors: FieldErrors<V> = attempted && validate ? validate(values) : {};
  const errors: FieldErrors<V> = { ...serverErrors, ...clientErrors };

  // Focus moves once the form is enabled again (a disabled field cannot take it).
  const focusHandled = useRef(0);
  useEffect(() => {
    if (isSubmitting || focusRequest === focusHandled.current) return;
    focusHandled.current = focusRequest;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>("[data-form-error]:not(:empty)");
    target?.focus();
  }, [focusRequest, isSubmitting]);

  const setValues = (next: Partial<V>) => {
    latest.current = mergeValues(latest.current, next);
    setAllValues((current) => mergeValues(current, next));
    setServerErrors((current) => Object.keys(next).reduce(without, current));
  };

  const fieldNames = Object.keys(values) as (keyof V & string)[];
  const refused = (error: unknown) => {
    const { serverFields = {}, fallbackMessage, onServerError } = latestOptions.current;
    const field = fieldOfRefusal(error, fieldNames, serverFields);
    const message = error instanceof FormRefusal ? error.message : errorMessage(error, fallbackMessage);
    if (field) setServerErrors((current) => ({ ...current, [field]: message }));
    else if (onServerError) onServerError(message, error);
    else setFormError(message);
    setFocusRequest((n) => n + 1);
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    const { validate, invalidMessage, onSubmit } = latestOptions.current;
    const current = latest.current;
    setAttempted(true);
    setFormError(null);
    const problems = validate ? validate(current) : {};
    if (Object.values(problems).some(Boolean)) {
      if (invalidMessage) setFormError(invalidMessage);
      setFocusRequest((n) => n + 1);
      return;
    }
    sending.current = true;
    setIsSubmitting(true);
    Promise.resolve()
      .then(() => onSubmit(current))
      .catch(refused)
      .finally(() => {
        sending.current = false;
        setIsSubmitting(false);
      });
  };

  return {
    values,
    setValue: (name, value) => setValues({ [name]: value } as unknown as Partial<V>),
    setValues,
    errors,
    setFieldError: (name, message) =>
      setServerErrors((current) => (message ? { ...current, [name]: message } : without(current, name))),
    formError,
    setFormError,
    isSubmitting,
    field: (name) => ({
      name,
      value: values[name] as string,
      onChange: (value: string) => setValues({ [name]: value } as unknown as Partial<V>),
      isInvalid: Boolean(errors[name]),
      errorMessage: errors[name],
      isDisabled: isSubmitting,
    }),
    handleSubmit,
    reset: (next) => {
      const values = next ?? (typeof initialValues === "function" ? initialValues() : initialValues);
      latest.current = values;
      setAllValues(values);
      setAttempted(false);
      setServerErrors({});
      setFormError(null);
    },
    formRef,
  };
}
