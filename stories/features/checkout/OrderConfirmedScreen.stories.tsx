import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { orders, shopper } from "../../../mocks/fixtures";
import { orderHandlers } from "../../../mocks/handlers/orders";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { checkoutMessages as messages } from "../../../src/features/checkout/checkoutMessages";
import { OrderConfirmedScreen } from "../../../src/features/checkout/OrderConfirmedScreen";
import { checkoutDefaults, expectLoginPrompt } from "./checkoutStoryKit";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const own = orders.filter((o) => o.email === shopper.email);
/** Just placed from the cart, paying on delivery. */
const codOrder = own.find((o) => o.paymentMode === "COD" && o.status === "processing");
/** Paid online, with a coupon. */
const paidOrder = own.find((o) => o.paymentStatus === "paid");
/** Placed online, its payment not completed. */
const awaitingOrder = own.find((o) => o.status === "pending");
if (!codOrder || !paidOrder || !awaitingOrder)
  throw new Error(
    "the first sample shopper has a COD order in processing, a paid one and one awaiting payment",
  );

const route = (orderId: string) => ({
  route: { path: "/order-confirmed/:orderId", initialEntry: `/order-confirmed/${orderId}` },
});

const meta = {
  title: "Features/Checkout/OrderConfirmedScreen",
  component: OrderConfirmedScreen,
  parameters: { ...route(codOrder._id), layout: "fullscreen" },
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...checkoutDefaults);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof OrderConfirmedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "Thank you! Your order is placed" }));
    await expect(canvas.getByText(codOrder.orderNumber)).toBeVisible();
    await expect(canvas.queryByText(codOrder._id)).toBeNull();
    const items = canvas.getByRole("list", { name: "Items in this order" });
    await expect(within(items).getAllByRole("listitem")).toHaveLength(codOrder.items.length);
    await expect(items).toHaveTextContent(codOrder.items[0].name);
    const address = canvas.getByRole("region", { name: "Delivery address" });
    await expect(address).toHaveTextContent(codOrder.deliveryAddress);
    await expect(address).toHaveTextContent(`${codOrder.city}, ${codOrder.state} ${codOrder.pincode}`);
    await expect(canvas.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Cash on deliveryPay ₹2,048 when it is delivered",
    );
    await expect(canvas.getByText("Estimated delivery by Thu, 19 Mar")).toBeVisible();
    // The bill as stored: the GST it contains, and the total to pay.
    await expect(canvas.getByText("₹97.53")).toBeVisible();
    await expect(canvas.getByText("To pay on delivery").nextElementSibling).toHaveTextContent("₹2,048");
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/user-orders");
  },
};

export const PaidOnline: Story = {
  parameters: route(paidOrder._id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(paidOrder.orderNumber));
    await expect(canvas.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Online paymentPayment: Paid",
    );
    await expect(canvas.getByText(`Coupon discount (${paidOrder.couponCode})`)).toBeVisible();
    await expect(canvas.getByText("Total paid").nextElementSibling).toHaveTextContent("₹2,247");
  },
};

/** Placed online but not paid yet (the shopper came here from My Orders): it says so and offers paying. */
export const AwaitingPayment: Story = {
  parameters: route(awaitingOrder._id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(
      canvas.findByRole("heading", { level: 1, name: "Your order is waiting for its payment" }),
    );
    await expect(canvas.getByText(awaitingOrder.orderNumber)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry Payment" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Pay on Delivery" })).toBeEnabled();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.orderNotFound }));
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(
      canvas.findByRole("heading", { level: 1, name: messages.orderLoadFailed }, { timeout: 4000 }),
    );
    await expect(canvas.getByRole("button", { name: "Try Again" })).toBeEnabled();
  },
};

export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    await expectLoginPrompt(canvasElement, `/order-confirmed/${codOrder._id}`);
  },
};

/** The order has not answered yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.orders.never, "get", "/order/{id}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading your order" }));
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};
