import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/Toast";
import { useApi } from "../../api/ApiProvider";
import { Button } from "../../components/Button";
import { Form, useForm } from "../../components/Form";
import { TextField } from "../../components/TextField";
import * as styles from "./content.css";
import {
  CONTACT_FAILURE_FALLBACK,
  CONTACT_REDIRECT_MS,
  CONTACT_SUCCESS_MESSAGE,
  contactErrorMessage,
  contactPayload,
  EMPTY_CONTACT,
  validateContact,
} from "./contactForm";

export interface ContactScreenProps {
  /** How long after a successful send the shopper goes home (2 s, docs/product.md#constants); stories may
   * shorten it. */
  redirectMs?: number;
}

/**
 * /contact: name, email and message, all required. On success the form clears, a toast
 * thanks the shopper and home follows after 2 s; on failure the values stay and the toast says why.
 */
export function ContactScreen({ redirectMs = CONTACT_REDIRECT_MS }: ContactScreenProps) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const send = hooks.useMutation("post", "/contact/submit");
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: EMPTY_CONTACT,
    validate: validateContact,
    fallbackMessage: CONTACT_FAILURE_FALLBACK,
    onSubmit: async (values) => {
      await send.mutateAsync({ body: contactPayload(values) });
      form.reset();
      toast.success(CONTACT_SUCCESS_MESSAGE);
      setSent(true);
    },
    // A failure is a toast (the server's message or a fallback), and is logged
    // (docs/product.md#when-a-call-fails).
    onServerError: (_message, error) => {
      console.error("Contact form submission failed:", error);
      toast.error(contactErrorMessage(error));
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate("/"), redirectMs);
    return () => clearTimeout(timer);
  }, [sent, navigate, redirectMs]);

  return (
    <div className={styles.page}>
      <header className={`${styles.header} ${styles.centred}`}>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.lead}>Have questions or feedback? We'd love to hear from you!</p>
      </header>
      <Form form={form} className={styles.formCard} aria-label="Contact form">
        <p className={styles.paragraph}>All fields are required.</p>
        <TextField label="Name" autoComplete="name" isRequired {...form.field("name")} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...form.field("email")} />
        <TextField label="Message" multiline rows={4} isRequired {...form.field("message")} />
        <div className={styles.formActions}>
          <Button type="submit" isPending={form.isSubmitting} pendingLabel="Sending message">
            Send Message
          </Button>
        </div>
      </Form>
    </div>
  );
}
