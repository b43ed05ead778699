import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { orders, shopper } from "../../../mocks/fixtures";
import { fail, http, inputOf } from "../../../mocks/handlers/http";
import { COD_REFUSED_MESSAGE, orderHandlers } from "../../../mocks/handlers/orders";
import { MOCK_TRANSACTION_ID, paymentHandlers } from "../../../mocks/handlers/payments";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { checkoutMessages as messages } from "../../../src/features/checkout/checkoutMessages";
import { formatRupees } from "../../../src/lib/money";
import { PaymentStatusScreen } from "../../../src/features/checkout/PaymentStatusScreen";
import { sentRequests } from "../../support/sentRequests";
import { expectToast, expectVisible } from "../../support/storyHelpers";
import {
  checkoutDefaults,
  expectLoginPrompt,
  gatewayRedirects,
  navigatedTo,
  withRecordedRedirect,
} from "./checkoutStoryKit";
import { only, variants } from "../../../mocks/handlers";

/** The shopper's order that waits for its payment. */
const found = orders.find((o) => o.email === shopper.email && o.paymentStatus === "pending");
if (!found) throw new Error("the first sample shopper has an order awaiting payment");
const pendingOrder = found;
const statusPath = `/status/${MOCK_TRANSACTION_ID}/${pendingOrder._id}`;
const confirmedPath = `/order-confirmed/${pendingOrder._id}`;
const statusCalls = sentRequests("post", "/order/status");
const retryCalls = sentRequests("post", "/order/:id/retry-payment");

const meta = {
  title: "Features/Checkout/PaymentStatusScreen",
  component: PaymentStatusScreen,
  parameters: { route: { path: "/status/:tnxId/:orderId", initialEntry: statusPath }, layout: "fullscreen" },
  decorators: [withRecordedRedirect],
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    statusCalls.clear();
    retryCalls.clear();
    msw.use(statusCalls.handler, retryCalls.handler, ...checkoutDefaults);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof PaymentStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the server confirms with the gateway. */
export const InProgress: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.payments.never, "post", "/order/status"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.paymentInProgress }));
    await expect(canvas.getByRole("progressbar", { name: "Confirming your payment" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Paid: the shop's message as a toast, then the order's confirmation. */
export const Paid: Story = {
  play: async () => {
    await expectToast(messages.paymentSuccess);
    await expect(await navigatedTo(confirmedPath)).toBeVisible();
    await expect(statusCalls.bodies[0]).toEqual({
      transactionId: MOCK_TRANSACTION_ID,
      orderId: pendingOrder._id,
    });
  },
};

/** Still pending at the gateway: polled until final (here, paid on the third answer). */
export const PendingThenPaid: Story = {
  beforeEach({ msw }) {
    let answers = 0;
    msw.use(
      statusCalls.handler,
      http.post("/order/status", ({ request, response }) => {
        answers += 1;
        const { transactionId, orderId } = inputOf(request, "confirmPaymentStatus").body;
        const paid = answers >= 3;
        return response(200).json({
          success: true,
          message: paid ? "Payment successful" : "Payment pending",
          data: {
            transactionId,
            orderId,
            paymentStatus: paid ? "paid" : "pending",
            status: paid ? "processing" : "pending",
          },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(messages.paymentPending));
    await expect(canvas.getByRole("heading", { level: 1, name: messages.paymentInProgress })).toBeVisible();
    await expect(await navigatedTo(confirmedPath, { timeout: 8000 })).toBeVisible();
    await expect(statusCalls.urls).toHaveLength(3);
    await expectToast(messages.paymentSuccess);
  },
};

/** The failure is said, naming the order by its number and amount, once the order has loaded. */
async function expectFailure(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.paymentNotCompleted }));
  const named = `Order ${pendingOrder.orderNumber} of ${formatRupees(pendingOrder.totalAmount)} is not paid yet.`;
  const text = `${named} ${messages.paymentNotCompletedText}`;
  await expectVisible(
    canvas.findByText((_, element) => element?.tagName === "P" && element.textContent === text),
  );
  return canvas;
}

/** Failed or cancelled at the gateway: said so, naming the order and its amount; the order and the bag kept:
 * Retry Payment, Pay on Delivery and Back to Bag offered. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(statusCalls.handler, ...paymentHandlers.paymentFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectFailure(canvasElement);
    await expect(canvas.getByRole("button", { name: "Retry Payment" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Pay on Delivery" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: messages.backToBag })).toHaveAttribute("href", "/cart");
    // Final: asked once, not polled.
    await expect(statusCalls.urls).toHaveLength(1);
  },
};

/** Cash on delivery is not offered for this order: only Retry Payment, and why not, beside Back to Bag. */
export const FailedNoCashOnDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(
      statusCalls.handler,
      ...paymentHandlers.paymentFailed,
      http.get("/order/{id}", ({ response }) =>
        response(200).json({
          success: true,
          data: {
            ...pendingOrder,
            actions: {
              canCancel: true,
              canReturn: false,
              canRetryPayment: true,
              canPayOnDelivery: false,
              payOnDeliveryBlockedReason: COD_REFUSED_MESSAGE,
            },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectFailure(canvasElement);
    await expect(canvas.getByRole("button", { name: "Retry Payment" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Pay on Delivery" })).toBeNull();
    await expect(canvas.getByText(COD_REFUSED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole("link", { name: messages.backToBag })).toBeVisible();
  },
};

export const FailedThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(statusCalls.handler, ...paymentHandlers.paymentFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectFailure(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Retry Payment" }));
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1));
    await expect(gatewayRedirects[0]).toBe(statusPath);
    await expect(retryCalls.urls[0]?.pathname).toBe(`/api/v1/order/${pendingOrder._id}/retry-payment`);
    await expect(retryCalls.headers[0]?.get("Idempotency-Key")).toBeTruthy();
  },
};

export const FailedThenPayOnDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(statusCalls.handler, ...paymentHandlers.paymentFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectFailure(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pay on Delivery" }));
    await expectToast(messages.codPlaced);
    await expect(await navigatedTo(confirmedPath)).toBeVisible();
    // The pending button's announcement named the page left behind.
    dropDanglingAnnouncements();
  },
};

/** Cash on delivery is refused for this order (422): its reason is shown, Retry Payment stays. */
export const PayOnDeliveryRefused: Story = {
  beforeEach({ msw }) {
    msw.use(statusCalls.handler, ...paymentHandlers.paymentFailed, ...orderHandlers.codRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectFailure(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pay on Delivery" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(COD_REFUSED_MESSAGE);
    await expect(canvas.getByRole("button", { name: "Retry Payment" })).toBeEnabled();
  },
};

/** The order was cancelled before its payment completed (placed again from the bag, which replaced it):
 * said so, with the way back to the bag and to My Orders; nothing to pay. */
export const CancelledMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.orderCancelled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.orderCancelled }));
    await expect(canvas.getByText(messages.orderCancelledText)).toBeVisible();
    await expect(canvas.getByRole("link", { name: messages.backToBag })).toHaveAttribute("href", "/cart");
    await expect(canvas.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/user-orders");
    await expect(canvas.queryByRole("button", { name: "Retry Payment" })).toBeNull();
  },
};

export const CheckFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.statusCheckFailed }));
    await expect(canvas.getByRole("button", { name: "Check Again" })).toBeEnabled();
  },
};

export const NotYourOrder: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/order/status", () => fail(404, "Order not found")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: messages.orderNotFound }));
  },
};

export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    await expectLoginPrompt(canvasElement, statusPath);
    await expect(statusCalls.urls).toHaveLength(0);
  },
};
