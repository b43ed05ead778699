// Contract tag "complaints" (docs/decisions/complaints.md): filing, the shopper's tickets, and the staff
// queue, answered from the fixtures (mocks/fixtures/complaints.ts). The rules (whose ticket, the clocks,
// the status moves, the mail budget) are the server's; the refusals a screen shows are named variants with
// the server's messages. Filed and changed tickets are kept in the mock store (reset before every story),
// so a story's flow reads back what it did and the next story starts from the fixtures.
import {
  type Complaint,
  complaintClock,
  complaints,
  FIXTURES_NOW,
  NEW_COMPLAINT_NUMBER,
  orders,
} from "../fixtures";
import { authMessages } from "../../src/lib/accountApiMessages";
import { acknowledgeByOf, complaintMessages, resolveByOf } from "../../src/lib/complaintWords";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { fail, http, inputOf } from "./http";
import { mockStore, requireUser, sessionUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

const summary = ({ messages: _thread, ...rest }: Complaint): Complaint => rest;
const TOO_MANY = authMessages.tooManyFromAddress(720);

export function complaintBoardHandlers(list: readonly Complaint[] = complaints): Handlers {
  // The fixtures' tickets with what this story filed or changed (kept in the store, reset before each story).
  const tickets = () =>
    new Map([...list.map((t) => [t.number, t] as const), ...Object.entries(mockStore.complaintEdits)]);
  const keep = (ticket: Complaint) => {
    mockStore.complaintEdits[ticket.number] = ticket;
  };
  const find = (number: string) => tickets().get(number) ?? fail(404, complaintMessages.notFound);
  const now = () => new Date(FIXTURES_NOW);
  return [
    http.post("/complaints", ({ request, response }) => {
      const body = inputOf(request, "fileComplaint").body;
      const user = sessionUser();
      const name = user ? user.name || user.username : body.name;
      const email = user ? user.email : body.email;
      if (!name) fail(400, complaintMessages.nameRequired);
      if (!email) fail(400, complaintMessages.emailRequired);
      const order = body.orderId ? orders.find((o) => o._id === body.orderId) : undefined;
      if (body.orderId && (!user || !order)) fail(404, complaintMessages.orderNotFound);
      const filed = now();
      const base = {
        number: NEW_COMPLAINT_NUMBER,
        topic: body.topic,
        status: "open" as const,
        name,
        email,
        orderId: order?._id ?? null,
        orderNumber: order?.orderNumber ?? null,
        createdAt: filed.toISOString(),
        acknowledgeBy: acknowledgeByOf(filed).toISOString(),
        resolveBy: resolveByOf(filed).toISOString(),
        acknowledgedAt: null,
        resolvedAt: null,
        replies: 0,
        messages: [{ author: "shopper" as const, body: body.message, createdAt: filed.toISOString() }],
      };
      const ticket: Complaint = { ...base, clock: complaintClock(base, filed) };
      keep(ticket);
      return response(201).json({
        success: true,
        message: complaintMessages.filed(ticket.number),
        data: ticket,
      });
    }),
    http.get("/complaints", ({ response }) => {
      const user = requireUser();
      const mine = [...tickets().values()]
        .filter((t) => t.email === user.email)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
        .map(summary);
      return response(200).json({ success: true, data: mine });
    }),
    http.get("/complaints/{number}", ({ params, response }) => {
      const user = requireUser();
      const ticket = find(params.number);
      if (ticket.email !== user.email) fail(404, complaintMessages.notFound);
      return response(200).json({ success: true, data: ticket });
    }),
    http.get("/admin/complaints", ({ request, response }) => {
      requireUser();
      const state = inputOf(request, "listStaffComplaints").query?.state ?? "open";
      const all = [...tickets().values()];
      const data =
        state === "open"
          ? all.filter((t) => t.status !== "resolved").sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))
          : all
              .filter((t) => t.status === "resolved")
              .sort((a, b) => ((a.resolvedAt ?? "") < (b.resolvedAt ?? "") ? 1 : -1));
      return response(200).json({ success: true, data: data.map(summary) });
    }),
    http.get("/admin/complaints/{number}", ({ params, response }) => {
      requireUser();
      return response(200).json({ success: true, data: find(params.number) });
    }),
    http.post("/admin/complaints/{number}/replies", ({ params, request, response }) => {
      requireUser();
      const { message } = inputOf(request, "replyToComplaint").body;
      const ticket = find(params.number);
      const at = now().toISOString();
      const status = ticket.status === "open" ? "acknowledged" : ticket.status;
      const moved = {
        ...ticket,
        status,
        acknowledgedAt: ticket.acknowledgedAt ?? at,
        replies: ticket.replies + 1,
        messages: [...(ticket.messages ?? []), { author: "staff" as const, body: message, createdAt: at }],
      };
      const next: Complaint = { ...moved, clock: complaintClock(moved) };
      keep(next);
      return response(201).json({ success: true, message: complaintMessages.replied, data: next });
    }),
    http.post("/admin/complaints/{number}/status", ({ params, request, response }) => {
      requireUser();
      const { status } = inputOf(request, "setComplaintStatus").body;
      const ticket = find(params.number);
      if (ticket.status === "resolved") fail(409, complaintMessages.alreadyResolved);
      if (status === "acknowledged" && ticket.status === "acknowledged")
        fail(409, complaintMessages.alreadyAcknowledged);
      const at = now().toISOString();
      const moved = {
        ...ticket,
        status,
        acknowledgedAt: ticket.acknowledgedAt ?? at,
        resolvedAt: status === "resolved" ? at : null,
      };
      const next: Complaint = { ...moved, clock: complaintClock(moved) };
      keep(next);
      return response(200).json({ success: true, message: complaintMessages.statusChanged, data: next });
    }),
  ];
}

const defaults = complaintBoardHandlers();

export const complaintHandlers = defineVariants(defaults, {
  /** No tickets at all: the shopper's list and the staff queue are empty. */
  empty: [
    http.get("/complaints", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: [] });
    }),
    http.get("/admin/complaints", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: [] });
    }),
  ],
  /** The ticket is not the shopper's, or there is none. */
  notFound: [
    http.get("/complaints/{number}", () => fail(404, complaintMessages.notFound)),
    http.get("/admin/complaints/{number}", () => fail(404, complaintMessages.notFound)),
  ],
  /** A signed-in shopper on the staff queue: every staff call answers 403. */
  forbidden: [
    http.get("/admin/complaints", () => fail(403, STAFF_ONLY)),
    http.get("/admin/complaints/{number}", () => fail(403, STAFF_ONLY)),
    http.post("/admin/complaints/{number}/replies", () => fail(403, STAFF_ONLY)),
    http.post("/admin/complaints/{number}/status", () => fail(403, STAFF_ONLY)),
  ],
  /** Over the filing budget (the server's 429 and its message). */
  tooMany: [http.post("/complaints", () => fail(429, TOO_MANY))],
});
