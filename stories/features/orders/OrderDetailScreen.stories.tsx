import { deliveredDesignOrder, designOrder, lateDesignOrder } from "../../../mocks/fixtures";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { designOrderWords } from "../../../src/lib/design/designOrderWords";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http as rawHttp } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import {
  ORDER_REFUSALS,
  type OrderStateName,
  orderAfterCancel,
  orderStates,
  refundsProcessed,
  shopper,
} from "../../../mocks/fixtures";
import { API_BASE_PATTERN, only, variants } from "../../../mocks/handlers";
import { COD_REFUSED_MESSAGE, orderHandlers } from "../../../mocks/handlers/orders";
import { MOCK_TRANSACTION_ID } from "../../../mocks/handlers/payments";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { detailMessages as messages, reportByText } from "../../../src/features/orders/detailMessages";
import { OrderDetailScreen } from "../../../src/features/orders/OrderDetailScreen";
import { sentRequests } from "../../support/sentRequests";
import { findOpenDialog, expectToast, expectVisible } from "../../support/storyHelpers";
import { gatewayRedirects, withRecordedRedirect } from "../checkout/checkoutStoryKit";
import { badgeOf, expectLogInFirst, ordersDefaults } from "./ordersStoryKit";
import { inTheShopStory } from "../../support/inTheShop";
import { formatIndiaDate } from "../../../src/lib/indiaTime";

const cancelCalls = sentRequests("delete", "/order/cancelOrder");
const returnCalls = sentRequests("post", "/order/returnOrder");
const retryCalls = sentRequests("post", "/order/:id/retry-payment");

const at = (name: OrderStateName) => ({
  route: { path: "/orders/:id", initialEntry: `/orders/${orderStates[name]._id}` },
});

const meta = {
  title: "Features/Orders/OrderDetailScreen",
  component: OrderDetailScreen,
  parameters: { ...at("confirmed"), layout: "fullscreen" },
  decorators: [withRecordedRedirect],
  beforeEach({ msw }) {
    cancelCalls.clear();
    returnCalls.clear();
    retryCalls.clear();
    mockSignIn(shopper._id);
    msw.use(cancelCalls.handler, returnCalls.handler, retryCalls.handler, ...ordersDefaults);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page has loaded the order: its heading, and the header's badges. */
async function loaded(scope: HTMLElement, name: OrderStateName) {
  const heading = await within(scope).findByRole("heading", {
    level: 1,
    name: `Order ${orderStates[name].orderNumber}`,
  });
  const header = heading.closest("header") as HTMLElement;
  return { payment: badgeOf(header, "Payment"), status: badgeOf(header, "Order status") };
}

/** The timeline's steps in words: done ones as they read, upcoming ones prefixed "Upcoming: ". */
function timeline(scope: HTMLElement) {
  const list = within(scope).getByRole("list", { name: "Order timeline" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);
}

const box = (scope: HTMLElement, name: string) => within(scope).getByRole("region", { name });

/** What the order's page offers an order awaiting its payment. */
const paymentButtons = (scope: HTMLElement) =>
  within(within(scope).getByRole("region", { name: /^What you can do with order / }))
    .getAllByRole("button")
    .map((button) => button.textContent);

/** Placed online, its payment still open at the gateway: pay again, pay on delivery, or cancel. */
export const Pending: Story = {
  parameters: at("pending"),
  play: async ({ canvasElement }) => {
    await expect(await loaded(canvasElement, "pending")).toEqual({
      payment: { text: "Pending", tone: "warning" },
      status: { text: "Awaiting payment", tone: "neutral" },
    });
    await expect(timeline(canvasElement)).toEqual([
      "Order placed",
      "Waiting for payment",
      "Upcoming: Order confirmed",
      "Upcoming: Shipped",
      "Upcoming: Out for delivery",
      "Upcoming: Delivered",
    ]);
    await expect(paymentButtons(canvasElement)).toEqual([
      messages.retryPayment,
      messages.payOnDelivery,
      messages.cancel,
    ]);
    await expect(box(canvasElement, "Invoice")).toHaveTextContent(messages.noInvoice);
  },
};

/** The payment failed or was cancelled at the gateway: the order still waits for it, the same three ways. */
export const PaymentFailed: Story = {
  parameters: at("paymentFailed"),
  play: async ({ canvasElement }) => {
    await expect(await loaded(canvasElement, "paymentFailed")).toEqual({
      payment: { text: "Failed", tone: "danger" },
      status: { text: "Awaiting payment", tone: "neutral" },
    });
    await expect(timeline(canvasElement).slice(0, 3)).toEqual([
      "Order placed",
      "Waiting for payment",
      "Payment failed",
    ]);
    await expect(paymentButtons(canvasElement)).toEqual([
      messages.retryPayment,
      messages.payOnDelivery,
      messages.cancel,
    ]);
  },
};

/** Cash on delivery is not offered for this order: no Pay on Delivery, and the server's reason why. */
export const PaymentFailedNoCashOnDelivery: Story = {
  parameters: at("paymentFailed"),
  beforeEach({ msw }) {
    const order = orderStates.paymentFailed;
    const actions = {
      ...order.actions,
      canCancel: true,
      canReturn: false,
      canRetryPayment: true,
      canPayOnDelivery: false,
      payOnDeliveryBlockedReason: COD_REFUSED_MESSAGE,
    };
    msw.use(
      rawHttp.get(`${API_BASE_PATTERN}/order/${order._id}`, () =>
        HttpResponse.json({ success: true, data: { ...order, actions } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, "paymentFailed");
    await expect(paymentButtons(canvasElement)).toEqual([messages.retryPayment, messages.cancel]);
    await expect(within(canvasElement).getByText(COD_REFUSED_MESSAGE)).toBeVisible();
  },
};

/** Retry Payment: a new payment is asked for (with its own Idempotency-Key), then the gateway's page. */
export const RetryPayment: Story = {
  parameters: at("paymentFailed"),
  play: async ({ canvasElement }) => {
    const order = orderStates.paymentFailed;
    await loaded(canvasElement, "paymentFailed");
    await userEvent.click(within(canvasElement).getByRole("button", { name: messages.retryPayment }));
    await waitFor(() => expect(gatewayRedirects).toEqual([`/status/${MOCK_TRANSACTION_ID}/${order._id}`]));
    await expect(retryCalls.urls[0]?.pathname).toBe(`/api/v1/order/${order._id}/retry-payment`);
    await expect(retryCalls.headers[0]?.get("Idempotency-Key")).toBeTruthy();
  },
};

/** Pay on Delivery: the order, now cash on delivery and processing, replaces the page; nothing left to pay. */
export const PaidOnDelivery: Story = {
  parameters: at("paymentFailed"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, "paymentFailed");
    await userEvent.click(canvas.getByRole("button", { name: messages.payOnDelivery }));
    await expectToast(messages.payOnDeliveryDone);
    const header = canvas.getByRole("heading", { level: 1 }).closest("header") as HTMLElement;
    await waitFor(() =>
      expect(badgeOf(header, "Order status")).toEqual({ text: "Processing", tone: "progress" }),
    );
    await expect(badgeOf(header, "Payment")).toEqual({ text: "Cash on delivery", tone: "neutral" });
    await expect(canvas.queryByRole("button", { name: messages.retryPayment })).toBeNull();
    await expect(box(canvasElement, "Payment")).toHaveTextContent("Pay ₹2,247 when it is delivered");
    dropDanglingAnnouncements();
  },
};

/** Cash on delivery, just placed: the lines, address, payment, the bill as charged, the estimate. */
export const Processing: Story = {
  parameters: at("processing"),
  play: async ({ canvasElement }) => {
    const order = orderStates.processing;
    const canvas = within(canvasElement);
    await expect((await loaded(canvasElement, "processing")).status).toEqual({
      text: "Processing",
      tone: "progress",
    });
    await expect(canvas.getByText("Estimated delivery by Fri, 6 Mar")).toBeVisible();
    const items = canvas.getByRole("list", { name: "Items in this order" });
    await expect(within(items).getAllByRole("listitem")).toHaveLength(order.items.length);
    await expect(items).toHaveTextContent(order.items[0].name);
    const address = box(canvasElement, "Delivery address");
    await expect(address).toHaveTextContent(order.deliveryAddress);
    await expect(address).toHaveTextContent(`${order.city}, ${order.state} ${order.pincode}`);
    await expect(box(canvasElement, "Payment")).toHaveTextContent(
      "Cash on deliveryPay ₹2,048 when it is delivered",
    );
    const bill = canvas.getByRole("region", { name: /Price Details/ });
    await expect(bill).toHaveTextContent("Total MRP");
    await expect(bill).toHaveTextContent("₹97.53");
    await expect(within(bill).getByText("To pay on delivery").nextElementSibling).toHaveTextContent("₹2,048");
    await expect(timeline(canvasElement).filter((s) => s?.startsWith("Upcoming"))).toHaveLength(4);
  },
};

/** Paid and confirmed: the invoice is a real download link to its PDF. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const { invoice } = orderStates.confirmed;
    await expect(await loaded(canvasElement, "confirmed")).toEqual({
      payment: { text: "Paid", tone: "success" },
      status: { text: "Confirmed", tone: "progress" },
    });
    const link = within(canvasElement).getByRole("link", { name: `${messages.invoice} ${invoice?.number}` });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", invoice?.url);
    await expect(link).toHaveAttribute("download");
    const bill = within(canvasElement).getByRole("region", { name: /Price Details/ });
    await expect(bill).toHaveTextContent("Coupon discount (SAVE100)");
    await expect(within(bill).getByText("Total paid").nextElementSibling).toHaveTextContent("₹2,247");
  },
};

/** Shipped: courier and tracking number on the timeline; no cancelling, and why. */
export const Shipped: Story = {
  parameters: at("shipped"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await loaded(canvasElement, "shipped")).status).toEqual({ text: "Shipped", tone: "info" });
    await expect(canvas.getByText("Delhivery · Tracking number DLV7788123456")).toBeVisible();
    await expect(timeline(canvasElement).slice(-2)).toEqual([
      "Upcoming: Out for delivery",
      "Upcoming: Delivered",
    ]);
    await expect(canvas.queryByRole("button", { name: messages.cancel })).toBeNull();
    await expect(canvas.getByText(ORDER_REFUSALS.shipped)).toBeVisible();
  },
};

export const OutForDelivery: Story = {
  parameters: at("outForDelivery"),
  play: async ({ canvasElement }) => {
    await expect((await loaded(canvasElement, "outForDelivery")).status).toEqual({
      text: "Out for delivery",
      tone: "info",
    });
    await expect(timeline(canvasElement).at(-1)).toBe("Upcoming: Delivered");
  },
};

/** Delivered: the date it came, and Return Items with its last day. */
export const Delivered: Story = {
  parameters: at("delivered"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await loaded(canvasElement, "delivered")).status).toEqual({
      text: "Delivered",
      tone: "success",
    });
    await expect(canvas.getByText("Delivered on 5 Mar 2026")).toBeVisible();
    await expect(canvas.getByRole("button", { name: messages.returnItems })).toBeEnabled();
    await expect(canvas.getByText("Return by 12 Mar 2026")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: messages.cancel })).toBeNull();
    await expect(timeline(canvasElement).some((s) => s?.startsWith("Upcoming"))).toBe(false);
  },
};

/** Cancelled, paid online: the refund initiated, and Refunded ahead; the credit note. */
export const CancelledRefundInitiated: Story = {
  parameters: at("cancelledRefundInitiated"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement, "cancelledRefundInitiated")).toEqual({
      payment: { text: "Refund initiated", tone: "progress" },
      status: { text: "Cancelled", tone: "danger" },
    });
    await expect(canvas.getByText(ORDER_REFUSALS.cancelled)).toBeVisible();
    const refunds = box(canvasElement, "Refunds");
    await expect(refunds).toHaveTextContent("₹2,247 to your original payment");
    await expect(refunds).toHaveTextContent("Refund initiated");
    // Refunds go to the original payment method, said on the refund screen (RBI; docs/decisions/seller-disclosures.md).
    await expect(refunds).toHaveTextContent(
      /A refund goes to your original payment method and reaches your account within 5-7 business days/,
    );
    await expect(timeline(canvasElement).at(-1)).toBe("Upcoming: Refunded");
    await expect(canvas.getByRole("link", { name: /Download credit note CN\/25-26\// })).toHaveAttribute(
      "download",
    );
  },
};

/** The refund is asked about again every few seconds while initiated, until the gateway processes it. */
export const RefundProcessedWhileWatching: Story = {
  parameters: at("cancelledRefundInitiated"),
  beforeEach({ msw }) {
    const order = orderStates.cancelledRefundInitiated;
    let asked = 0;
    msw.use(
      rawHttp.get(`${API_BASE_PATTERN}/order/${order._id}/refunds`, () => {
        asked += 1;
        const data = asked === 1 ? (order.refunds ?? []) : refundsProcessed(order);
        return HttpResponse.json({ success: true, data });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, "cancelledRefundInitiated");
    const refunds = box(canvasElement, "Refunds");
    await expect(refunds).toHaveTextContent("Refund initiated");
    await waitFor(() => expect(refunds).toHaveTextContent("Refunded"), { timeout: 8000 });
    await expect(refunds).toHaveTextContent("Processed on 3 Mar 2026");
  },
};

export const CancelledRefunded: Story = {
  parameters: at("cancelledRefunded"),
  play: async ({ canvasElement }) => {
    await expect((await loaded(canvasElement, "cancelledRefunded")).payment).toEqual({
      text: "Refunded",
      tone: "neutral",
    });
    await expect(box(canvasElement, "Refunds")).toHaveTextContent("Refunded");
    await expect(timeline(canvasElement).slice(-2)).toEqual(["Refund initiated", "Refunded"]);
  },
};

export const ReturnRequested: Story = {
  parameters: at("returnRequested"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await loaded(canvasElement, "returnRequested")).status.text).toBe("Return requested");
    await expect(timeline(canvasElement).slice(-3)).toEqual([
      "Return requested",
      "Upcoming: Return picked up",
      "Upcoming: Refunded",
    ]);
    await expect(canvas.getByText(ORDER_REFUSALS.returnRequested)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: messages.returnItems })).toBeNull();
  },
};

export const ReturnedAndRefunded: Story = {
  parameters: at("returned"),
  play: async ({ canvasElement }) => {
    await expect(await loaded(canvasElement, "returned")).toEqual({
      payment: { text: "Refunded", tone: "neutral" },
      status: { text: "Returned", tone: "neutral" },
    });
    await expect(timeline(canvasElement).slice(-4)).toEqual([
      "Return accepted",
      "Return picked up",
      "Refund initiated",
      "Refunded",
    ]);
    await expect(box(canvasElement, "Refunds")).toHaveTextContent("For the returned items");
  },
};

/** Cancel: a reason is asked for; the cancel is sent with it; the page shows the order cancelled. */
export const CancelOrder: Story = {
  beforeEach({ msw }) {
    // The mocks keep no state: after the cancel, its refund is what the refunds call answers.
    const cancelled = orderAfterCancel(orderStates.confirmed, "Ordered the wrong size or colour: need L");
    msw.use(
      rawHttp.get(`${API_BASE_PATTERN}/order/${cancelled._id}/refunds`, () =>
        HttpResponse.json({ success: true, data: cancelled.refunds ?? [] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const order = orderStates.confirmed;
    const canvas = within(canvasElement);
    await loaded(canvasElement, "confirmed");
    await userEvent.click(canvas.getByRole("button", { name: messages.cancel }));
    const dialog = await findOpenDialog(messages.cancelTitle);
    await expect(dialog).toHaveTextContent(
      "There is no cancellation charge: the ₹2,247 you paid goes back in full to your original payment method.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: messages.cancel }));
    // Waited for: on a busy machine the dialog may still be at the first frame of its fade-in (opacity 0).
    await waitFor(() => expect(within(dialog).getByText(messages.chooseReason)).toBeVisible());
    await userEvent.click(within(dialog).getByRole("radio", { name: "Ordered the wrong size or colour" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Anything to add/ }), "need L");
    await userEvent.click(within(dialog).getByRole("button", { name: messages.cancel }));
    await expectToast(messages.cancelled);
    await expect(cancelCalls.bodies).toEqual([
      {
        orderId: order._id,
        trackingId: order.trackingId,
        reason: "Ordered the wrong size or colour: need L",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const header = canvas.getByRole("heading", { level: 1 }).closest("header") as HTMLElement;
    await expect(badgeOf(header, "Order status")).toEqual({ text: "Cancelled", tone: "danger" });
    // The payment and its refund read alike, and the words confirm the cancel (no "already").
    await expect(badgeOf(header, "Payment")).toEqual({ text: "Refund initiated", tone: "progress" });
    await expect(box(canvasElement, "Refunds")).toHaveTextContent("Refund initiated");
    await expect(canvas.getByText(ORDER_REFUSALS.cancelled)).toBeVisible();
    await expect(canvas.queryByText(/already/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: messages.cancel })).toBeNull();
    dropDanglingAnnouncements();
  },
};

/** The server refuses (409: it shipped meanwhile): its words in the dialog; the chosen reason stays. */
export const CancelRefused: Story = {
  beforeEach({ msw }) {
    msw.use(cancelCalls.handler, ...orderHandlers.cancelRefused);
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, "confirmed");
    await userEvent.click(within(canvasElement).getByRole("button", { name: messages.cancel }));
    const dialog = await findOpenDialog(messages.cancelTitle);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Ordered by mistake" }));
    await userEvent.click(within(dialog).getByRole("button", { name: messages.cancel }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(ORDER_REFUSALS.shipped));
    await expect(within(dialog).getByRole("radio", { name: "Ordered by mistake" })).toBeChecked();
    await expect(cancelCalls.bodies).toHaveLength(1);
  },
};

/**
 * Keeping the order is as plain a choice as cancelling it (docs/decisions/dark-patterns.md: interface
 * interference): a full button of the same size beside Cancel Order, never a faint link. Pressed, the
 * dialog closes, nothing is sent and the order stands.
 */
export const KeepOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, "confirmed");
    await userEvent.click(canvas.getByRole("button", { name: messages.cancel }));
    const dialog = await findOpenDialog(messages.cancelTitle);
    const keep = within(dialog).getByRole("button", { name: messages.keep });
    const cancel = within(dialog).getByRole("button", { name: messages.cancel });
    await waitFor(() => expect(keep).toBeVisible());
    await expect(keep).toBeEnabled();
    const [keepBox, cancelBox] = [keep.getBoundingClientRect(), cancel.getBoundingClientRect()];
    await expect(keepBox.height).toBe(cancelBox.height);
    await expect(keepBox.height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(keep).fontSize).toBe(getComputedStyle(cancel).fontSize);
    await expect(keep.tagName).toBe("BUTTON");
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(cancelCalls.bodies).toEqual([]);
    await expect(canvas.getByRole("button", { name: messages.cancel })).toBeVisible();
  },
};

async function openReturn(canvasElement: HTMLElement, name: OrderStateName) {
  await loaded(canvasElement, name);
  await userEvent.click(within(canvasElement).getByRole("button", { name: messages.returnItems }));
  return findOpenDialog(messages.returnTitle);
}

/** Return: at least one line, a reason; the pickup address defaults to the delivery address. */
export const ReturnItems: Story = {
  parameters: at("delivered"),
  play: async ({ canvasElement }) => {
    const order = orderStates.delivered;
    const dialog = await openReturn(canvasElement, "delivered");
    await expect(within(dialog).getByRole("textbox", { name: "Address" })).toHaveValue(order.deliveryAddress);
    // Where the money goes and what the pickup costs, before the request.
    await expect(dialog).toHaveTextContent(
      "Your refund goes back to your original payment method once the items are picked up. The pickup is free.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Request Return" }));
    await expectVisible(within(dialog).findByText(messages.chooseLines));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: new RegExp(order.items[0].name) }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Too small" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Request Return" }));
    await expectToast(messages.returnRequested);
    await expect(returnCalls.bodies).toEqual([
      {
        orderId: order._id,
        trackingId: order.trackingId,
        reason: "Too small",
        lineIds: [order.items[0]._id],
        pickupAddress: {
          deliveryAddress: order.deliveryAddress,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(timeline(canvasElement)).toContain("Return requested");
    // The page confirms the shopper's own request (as the toast did); it never reads as a refusal.
    const onPage = within(canvasElement)
      .getAllByText(ORDER_REFUSALS.returnRequested)
      .filter((element) => !element.closest("[data-sonner-toaster]"));
    await expect(onPage).toHaveLength(1);
    await expect(onPage[0]).toBeVisible();
    await expect(within(canvasElement).queryByText(/already/)).toBeNull();
    // The dialog's pending button is gone: its announcement would point at nothing.
    dropDanglingAnnouncements();
  },
};

/** Paid on delivery: where the refund goes is asked (UPI or a bank account), checked, and sent. */
export const ReturnCodRefundDetails: Story = {
  parameters: at("deliveredCod"),
  play: async ({ canvasElement }) => {
    const order = orderStates.deliveredCod;
    const dialog = await openReturn(canvasElement, "deliveredCod");
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole("checkbox", { name: new RegExp(order.items[1].name) }));
    await userEvent.click(inDialog.getByRole("radio", { name: "Too big" }));
    await userEvent.click(inDialog.getByRole("button", { name: "Request Return" }));
    await expectVisible(inDialog.findByText("Please choose where your refund goes."));
    await userEvent.click(inDialog.getByRole("radio", { name: "UPI" }));
    await userEvent.type(inDialog.getByRole("textbox", { name: "UPI id" }), "aarav");
    await userEvent.click(inDialog.getByRole("button", { name: "Request Return" }));
    await expectVisible(inDialog.findByText("Enter a UPI id like name@bank."));
    await userEvent.type(inDialog.getByRole("textbox", { name: "UPI id" }), "@okicici");
    await userEvent.click(inDialog.getByRole("button", { name: "Request Return" }));
    await expectToast(messages.returnRequested);
    await expect(returnCalls.bodies).toHaveLength(1);
    await expect(returnCalls.bodies[0]).toMatchObject({
      lineIds: [order.items[1]._id],
      refundTo: { upiId: "aarav@okicici" },
    });
    dropDanglingAnnouncements();
  },
};

/** The server refuses the return (409: the window closed): its words in the dialog; nothing typed is lost. */
export const ReturnRefused: Story = {
  parameters: at("delivered"),
  beforeEach({ msw }) {
    msw.use(returnCalls.handler, ...orderHandlers.returnRefused);
  },
  play: async ({ canvasElement }) => {
    const order = orderStates.delivered;
    const dialog = await openReturn(canvasElement, "delivered");
    const inDialog = within(dialog);
    const line = inDialog.getByRole("checkbox", { name: new RegExp(order.items[0].name) });
    await userEvent.click(line);
    await userEvent.click(inDialog.getByRole("radio", { name: "Damaged or defective" }));
    await userEvent.type(inDialog.getByRole("textbox", { name: /Anything to add/ }), "Seam torn");
    await userEvent.click(inDialog.getByRole("button", { name: "Request Return" }));
    await waitFor(() =>
      expect(inDialog.getByRole("alert")).toHaveTextContent(ORDER_REFUSALS.returnWindowClosed),
    );
    await expect(line).toBeChecked();
    await expect(inDialog.getByRole("textbox", { name: /Anything to add/ })).toHaveValue("Seam torn");
  },
};

/** Another shopper's order, or none: the not-found page. */
export const NotYours: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(
      within(canvasElement).findByRole("heading", { level: 1, name: "Oops! Page Not Found" }),
    );
  },
};

export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    await expectLogInFirst(canvasElement, `/orders/${orderStates.confirmed._id}`);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent(messages.loadFailed);
    await expect(within(alert).getByRole("button", { name: "Try Again" })).toBeEnabled();
  },
};

/** The order has not answered yet: the spinner, and nothing of the order. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.orders.never, "get", "/order/{id}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: messages.loading }));
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

/** An order's page in the shop's header and footer. */
export const InTheShop: Story = inTheShopStory(
  /^Order /,
  async (canvasElement) => {
    await expectVisible(within(canvasElement).findByRole("list", { name: "Order timeline" }));
  },
  { as: "shopper", tags: ["orders"] },
);

/** An order of a saved design: the design drawn as ordered on its blank (front and back), and the
 * customised products' return policy. */
export const CustomisedOrder: Story = {
  parameters: { route: { path: "/orders/:id", initialEntry: `/orders/${designOrder._id}` } },
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: `Order ${designOrder.orderNumber}` }));
    const items = box(canvasElement, "Items");
    const name = designOrder.items[0].name;
    await expect(within(items).getByRole("img", { name: `${name}, your design, front` })).toBeVisible();
    await expect(within(items).getByRole("img", { name: `${name}, your design, back` })).toBeVisible();
    await expect(within(items).getByText(designOrderWords.returnPolicy)).toBeVisible();
  },
};

/** The delivered order of a design, on its page. */
const atDeliveredDesign = {
  route: { path: "/orders/:id", initialEntry: `/orders/${deliveredDesignOrder._id}` },
};

/** What a shopper writes about the misprint. */
const MISPRINT = "The back print is upside down.";

/** The choices of what is wrong, as the report lists them. */
const faultChoices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("radio")
    .map((radio) => radio.closest("label")?.textContent);

/** A delivered design order's page has loaded: what it offers, then its report form opened. */
async function openFaultReport(canvasElement: HTMLElement, order = deliveredDesignOrder) {
  const canvas = within(canvasElement);
  await expectVisible(canvas.findByRole("heading", { level: 1, name: `Order ${order.orderNumber}` }));
  const actions = canvas.getByRole("region", { name: /^What you can do with order / });
  await expect(
    within(actions)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual([messages.reportFault]);
  const until = order.actions?.returnUntil ?? "";
  await expect(within(actions).getByText(reportByText(formatIndiaDate(until)))).toBeVisible();
  await expect(within(box(canvasElement, "Items")).getByText(designOrderWords.returnPolicy)).toBeVisible();
  await userEvent.click(within(actions).getByRole("button", { name: messages.reportFault }));
  return findOpenDialog(messages.faultTitle);
}

/** A delivered customised order is never returned, but a problem with the piece may be reported within
 * the return window: the report asks which, and what is wrong (both required); its one line is chosen. It
 * came by its expected date, so a late delivery is not among the problems. */
export const ReportMisprintForm: Story = {
  parameters: atDeliveredDesign,
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFaultReport(canvasElement);
    const inDialog = within(dialog);
    const line = inDialog.getByRole("checkbox", { name: new RegExp(deliveredDesignOrder.items[0].name) });
    await expect(line).toBeChecked();
    await expect(faultChoices(dialog)).toEqual([
      "Misprint: the print is not the design I ordered",
      "Defect: the garment is damaged or faulty",
      "Wrong piece sent: not the product, size or colour I ordered",
    ]);
    await userEvent.click(inDialog.getByRole("button", { name: messages.sendReport }));
    await expectVisible(inDialog.findByText(messages.chooseFault));
    await expect(inDialog.getByText(messages.describeFault)).toBeVisible();
    await expect(returnCalls.bodies).toHaveLength(0);
    await userEvent.click(inDialog.getByRole("radio", { name: /^Misprint: / }));
    await userEvent.type(inDialog.getByRole("textbox", { name: /Tell us what is wrong/ }), MISPRINT);
    await expect(inDialog.getByRole("radio", { name: /^Misprint: / })).toBeChecked();
    await expect(inDialog.queryByText(messages.chooseFault)).toBeNull();
    await expect(inDialog.getByRole("button", { name: messages.sendReport })).toBeEnabled();
  },
};

/** The report is sent as a return naming the misprint and the shopper's words; the page then says the
 * return is requested, the misprint on its timeline, and offers no second report. */
export const ReportMisprint: Story = {
  parameters: atDeliveredDesign,
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const order = deliveredDesignOrder;
    const dialog = await openFaultReport(canvasElement);
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole("radio", { name: /^Misprint: / }));
    await userEvent.type(inDialog.getByRole("textbox", { name: /Tell us what is wrong/ }), MISPRINT);
    await userEvent.click(inDialog.getByRole("button", { name: messages.sendReport }));
    await expectToast(messages.returnRequested);
    await expect(returnCalls.bodies).toEqual([
      {
        orderId: order._id,
        trackingId: order.trackingId,
        kind: "misprint",
        reason: MISPRINT,
        lineIds: [order.items[0]._id],
        pickupAddress: {
          deliveryAddress: order.deliveryAddress,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(timeline(canvasElement)).toContain("Return requested");
    await expect(within(box(canvasElement, "Status")).getByText(`Misprint: ${MISPRINT}`)).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: messages.reportFault })).toBeNull();
    const onPage = within(canvasElement)
      .getAllByText(ORDER_REFUSALS.returnRequested)
      .filter((element) => !element.closest("[data-sonner-toaster]"));
    await expect(onPage).toHaveLength(1);
    dropDanglingAnnouncements();
  },
};

/** The delivered design order that came two days after its expected date. */
const atLateDesign = {
  route: { path: "/orders/:id", initialEntry: `/orders/${lateDesignOrder._id}` },
};

/** What a shopper writes about the late delivery. */
const LATE = "It came two days after the date the order showed, after the wedding.";

/** An order delivered after its expected date may be reported as delivered late: sent as a return naming
 * it, noted on the timeline. */
export const ReportLateDelivery: Story = {
  parameters: atLateDesign,
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const order = lateDesignOrder;
    const dialog = await openFaultReport(canvasElement, order);
    const inDialog = within(dialog);
    await expect(faultChoices(dialog)).toContain("Delivered late: it came after the expected delivery date");
    await userEvent.click(inDialog.getByRole("radio", { name: /^Delivered late: / }));
    await userEvent.type(inDialog.getByRole("textbox", { name: /Tell us what is wrong/ }), LATE);
    await userEvent.click(inDialog.getByRole("button", { name: messages.sendReport }));
    await expectToast(messages.returnRequested);
    await expect(returnCalls.bodies).toEqual([
      expect.objectContaining({
        orderId: order._id,
        kind: "late",
        reason: LATE,
        lineIds: [order.items[0]._id],
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(box(canvasElement, "Status")).getByText(`Delivered late: ${LATE}`)).toBeVisible();
    dropDanglingAnnouncements();
  },
};

/** The server refuses the late report (409: it came by its expected date): its words in the dialog;
 * nothing chosen or typed is lost. */
export const LateReportRefused: Story = {
  parameters: atLateDesign,
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default, returnCalls.handler, ...orderHandlers.lateReportRefused);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFaultReport(canvasElement, lateDesignOrder);
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole("radio", { name: /^Delivered late: / }));
    await userEvent.type(inDialog.getByRole("textbox", { name: /Tell us what is wrong/ }), LATE);
    await userEvent.click(inDialog.getByRole("button", { name: messages.sendReport }));
    await waitFor(() => expect(inDialog.getByRole("alert")).toHaveTextContent(ORDER_REFUSALS.notLate));
    await expect(inDialog.getByRole("radio", { name: /^Delivered late: / })).toBeChecked();
    await expect(inDialog.getByRole("textbox", { name: /Tell us what is wrong/ })).toHaveValue(LATE);
  },
};
