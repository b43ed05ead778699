import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useApi } from "../../api/ApiProvider";
import { errorMessage, isApiError } from "../../api/errors";
import type { Order } from "../../api/types";
import { Button } from "../../components/Button";
import { DesignMockups } from "../../components/DesignMockup";
import { Link } from "../../components/Link";
import { Spinner } from "../../components/Spinner";
import { formatRupees, formatRupeesPaise } from "../../lib/money";
import { EVENT_WORDS, OrderNumber, OrderStatusBadge, PaymentStatusBadge } from "../orders";
import { PAYMENT_MODE_WORDS, REFUND_STATE_WORDS, RETURN_KIND_WORDS } from "../../lib/orderWords";
import { faultReportedText, REFUND_METHOD_TEXT, REFUND_REASON_TEXT, RETURN_STATE_TEXT } from "./orderWords";
import { PrintFiles } from "./PrintFiles";
import { StaffActionBar } from "./StaffActionBar";
import { staffMessages } from "./staffMessages";
import * as styles from "./StaffOrderDetail.css";
import { staffOrderOptions } from "./staffOrdersQuery";
import { formatIndiaDate, formatIndiaDateTime } from "../../lib/indiaTime";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label–value rows (a `<dl>`); rows without a value are left out. */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value !== undefined && value !== null && value !== "")
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Address({ lines }: { lines: readonly (string | undefined)[] }) {
  return (
    <address className={styles.address}>
      {lines.filter(Boolean).map((line) => (
        <span key={line} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}

function Lines({ order }: { order: Order }) {
  const returning = new Set(order.return?.lineIds ?? []);
  return (
    <ul className={styles.lines} aria-label="Items in this order">
      {order.items.map((item) => (
        <li key={item._id} className={styles.line}>
          <img className={styles.lineImage} src={item.image} alt="" width={48} height={60} loading="lazy" />
          <div className={styles.lineText}>
            <p className={styles.lineName}>{item.name}</p>
            <p className={styles.muted}>{`${item.color} · Size ${item.size} · Qty ${item.quantity}`}</p>
            {returning.has(item._id) ? <p className={styles.lineFlag}>In the return</p> : null}
          </div>
          <p className={styles.lineAmount}>{formatRupees(item.price * item.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Whether staff reviewed the shopper's own pictures in the design (docs/decisions/customiser-design.md#ordering-a-design). */
const DESIGN_REVIEW_TEXT: Record<NonNullable<Order["designReview"]>, string> = {
  pending:
    "Waiting for review: the design prints the shopper's own picture. Approve it, or refuse it with a reason (the order is cancelled and refunded).",
  approved: "Approved",
  refused: "Refused (the order was cancelled)",
};

/** The designs the order prints, as ordered: each side drawn on its blank, and the review of the shopper's
 * pictures when they print any. */
function DesignSection({ order }: { order: Order }) {
  const printed = order.items.filter((item) => item.design);
  if (printed.length === 0) return null;
  return (
    <Section title="Design">
      {printed.map((item) =>
        item.design ? <DesignMockups key={item._id} design={item.design} name={item.name} /> : null,
      )}
      {order.designReview ? <Facts rows={[["Review", DESIGN_REVIEW_TEXT[order.designReview]]]} /> : null}
      <PrintFiles orderId={order._id} />
    </Section>
  );
}

function Timeline({ events }: { events: NonNullable<Order["timeline"]> }) {
  return (
    <ol className={styles.timeline} aria-label="Timeline">
      {events.map((event, index) => (
        // Events have no id; the same kind can come twice (a refused return, then another delivery).
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
        <li key={`${event.kind}-${index}`} className={styles.event}>
          <span className={styles.eventTitle}>{EVENT_WORDS[event.kind] ?? event.kind}</span>
          <time dateTime={event.at} className={styles.muted}>
            {formatIndiaDateTime(event.at)}
          </time>
          {event.note ? <span className={styles.eventNote}>{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A return the shopper asked for a problem with the piece, flagged at the top of the order beside the actions
 * that accept or refuse it, with their words of what is wrong
 * (docs/decisions/customiser-design.md#ordering-a-design). */
function FaultFlag({ request }: { request: NonNullable<Order["return"]> }) {
  if (!request.kind) return null;
  return (
    <div className={styles.faultFlag}>
      <p className={styles.faultFlagTitle}>{faultReportedText(request.kind)}</p>
      {request.reason ? <p className={styles.faultFlagWords}>{`“${request.reason}”`}</p> : null}
    </div>
  );
}

/** The shopper's return (a problem with the piece named as such), accepted or refused like any return. */
function ReturnRequest({ order, request }: { order: Order; request: NonNullable<Order["return"]> }) {
  const names = order.items
    .filter((i) => request.lineIds.includes(i._id))
    .map((i) => `${i.name} (${i.size})`);
  const pickup = request.pickupAddress;
  return (
    <Section title="Return request">
      <Facts
        rows={[
          ["State", RETURN_STATE_TEXT[request.state]],
          ["Asked on", formatIndiaDateTime(request.requestedAt)],
          ["Fault", request.kind ? RETURN_KIND_WORDS[request.kind] : undefined],
          [request.kind ? "What is wrong" : "Reason", request.reason],
          ["Lines", names.join(", ")],
          ["Refund to", request.refundTo],
          ["Refused because", request.refusedReason],
        ]}
      />
      <p className={styles.factLabel}>Pickup address</p>
      <Address lines={[pickup.deliveryAddress, pickup.city, `${pickup.state} ${pickup.pincode}`]} />
    </Section>
  );
}

function Refunds({ refunds }: { refunds: NonNullable<Order["refunds"]> }) {
  return (
    <Section title="Refunds">
      <ul className={styles.refunds}>
        {refunds.map((refund) => (
          <li key={refund.refundId} className={styles.refund}>
            <Facts
              rows={[
                ["Amount", formatRupees(refund.amount)],
                ["State", REFUND_STATE_WORDS[refund.state]],
                ["For", REFUND_REASON_TEXT[refund.reason]],
                ["How", REFUND_METHOD_TEXT[refund.method]],
                ["Started", formatIndiaDateTime(refund.initiatedAt)],
                ["Processed", refund.processedAt ? formatIndiaDateTime(refund.processedAt) : undefined],
                ["Reference", refund.reference],
              ]}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Documents({ order }: { order: Order }) {
  const documents = [
    ...(order.invoice ? [{ ...order.invoice, kind: "Invoice" }] : []),
    ...(order.creditNotes ?? []).map((note) => ({ ...note, kind: "Credit note" })),
  ];
  if (documents.length === 0) return null;
  return (
    <Section title="Documents">
      <ul className={styles.plainList}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <a href={doc.url} download className={styles.documentLink}>
              {`${doc.kind} ${doc.number}`}
            </a>
            <span className={styles.muted}>{` · ${formatIndiaDate(doc.issuedAt)}`}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Everything staff need about one order, and the actions it allows now. */
export function StaffOrderView({ order }: { order: Order }) {
  return (
    <>
      <div className={styles.badges}>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge order={order} />
      </div>
      {order.return ? <FaultFlag request={order.return} /> : null}
      <Facts
        rows={[
          ["Placed", formatIndiaDateTime(order.createdAt)],
          ["Total", formatRupeesPaise(order.totalAmount)],
          ["Payment", PAYMENT_MODE_WORDS[order.paymentMode]],
          ["Tracking id", order.trackingId],
          ["Cancelled because", order.cancelReason],
        ]}
      />
      {/* A fresh bar per order: a refusal shown for one order is not shown for the next. */}
      <StaffActionBar key={order._id} order={order} />
      <Section title="Customer">
        <Facts
          rows={[
            ["Account", order.customer?.username],
            ["Email", order.customer?.email ?? order.email],
            ["Phone", order.phoneNumber],
          ]}
        />
      </Section>
      <Section title="Delivery address">
        <Address lines={[order.name, order.deliveryAddress, order.city, `${order.state} ${order.pincode}`]} />
      </Section>
      <Section title="Items">
        <Lines order={order} />
      </Section>
      <DesignSection order={order} />
      {order.shipment ? (
        <Section title="Shipment">
          <Facts
            rows={[
              ["Courier", order.shipment.courier],
              ["Tracking number", order.shipment.trackingNumber],
              ["Shipped", formatIndiaDateTime(order.shipment.shippedAt)],
              ["Delivered", order.deliveredAt ? formatIndiaDateTime(order.deliveredAt) : undefined],
            ]}
          />
        </Section>
      ) : null}
      {order.return ? <ReturnRequest order={order} request={order.return} /> : null}
      {order.refunds?.length ? <Refunds refunds={order.refunds} /> : null}
      {order.timeline?.length ? (
        <Section title="Timeline">
          <Timeline events={order.timeline} />
        </Section>
      ) : null}
      <Documents order={order} />
    </>
  );
}

export interface StaffOrderDetailProps {
  orderId: string;
  /** Where Close goes: the board with the same filters and no order open. */
  closeHref: string;
}

/** The chosen order (GET /admin/orders/{id}) in the board's side panel, with its own loading and errors. */
export function StaffOrderDetail({ orderId, closeHref }: StaffOrderDetailProps) {
  const { hooks } = useApi();
  const query = useQuery(staffOrderOptions(hooks, orderId));
  const titleId = useId();

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={staffMessages.detailLoading} />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <div role="alert" className={styles.problem}>
        <p>
          {notFound ? staffMessages.detailNotFound : errorMessage(query.error, staffMessages.detailFailed)}
        </p>
        {notFound ? null : (
          <Button variant="secondary" size="sm" onPress={() => query.refetch()} isDisabled={query.isFetching}>
            {query.isFetching ? "Trying again…" : "Try Again"}
          </Button>
        )}
      </div>
    );
  } else {
    body = <StaffOrderView order={query.data.data} />;
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          <span className={styles.panelTitleLabel}>Order</span>
          {query.data ? (
            <>
              {" "}
              <span className={styles.orderId}>
                <OrderNumber number={query.data.data.orderNumber} />
              </span>
            </>
          ) : null}
        </h2>
        <Link href={closeHref} variant="standalone">
          Close
        </Link>
      </div>
      {body}
    </section>
  );
}
