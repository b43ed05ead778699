// Contract tag "complaints" (docs/decisions/complaints.md): filing (a shopper or a guest), the shopper's
// own tickets, and the staff queue with replies and status moves. Every answer is private (no shared cache
// keeps a name or an email); staff calls need the orders permission (server/api/staffAccess.ts), as the
// care team answering complaints is the one working the orders board.
import { Hono } from "hono";
import { complaintMessages } from "../../src/lib/complaintWords";
import {
  type ComplaintDeps,
  fileComplaint,
  listShopperComplaints,
  replyToComplaint,
  setComplaintStatus,
  shopperComplaint,
  staffComplaint,
  staffComplaintQueue,
} from "../services/complaints/complaints";
import { inputOf, privateAnswers } from "./requestInput";
import { currentUser, requireUser } from "./session";
import { requireStaff } from "./staffAccess";

export function complaintRoutes(deps: ComplaintDeps) {
  const { db } = deps;
  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const body = inputOf(c, "fileComplaint").body;
      const data = await fileComplaint(deps, await currentUser(c, db), body);
      return c.json({ success: true as const, message: complaintMessages.filed(data.number), data }, 201);
    })
    .get("/", async (c) => {
      const user = await requireUser(c, db);
      return c.json({ success: true as const, data: await listShopperComplaints(deps, user.id) });
    })
    .get("/:number", async (c) => {
      const user = await requireUser(c, db);
      const { number } = inputOf(c, "getMyComplaint").path;
      return c.json({ success: true as const, data: await shopperComplaint(deps, user.id, number) });
    });
}

export function staffComplaintRoutes(deps: ComplaintDeps) {
  const { db } = deps;
  return new Hono()
    .use(privateAnswers)
    .get("/", async (c) => {
      await requireStaff(c, db, "orders");
      const state = inputOf(c, "listStaffComplaints").query?.state ?? "open";
      return c.json({ success: true as const, data: await staffComplaintQueue(deps, state) });
    })
    .get("/:number", async (c) => {
      await requireStaff(c, db, "orders");
      const { number } = inputOf(c, "getStaffComplaint").path;
      return c.json({ success: true as const, data: await staffComplaint(deps, number) });
    })
    .post("/:number/replies", async (c) => {
      const staff = await requireStaff(c, db, "orders");
      const input = inputOf(c, "replyToComplaint");
      const data = await replyToComplaint(deps, staff, input.path.number, input.body.message);
      return c.json({ success: true as const, message: complaintMessages.replied, data }, 201);
    })
    .post("/:number/status", async (c) => {
      await requireStaff(c, db, "orders");
      const input = inputOf(c, "setComplaintStatus");
      const data = await setComplaintStatus(deps, input.path.number, input.body.status);
      return c.json({ success: true as const, message: complaintMessages.statusChanged, data });
    });
}
