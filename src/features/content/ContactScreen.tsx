import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Form } from "react-aria-components";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useApi } from "../../api/ApiProvider";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import * as styles from "./content.css";
import {
  CONTACT_REDIRECT_MS,
  CONTACT_SUCCESS_MESSAGE,
  type ContactValues,
  contactErrorMessage,
  contactPayload,
  EMPTY_CONTACT,
  validateEmail,
  validateMessage,
  validateName,
} from "./contactForm";

/** Sends the contact form (POST /contact/submit); success means a 2xx answer. */
export function useSubmitContact() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ["post", "/contact/submit"],
    mutationFn: async (values: ContactValues) => {
      await client.POST("/contact/submit", { body: contactPayload(values) });
    },
  });
}

/**
 * /contact (storefront 2.11): name, email and message, all required. On success the form clears, a toast
 * thanks the shopper and home follows after 2 s; on failure the values stay and the toast says why.
 */
export function ContactScreen() {
  const navigate = useNavigate();
  const submit = useSubmitContact();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate("/"), CONTACT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const field = (key: keyof ContactValues) => ({
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });

  return (
    <div className={styles.page}>
      <header className={`${styles.header} ${styles.centred}`}>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.lead}>Have questions or feedback? We'd love to hear from you!</p>
      </header>
      <Form
        className={styles.formCard}
        aria-label="Contact form"
        onSubmit={(event) => {
          event.preventDefault();
          if (submit.isPending) return;
          submit.mutate(values, {
            onSuccess: () => {
              setValues(EMPTY_CONTACT);
              toast.success(CONTACT_SUCCESS_MESSAGE);
              setSent(true);
            },
            onError: (error) => {
              console.error("Contact form submission failed:", error);
              toast.error(contactErrorMessage(error));
            },
          });
        }}
      >
        <p className={styles.paragraph}>All fields are required.</p>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          isRequired
          validate={validateName}
          {...field("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          validate={validateEmail}
          {...field("email")}
        />
        <TextField
          label="Message"
          name="message"
          multiline
          rows={4}
          isRequired
          validate={validateMessage}
          {...field("message")}
        />
        <div className={styles.formActions}>
          <Button type="submit" isPending={submit.isPending} pendingLabel="Sending message">
            Send Message
          </Button>
        </div>
      </Form>
    </div>
  );
}
