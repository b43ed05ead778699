import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import type { components } from "../../api/schema";
import { Button } from "../../components/Button";
import { ComplaintFacts } from "../../components/ComplaintThread";
import { Form, useForm } from "../../components/Form";
import { Link } from "../../components/Link";
import { Select } from "../../components/Select";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toast";
import { ACKNOWLEDGE_WITHIN_HOURS, COMPLAINT_TOPICS } from "../../lib/complaintWords";
import { useSession } from "../../session/session";
import { orderOptions } from "../orders";
import {
  COMPLAINT_FAILURE_FALLBACK,
  COMPLAINT_MESSAGE_MAX,
  type ComplaintTopicChoice,
  complaintPayload,
  EMPTY_COMPLAINT,
  validateComplaint,
} from "./complaintForm";
import { contactErrorMessage } from "./contactForm";
import * as styles from "./content.css";

type Complaint = components["schemas"]["Complaint"];

const TOPIC_OPTIONS: { id: ComplaintTopicChoice; label: string }[] = [
  { id: "", label: "Choose a topic" },
  ...COMPLAINT_TOPICS.map((t) => ({ id: t.value, label: t.label })),
];

/** After filing: the ticket's number at once, where it was mailed, and its promises. */
function Filed({ ticket, signedIn }: { ticket: Complaint; signedIn: boolean }) {
  return (
    <section className={styles.formCard} aria-labelledby="complaint-filed" role="status">
      <h2 id="complaint-filed" className={styles.cardHeading}>
        {"Your ticket number is "}
        <span className={styles.ticketNumber}>{ticket.number}</span>
      </h2>
      <p className={styles.paragraph}>
        {`We have mailed it to ${ticket.email}. Please quote it whenever you write or call about this complaint.`}
      </p>
      <ComplaintFacts ticket={ticket} />
      <p className={styles.paragraph}>
        {signedIn ? (
          <Link href={`/account/complaints/${ticket.number}`} variant="standalone">
            See this complaint under My Complaints
          </Link>
        ) : (
          <Link href="/help-support" variant="standalone">
            Back to Help and Support
          </Link>
        )}
      </p>
    </section>
  );
}

/**
 * /complaint (from Help and Support, or ?order=<id> from an order's page): the complaint form. A guest
 * gives name and email; a signed-in shopper files under their account, about the order named. On filing,
 * the ticket's number shows at once (and is mailed), with when it will be acknowledged and resolved
 * (Consumer Protection (E-Commerce) Rules, 2020, Rule 4(5); docs/decisions/complaints.md).
 */
export function ComplaintScreen() {
  const { hooks } = useApi();
  const { user, isPending: sessionPending } = useSession();
  const [params] = useSearchParams();
  const orderId = user ? (params.get("order") ?? undefined) : undefined;
  const order = useQuery({ ...orderOptions(hooks, orderId ?? ""), enabled: Boolean(orderId) });
  const file = hooks.useMutation("post", "/complaints");
  const [filed, setFiled] = useState<Complaint | null>(null);
  const asGuest = !user;
  const form = useForm({
    initialValues: {
      ...EMPTY_COMPLAINT,
      topic: params.get("order") ? "order" : "",
    } as typeof EMPTY_COMPLAINT,
    validate: (values) => validateComplaint(values, asGuest),
    fallbackMessage: COMPLAINT_FAILURE_FALLBACK,
    onSubmit: async (values) => {
      const answer = await file.mutateAsync({ body: complaintPayload(values, { asGuest, orderId }) });
      setFiled(answer.data);
    },
    onServerError: (_message, error) => toast.error(contactErrorMessage(error)),
  });

  const orderNumber = order.data?.data.orderNumber;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Make a complaint</h1>
        <p className={styles.lead}>
          {`Tell us what went wrong. You get a ticket number at once; we acknowledge every complaint within ${ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within one month.`}
        </p>
      </header>
      {filed ? (
        <Filed ticket={filed} signedIn={!asGuest} />
      ) : sessionPending ? (
        <Spinner label="Loading" />
      ) : (
        <Form form={form} className={styles.formCard} aria-label="Complaint form">
          {user ? (
            <p className={styles.paragraph}>
              {`Filing as ${user.name || user.username} (${user.email}). We will write to you there.`}
            </p>
          ) : (
            <>
              <p className={styles.paragraph}>All fields are required.</p>
              <TextField
                label="Name"
                autoComplete="name"
                isRequired
                maxLength={200}
                {...form.field("name")}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                isRequired
                maxLength={254}
                {...form.field("email")}
              />
            </>
          )}
          {orderId ? (
            <p className={styles.paragraph}>
              <span className={styles.label}>{"About order: "}</span>
              <span className={styles.ticketNumber}>{orderNumber ?? "…"}</span>
            </p>
          ) : null}
          <div>
            <Select
              label="What is it about?"
              options={TOPIC_OPTIONS}
              value={form.values.topic}
              onChange={(topic) => form.setValue("topic", topic)}
            />
            {form.errors.topic ? (
              <p className={styles.fieldError} role="alert">
                {form.errors.topic}
              </p>
            ) : null}
          </div>
          <TextField
            label="Your complaint"
            multiline
            rows={6}
            isRequired
            maxLength={COMPLAINT_MESSAGE_MAX}
            description="What happened, and what you would like us to do."
            {...form.field("message")}
          />
          <div className={styles.formActions}>
            <Button type="submit" isPending={form.isSubmitting} pendingLabel="Filing your complaint">
              File complaint
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
