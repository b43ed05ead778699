import type { ReactNode } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import type { FormApi } from "./useForm";
import * as styles from "./Form.css";

export interface FormProps<V> extends Omit<AriaFormProps, "onSubmit" | "validationBehavior" | "children"> {
  /** The form's state (`useForm`): submit, validation and server errors. */
  form: FormApi<V>;
  children: ReactNode;
}

/**
 * A react-aria `<Form>` driven by `useForm`. Validation is react-aria's "aria" behaviour: the browser's
 * own bubbles never show; each field is marked `aria-invalid` and described by its message, and the form
 * says it is busy while it sends.
 */
export function Form<V>({ form, children, ...props }: FormProps<V>) {
  return (
    <AriaForm
      {...props}
      ref={form.formRef}
      validationBehavior="aria"
      onSubmit={form.handleSubmit}
      aria-busy={form.isSubmitting || undefined}
    >
      {children}
    </AriaForm>
  );
}

/**
 * The form's error line: a refusal that names no field ("This email is already registered"). Always in
 * the page, so screen readers announce the message when it comes; nothing shows while it is empty.
 */
export function FormError<V>({
  form,
  className,
}: {
  form: Pick<FormApi<V>, "formError">;
  className?: string;
}) {
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-error
      className={[styles.error, className].filter(Boolean).join(" ")}
    >
      {form.formError ?? ""}
    </p>
  );
}
