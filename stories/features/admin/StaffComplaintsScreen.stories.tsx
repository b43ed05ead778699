import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { complaints, keptTicketOfDeletedAccount } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { complaintBoardHandlers, complaintHandlers } from "../../../mocks/handlers/complaints";
import { StaffComplaintScreen, StaffComplaintsScreen } from "../../../src/features/admin";
import { sentRequests } from "../../support/sentRequests";
import { expectToast, expectVisible, fillField } from "../../support/storyHelpers";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const replies = sentRequests("post", "/admin/complaints/:number/replies");

const meta = {
  title: "Features/Admin/StaffComplaintsScreen",
  component: StaffComplaintsScreen,
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/complaints shows it.
  parameters: { route: { path: "/admin/complaints" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    signInAsStaff();
    replies.clear();
    // A fresh board per story: what one story's reply changes never leaks into the next.
    msw.use(replies.handler, ...authHandlers.default, ...complaintBoardHandlers());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof StaffComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = complaints.filter((t) => t.status !== "resolved");

/** Writes `message` in the reply `box` and presses `button`: the toast reads `toast`, the call carries the
 * message, the thread gains it after the shopper's, and the open ticket reads acknowledged. */
async function replyJoinsThread(
  canvas: ReturnType<typeof within>,
  box: HTMLElement,
  { message, button, toast }: { message: string; button: string; toast: string },
) {
  await fillField(box, message);
  await userEvent.click(canvas.getByRole("button", { name: button }));
  await expectToast(toast);
  await expect(replies.bodies).toEqual([{ message }]);
  const thread = canvas.getByRole("list", { name: "Messages" });
  await waitFor(() => expect(within(thread).getAllByRole("listitem")).toHaveLength(2));
  await expect(canvas.getByText("Acknowledged", { selector: "span[data-tone]" })).toBeVisible();
}

/** The open tickets oldest first, each with its clock; the one past its 48 hours is flagged overdue. */
export const QueueWithOverdue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Open complaints, oldest first" });
    const rows = within(list).getAllByRole("listitem");
    await expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual(
      open.map((t) => t.number),
    );
    await expect(canvas.getByText(`${open.length} open, 1 overdue`)).toBeVisible();
    await expectStaffNavAt(canvas, "Complaints");
    const overdue = rows[open.findIndex((t) => t.number === "RZ-T-3310-0042")];
    await expect(within(overdue).getByText("Acknowledge: overdue by 1 day")).toBeVisible();
    const fresh = rows[open.findIndex((t) => t.number === "RZ-T-5102-7788")];
    await expect(within(fresh).getByText("Acknowledge within 1 day 22 hours")).toBeVisible();
    const acknowledged = rows[open.findIndex((t) => t.number === "RZ-T-4821-9063")];
    await expect(within(acknowledged).getByText("Resolve within 27 days")).toBeVisible();
  },
};

/** Nothing open. */
export const EmptyQueue: Story = {
  beforeEach({ msw }) {
    msw.use(...complaintHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText("No open complaints. Every ticket is resolved."));
  },
};

/** A shopper who opens the queue is told it is for staff. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(...complaintHandlers.forbidden);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole("heading", { name: /staff/i }));
  },
};

/** A ticket's detail: the clock, the shopper's contact, the thread; a reply is sent and joins the thread,
 * and the open ticket reads acknowledged. */
export const TicketDetailReply: Story = {
  render: () => <StaffComplaintScreen />,
  parameters: {
    route: { path: "/admin/complaints/:number", initialEntry: "/admin/complaints/RZ-T-3310-0042" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: "Ticket RZ-T-3310-0042" }));
    await expect(canvas.getByText("Acknowledge: overdue by 1 day")).toBeVisible();
    await expect(canvas.getByText("Arjun Rao · arjun@example.in")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mark acknowledged" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send reply" }));
    await expectVisible(canvas.findByText("Please write a reply."));
    await expect(replies.bodies).toEqual([]);
    await replyJoinsThread(canvas, canvas.getByRole("textbox", { name: /Reply to the shopper/ }), {
      message: "Your refund left us today; it reaches your bank in 3 to 5 days.",
      button: "Send reply",
      toast: "Reply sent and mailed to the shopper.",
    });
    await expect(canvas.queryByRole("button", { name: "Mark acknowledged" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Mark resolved" })).toBeVisible();
  },
};

/** A ticket kept when its shopper deleted their account has no email: the contact says so, and the reply
 * box says its reply is added to the ticket only, not mailed; the reply joins the thread. */
export const TicketOfDeletedAccountReply: Story = {
  render: () => <StaffComplaintScreen />,
  parameters: {
    route: {
      path: "/admin/complaints/:number",
      initialEntry: `/admin/complaints/${keptTicketOfDeletedAccount.number}`,
    },
  },
  beforeEach({ msw }) {
    // The spy first again: handlers added later are asked first.
    msw.use(replies.handler, ...complaintBoardHandlers([...complaints, keptTicketOfDeletedAccount]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(
      canvas.findByRole("heading", { name: `Ticket ${keptTicketOfDeletedAccount.number}` }),
    );
    await expect(canvas.getByText("Kabir Mehta · no email: the shopper deleted their account")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send reply" })).toBeNull();
    const box = canvas.getByRole("textbox", { name: /Reply for the ticket's record/ });
    await expect(box).toHaveAccessibleDescription(
      /this reply cannot be mailed: it is added to the ticket only/,
    );
    await replyJoinsThread(canvas, box, {
      message: "Replacement sizes sent with the courier; logged for the record.",
      button: "Add reply",
      toast: "Reply added to the ticket. It was not mailed: the account was deleted.",
    });
  },
};

/** Resolving a ticket: its clock stops and the status moves go. */
export const TicketResolved: Story = {
  render: () => <StaffComplaintScreen />,
  parameters: {
    route: { path: "/admin/complaints/:number", initialEntry: "/admin/complaints/RZ-T-4821-9063" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark resolved" }));
    await expectToast("Ticket resolved.");
    await expect(canvas.getByText("Resolved", { selector: "span[data-tone]" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark resolved" })).toBeNull();
  },
};
