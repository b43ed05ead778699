import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { shopper, shopperComplaints } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { complaintHandlers } from "../../../mocks/handlers/complaints";
import { mockSignIn } from "../../../mocks/handlers/store";
import { ComplaintTicketScreen, MyComplaintsScreen } from "../../../src/features/account";
import { complaintsMessages } from "../../../src/features/account/MyComplaintsScreen";
import { expectVisible } from "../../support/storyHelpers";

const meta = {
  title: "Features/Account/MyComplaintsScreen",
  component: MyComplaintsScreen,
  parameters: { route: { path: "/account/complaints" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...authHandlers.default, ...complaintHandlers.default);
  },
} satisfies Meta<typeof MyComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the tickets load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...complaintHandlers.never);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(
      within(canvasElement).findByRole("progressbar", { name: complaintsMessages.loading }),
    );
  },
};

/** No complaints yet: where they would be, and the way to make one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...complaintHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: complaintsMessages.emptyTitle }));
    await expect(canvas.getByRole("link", { name: "Make a complaint" })).toHaveAttribute(
      "href",
      "/complaint",
    );
  },
};

/** The shopper's tickets, newest first, each with its status and replies. */
export const WithTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Your complaints" });
    const rows = within(list).getAllByRole("listitem");
    await expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual(
      shopperComplaints().map((t) => `Ticket ${t.number}`),
    );
    await expect(within(rows[0]).getByText("Received")).toBeVisible();
    await expect(within(rows[0]).getByText(/no reply yet/)).toBeVisible();
    await expect(within(rows[1]).getByText("Acknowledged")).toBeVisible();
    await expect(within(rows[1]).getByText(/1 reply/)).toBeVisible();
    await expect(within(rows[2]).getByText("Resolved")).toBeVisible();
  },
};

/** A ticket's page: its promises and the thread with the care team's reply. */
export const TicketPage: Story = {
  render: () => <ComplaintTicketScreen />,
  parameters: {
    route: { path: "/account/complaints/:number", initialEntry: "/account/complaints/RZ-T-4821-9063" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "Ticket RZ-T-4821-9063" }));
    await expect(canvas.getByText("Acknowledged", { selector: "span[data-tone]" })).toBeVisible();
    await expect(canvas.getByText(/^Due by/)).toBeVisible();
    const thread = canvas.getByRole("list", { name: "Messages" });
    const messages = within(thread).getAllByRole("listitem");
    await expect(messages).toHaveLength(2);
    await expect(within(messages[1]).getByText("Rangrez customer care")).toBeVisible();
    await expect(within(messages[1]).getByText(/asked the courier to trace your parcel/)).toBeVisible();
  },
};

/** Another's ticket, or none: said plainly. */
export const TicketNotFound: Story = {
  render: () => <ComplaintTicketScreen />,
  parameters: {
    route: { path: "/account/complaints/:number", initialEntry: "/account/complaints/RZ-T-3310-0042" },
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText(complaintsMessages.notFound));
  },
};
