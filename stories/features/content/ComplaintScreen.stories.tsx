import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { NEW_COMPLAINT_NUMBER, orders, shopper } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { complaintHandlers } from "../../../mocks/handlers/complaints";
import { orderHandlers } from "../../../mocks/handlers/orders";
import { mockSignIn } from "../../../mocks/handlers/store";
import { ComplaintScreen } from "../../../src/features/content/ComplaintScreen";
import { complaintValidation } from "../../../src/features/content/complaintForm";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible, fillField } from "../../support/storyHelpers";

/** The complaints the screen files. */
const filed = sentRequests("post", "/complaints");
const shopperOrder = orders.find((o) => o.email === shopper.email);
if (!shopperOrder) throw new Error("the first sample shopper has an order");

const meta = {
  title: "Features/Content/ComplaintScreen",
  component: ComplaintScreen,
  parameters: { route: { path: "/complaint" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    filed.clear();
    msw.use(filed.handler, ...authHandlers.default, ...complaintHandlers.default, ...orderHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof ComplaintScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileButton = () => screen.getByRole("button", { name: "File complaint" });

async function chooseTopic(label: string) {
  await userEvent.click(screen.getByRole("button", { name: /What is it about\?/ }));
  await userEvent.click(await screen.findByRole("option", { name: label }));
}

/** A guest's empty form: name, email, topic and the complaint, with its promises said up front. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Make a complaint" })).toBeVisible();
    await expect(canvas.getByText(/within 48 hours and resolve it within one month/)).toBeVisible();
    await expectVisible(canvas.findByRole("textbox", { name: "Name" }));
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: /Your complaint/ })).toHaveValue("");
    await expect(canvas.getByRole("button", { name: /What is it about\?/ })).toHaveTextContent(
      "Choose a topic",
    );
  },
};

/** Sending it empty, or too short, says what each field needs; nothing is filed. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("textbox", { name: "Name" }));
    await userEvent.click(fileButton());
    await expectVisible(canvas.findByText("Please enter your name."));
    await expect(canvas.getByText("Please enter your email address.")).toBeVisible();
    await expect(canvas.getByText(complaintValidation.topicRequired)).toBeVisible();
    await expectVisible(canvas.findByText(complaintValidation.messageRequired));
    await fillField(canvas.getByRole("textbox", { name: /Your complaint/ }), "Late");
    await expect(canvas.getByText(complaintValidation.messageShort)).toBeVisible();
    await expect(filed.bodies).toEqual([]);
  },
};

/** A guest files: the ticket number shows at once, with where it was mailed and its two due times. */
export const SubmittedWithNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(await canvas.findByRole("textbox", { name: "Name" }), "Asha Verma");
    await fillField(canvas.getByRole("textbox", { name: "Email" }), "asha@example.in");
    await chooseTopic("Delivery");
    await fillField(canvas.getByRole("textbox", { name: /Your complaint/ }), "My parcel is a week late now.");
    await userEvent.click(fileButton());
    const done = await canvas.findByRole("status");
    await expect(
      within(done).getByRole("heading", { name: `Your ticket number is ${NEW_COMPLAINT_NUMBER}` }),
    ).toBeVisible();
    await expect(within(done).getByText(/We have mailed it to asha@example.in/)).toBeVisible();
    await expect(within(done).getAllByText(/^Due by/)).toHaveLength(2);
    await expect(filed.bodies).toEqual([
      {
        name: "Asha Verma",
        email: "asha@example.in",
        topic: "delivery",
        message: "My parcel is a week late now.",
      },
    ]);
  },
};

/** From an order's page: a signed-in shopper files about that order, under their account. */
export const FromAnOrder: Story = {
  parameters: { route: { path: "/complaint", initialEntry: `/complaint?order=${shopperOrder._id}` } },
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(new RegExp(`Filing as ${shopper.name}`)));
    await expectVisible(canvas.findByText(shopperOrder.orderNumber ?? ""));
    await expect(canvas.queryByRole("textbox", { name: "Name" })).toBeNull();
    await expect(canvas.getByRole("button", { name: /What is it about\?/ })).toHaveTextContent("An order");
    await fillField(canvas.getByRole("textbox", { name: /Your complaint/ }), "One sleeve arrived torn.");
    await userEvent.click(fileButton());
    await expectVisible(canvas.findByRole("link", { name: "See this complaint under My Complaints" }));
    await expect(filed.bodies).toEqual([
      { orderId: shopperOrder._id, topic: "order", message: "One sleeve arrived torn." },
    ]);
  },
};
