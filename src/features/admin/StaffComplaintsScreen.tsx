import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import type { components } from "../../api/schema";
import { Button } from "../../components/Button";
import {
  ComplaintFacts,
  ComplaintStatusBadge,
  ComplaintThread,
  ticketSummary,
} from "../../components/ComplaintThread";
import { Form, useForm } from "../../components/Form";
import { Link, PageChoices } from "../../components/Link";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toast";
import { pageTitle } from "../../design/typography.css";
import { clockInWords } from "../../lib/complaintWords";
import { apiRefusalPanel, StaffGate } from "./StaffAccess";
import * as styles from "./StaffComplaints.css";
import {
  type ComplaintQueueState,
  parseComplaintQueue,
  staffComplaintOptions,
  staffComplaintsOptions,
} from "./staffComplaintsQuery";
import { readAgainAfterChange } from "../../api/queryClient";

type Complaint = components["schemas"]["Complaint"];

const STAFF_SCREEN = { screen: "complaints queue", permission: "orders" } as const;

export const complaintQueueWords = {
  title: "Complaints",
  loading: "Loading complaints",
  loadFailed: "We couldn't load the complaints.",
  emptyOpen: "No open complaints. Every ticket is resolved.",
  emptyResolved: "No resolved complaints yet.",
  replyLabel: "Reply to the shopper",
  replyHint: "Mailed to the shopper and added to the ticket. Replying acknowledges an open ticket.",
  replyRequired: "Please write a reply.",
  replySent: "Reply sent and mailed to the shopper.",
  noEmail: "no email: the shopper deleted their account",
  keptReplyLabel: "Reply for the ticket's record",
  keptReplyHint:
    "The shopper deleted their account, so this reply cannot be mailed: it is added to the ticket only. Replying acknowledges an open ticket.",
  keptReplySubmit: "Add reply",
  keptReplySent: "Reply added to the ticket. It was not mailed: the account was deleted.",
  acknowledged: "Ticket acknowledged.",
  resolved: "Ticket resolved.",
  failed: "That didn't work. Please try again.",
} as const;

/** Whether replies to this ticket are mailed: a ticket kept from a deleted account has its email blanked
 * (docs/decisions/personal-data.md#deleting-an-account). */
const isMailable = (ticket: Complaint) => ticket.email !== "";

function Clock({ ticket }: { ticket: Complaint }) {
  if (ticket.clock.step === "done") return null;
  return (
    <span className={ticket.clock.overdue ? styles.overdue : styles.clock}>{clockInWords(ticket.clock)}</span>
  );
}

function QueueRow({ ticket }: { ticket: Complaint }) {
  return (
    <li className={[styles.row, ticket.clock.overdue ? styles.overdueRow : ""].join(" ")}>
      <div className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>
          <Link href={`/admin/complaints/${ticket.number}`}>
            <span className={styles.number}>{ticket.number}</span>
          </Link>
        </h2>
        <ComplaintStatusBadge status={ticket.status} />
      </div>
      <Clock ticket={ticket} />
      <p className={styles.meta}>{ticketSummary(ticket)}</p>
    </li>
  );
}

function Queue({ state }: { state: ComplaintQueueState }) {
  const { hooks } = useApi();
  const list = useQuery(staffComplaintsOptions(hooks, state));
  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;
  if (list.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={complaintQueueWords.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{complaintQueueWords.loadFailed}</p>
        <Button onPress={() => list.refetch()} isPending={list.isFetching} pendingLabel="Trying again">
          Try Again
        </Button>
      </div>
    );
  }
  const tickets = list.data.data;
  if (tickets.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>
          {state === "open" ? complaintQueueWords.emptyOpen : complaintQueueWords.emptyResolved}
        </p>
      </div>
    );
  }
  const overdue = tickets.filter((t) => t.clock.overdue).length;
  return (
    <>
      <p className={styles.meta} aria-live="polite">
        {`${tickets.length} ${state === "open" ? "open" : "resolved"}${overdue ? `, ${overdue} overdue` : ""}`}
      </p>
      <ul
        className={styles.list}
        aria-label={state === "open" ? "Open complaints, oldest first" : "Resolved complaints"}
      >
        {tickets.map((ticket) => (
          <QueueRow key={ticket.number} ticket={ticket} />
        ))}
      </ul>
    </>
  );
}

/** Staff gate of both screens: a spinner while the session is read, the refusal for anyone else. */
function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <StaffGate {...STAFF_SCREEN} loadingLabel={complaintQueueWords.loading} stateClassName={styles.state}>
      {children}
    </StaffGate>
  );
}

/**
 * /admin/complaints, the complaints queue (docs/decisions/complaints.md): the tickets not yet resolved,
 * oldest first, each with its clock (acknowledge within 48 hours, resolve within one month of filing;
 * overdue ones marked), or the resolved ones (`?state=resolved`). Staff with the orders permission.
 */
export function StaffComplaintsScreen() {
  const [params] = useSearchParams();
  const state = parseComplaintQueue(params);
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{complaintQueueWords.title}</h1>
      <StaffOnly>
        <PageChoices
          label="Which complaints"
          choices={[
            { id: "open", label: "Open", href: "/admin/complaints", isCurrent: state === "open" },
            {
              id: "resolved",
              label: "Resolved",
              href: "/admin/complaints?state=resolved",
              isCurrent: state === "resolved",
            },
          ]}
        />
        <Queue state={state} />
      </StaffOnly>
    </div>
  );
}

function TicketDetail({ number }: { number: string }) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const ticket = useQuery(staffComplaintOptions(hooks, number));
  const reply = hooks.useMutation("post", "/admin/complaints/{number}/replies");
  const move = hooks.useMutation("post", "/admin/complaints/{number}/status");
  const settle = (data: { data: Complaint }) => {
    queryClient.setQueryData(staffComplaintOptions(hooks, number).queryKey, {
      success: true,
      data: data.data,
    });
    void readAgainAfterChange(queryClient, { queryKey: ["get", "/admin/complaints"] });
  };
  const form = useForm({
    initialValues: { message: "" },
    validate: (values) => (values.message.trim() ? {} : { message: complaintQueueWords.replyRequired }),
    fallbackMessage: complaintQueueWords.failed,
    onSubmit: async (values) => {
      const answer = await reply.mutateAsync({
        params: { path: { number } },
        body: { message: values.message.trim() },
      });
      settle(answer);
      form.reset();
      toast.success(
        isMailable(answer.data) ? complaintQueueWords.replySent : complaintQueueWords.keptReplySent,
      );
    },
    onServerError: (message) => toast.error(message),
  });
  const setStatus = async (status: "acknowledged" | "resolved") => {
    try {
      settle(await move.mutateAsync({ params: { path: { number } }, body: { status } }));
      toast.success(status === "resolved" ? complaintQueueWords.resolved : complaintQueueWords.acknowledged);
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || complaintQueueWords.failed);
    }
  };

  const refusal = apiRefusalPanel(ticket.error, STAFF_SCREEN);
  if (refusal) return refusal;
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 400);
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>
          {missing ? "No ticket has this number." : complaintQueueWords.loadFailed}
        </p>
      </div>
    );
  }
  if (!ticket.data) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading the ticket" />
      </div>
    );
  }
  const data = ticket.data.data;
  const mailable = isMailable(data);
  return (
    <div className={styles.detail}>
      <div className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>
          {"Ticket "}
          <span className={styles.number}>{data.number}</span>
        </h2>
        <ComplaintStatusBadge status={data.status} />
      </div>
      <Clock ticket={data} />
      <p className={styles.meta}>{`${data.name} · ${mailable ? data.email : complaintQueueWords.noEmail}`}</p>
      <ComplaintFacts ticket={data} />
      {data.status !== "resolved" ? (
        <div className={styles.actions}>
          {data.status === "open" ? (
            <Button
              variant="secondary"
              onPress={() => void setStatus("acknowledged")}
              isPending={move.isPending && move.variables?.body.status === "acknowledged"}
              pendingLabel="Acknowledging"
            >
              Mark acknowledged
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onPress={() => void setStatus("resolved")}
            isPending={move.isPending && move.variables?.body.status === "resolved"}
            pendingLabel="Resolving"
          >
            Mark resolved
          </Button>
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="staff-ticket-messages">
        <h3 id="staff-ticket-messages" className={styles.sectionHeading}>
          Messages
        </h3>
        <ComplaintThread ticket={data} shopperLabel={data.name} />
      </section>
      <Form form={form} className={styles.replyForm} aria-label="Reply">
        <TextField
          label={mailable ? complaintQueueWords.replyLabel : complaintQueueWords.keptReplyLabel}
          description={mailable ? complaintQueueWords.replyHint : complaintQueueWords.keptReplyHint}
          multiline
          rows={4}
          isRequired
          maxLength={5000}
          {...form.field("message")}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={form.isSubmitting}
            pendingLabel={mailable ? "Sending reply" : "Adding reply"}
          >
            {mailable ? "Send reply" : complaintQueueWords.keptReplySubmit}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** /admin/complaints/:number: one ticket with its clock, the shopper's contact, the thread, a reply box
 * (mailed to the shopper; on a ticket kept from a deleted account, added to the ticket only, and said so)
 * and the status moves. */
export function StaffComplaintScreen() {
  const { number = "" } = useParams();
  return (
    <div className={styles.page}>
      <Link href="/admin/complaints" variant="standalone">
        All complaints
      </Link>
      <h1 className={pageTitle}>{complaintQueueWords.title}</h1>
      <StaffOnly>
        <TicketDetail number={number} />
      </StaffOnly>
    </div>
  );
}
