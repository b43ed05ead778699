import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { Button, ButtonLink } from "../../components/Button";
import {
  ComplaintFacts,
  ComplaintStatusBadge,
  ComplaintThread,
  ticketSummary,
} from "../../components/ComplaintThread";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { panel, panelActions, panelText, panelTitle } from "../../design/panel.css";
import { useSession } from "../../session/session";
import * as styles from "./Complaints.css";
import { myComplaintOptions, myComplaintsOptions } from "./complaintsQuery";

export const complaintsMessages = {
  loading: "Loading your complaints",
  loadFailed: "We couldn't load your complaints.",
  emptyTitle: "No complaints",
  emptyText: "When you make a complaint, its ticket, our replies and where it stands are here.",
  guestTitle: "Log in to see your complaints",
  guestText: "Your complaints, their ticket numbers and our replies are kept under your account.",
  notFound: "We couldn't find this ticket under your account.",
} as const;

function Failed({ onRetry, isFetching }: { onRetry: () => void; isFetching: boolean }) {
  return (
    <div className={panel} role="alert">
      <p className={panelTitle}>{complaintsMessages.loadFailed}</p>
      <Button onPress={onRetry} isPending={isFetching} pendingLabel="Trying again">
        Try Again
      </Button>
    </div>
  );
}

/**
 * /account/complaints: the signed-in shopper's complaints, newest first, each with its ticket number,
 * status and how many replies it has; Make a complaint. A guest is asked to log in.
 */
export function MyComplaintsScreen() {
  const { hooks } = useApi();
  const { user, isPending } = useSession();
  const list = useQuery({ ...myComplaintsOptions(hooks), enabled: user !== null });
  let body: ReactNode;
  if (isPending) body = <Spinner label={complaintsMessages.loading} />;
  else if (!user)
    body = <SignInPrompt title={complaintsMessages.guestTitle} text={complaintsMessages.guestText} />;
  else if (list.data && list.data.data.length === 0) {
    body = (
      <section className={panel} aria-labelledby="no-complaints">
        <h2 id="no-complaints" className={panelTitle}>
          {complaintsMessages.emptyTitle}
        </h2>
        <p className={panelText}>{complaintsMessages.emptyText}</p>
        <div className={panelActions}>
          <ButtonLink href="/complaint">Make a complaint</ButtonLink>
        </div>
      </section>
    );
  } else if (list.data) {
    body = (
      <>
        <p>
          <Link href="/complaint" variant="standalone">
            Make a complaint
          </Link>
        </p>
        <ul className={styles.list} aria-label="Your complaints">
          {list.data.data.map((ticket) => (
            <li key={ticket.number} className={styles.card}>
              <div className={styles.cardHeader}>
                <h2 className={styles.cardTitle}>
                  <Link href={`/account/complaints/${ticket.number}`}>
                    {"Ticket "}
                    <span className={styles.number}>{ticket.number}</span>
                  </Link>
                </h2>
                <ComplaintStatusBadge status={ticket.status} />
              </div>
              <p className={styles.meta}>{ticketSummary(ticket)}</p>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (list.isError) body = <Failed onRetry={() => void list.refetch()} isFetching={list.isFetching} />;
  else body = <Spinner label={complaintsMessages.loading} />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>My Complaints</h1>
        <p className={styles.lead}>
          We acknowledge every complaint within 48 hours and resolve it within one month of filing.
        </p>
      </header>
      {body}
    </div>
  );
}

/** /account/complaints/:number: one of the shopper's tickets, its promises and the thread with our replies. */
export function ComplaintTicketScreen() {
  const { number = "" } = useParams();
  const { hooks } = useApi();
  const { user, isPending } = useSession();
  const ticket = useQuery({ ...myComplaintOptions(hooks, number), enabled: user !== null });
  let body: ReactNode;
  if (isPending) body = <Spinner label="Loading your ticket" />;
  else if (!user)
    body = <SignInPrompt title={complaintsMessages.guestTitle} text={complaintsMessages.guestText} />;
  else if (ticket.data) {
    const data = ticket.data.data;
    body = (
      <>
        <header className={styles.header}>
          <div className={styles.cardHeader}>
            <h1 className={styles.title}>
              {"Ticket "}
              <span className={styles.number}>{data.number}</span>
            </h1>
            <ComplaintStatusBadge status={data.status} />
          </div>
          <ComplaintFacts ticket={data} />
        </header>
        <section className={styles.section} aria-labelledby="ticket-messages">
          <h2 id="ticket-messages" className={styles.sectionHeading}>
            Messages
          </h2>
          <ComplaintThread ticket={data} />
        </section>
      </>
    );
  } else if (
    ticket.isError &&
    isApiError(ticket.error) &&
    (ticket.error.status === 404 || ticket.error.status === 400)
  ) {
    body = (
      <div className={panel} role="alert">
        <p className={panelTitle}>{complaintsMessages.notFound}</p>
      </div>
    );
  } else if (ticket.isError)
    body = <Failed onRetry={() => void ticket.refetch()} isFetching={ticket.isFetching} />;
  else body = <Spinner label="Loading your ticket" />;
  return (
    <div className={styles.page}>
      <Link href="/account/complaints" variant="standalone">
        All my complaints
      </Link>
      {body}
    </div>
  );
}
