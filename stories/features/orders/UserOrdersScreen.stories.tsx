import { customiserHandlers } from "../../../mocks/handlers/customiser";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http as rawHttp } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import {
  customizedOrders,
  manyOrders,
  orderAfterPayOnDelivery,
  orderStates,
  orders,
  ordersForEveryBadge,
  shopper,
} from "../../../mocks/fixtures";
import { API_BASE_PATTERN, variants } from "../../../mocks/handlers";
import { orderHandlers } from "../../../mocks/handlers/orders";
import { MOCK_TRANSACTION_ID } from "../../../mocks/handlers/payments";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { detailMessages } from "../../../src/features/orders/detailMessages";
import { ordersMessages as messages } from "../../../src/features/orders/ordersMessages";
import { UserOrdersScreen } from "../../../src/features/orders/UserOrdersScreen";
import { expectUrl, withLocationProbe } from "../../support/LocationProbe";
import { sentRequests } from "../../support/sentRequests";
import { gatewayRedirects, withRecordedRedirect } from "../checkout/checkoutStoryKit";
import { badgeOf, expectLogInFirst, orderCards, ordersDefaults } from "./ordersStoryKit";
import { expectToast, expectVisible } from "../../support/storyHelpers";
import { inTheShopStory } from "../../support/inTheShop";

const listCalls = sentRequests("get", "/order/getallorders");
const own = orders
  .filter((o) => o.email === shopper.email)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const at = (initialEntry: string) => ({ route: { path: "/user-orders", initialEntry } });

const meta = {
  title: "Features/Orders/UserOrdersScreen",
  component: UserOrdersScreen,
  decorators: [withLocationProbe, withRecordedRedirect],
  parameters: { ...at("/user-orders"), layout: "fullscreen" },
  beforeEach({ msw }) {
    listCalls.clear();
    mockSignIn(shopper._id);
    msw.use(listCalls.handler, ...ordersDefaults);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof UserOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's orders as cards: id, date, badges, items, total with ₹ and paise, View Details. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Normal Orders" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cards = await orderCards(canvasElement);
    await expect(cards).toHaveLength(own.length);
    const [newest] = own;
    const card = cards[0];
    await expect(within(card).getByRole("heading", { name: `Order ${newest.orderNumber}` })).toBeVisible();
    await expect(card).toHaveTextContent("Placed on 12 Mar 2026");
    await expect(badgeOf(card, "Payment")).toEqual({ text: "Cash on delivery", tone: "neutral" });
    await expect(badgeOf(card, "Order status")).toEqual({ text: "Processing", tone: "progress" });
    const items = within(card).getAllByRole("listitem");
    await expect(items).toHaveLength(newest.items.length);
    const first = newest.items[0];
    await expect(items[0]).toHaveTextContent(first.name);
    await expect(items[0]).toHaveTextContent(
      `Colour: ${first.color} · Size: ${first.size} · Qty: ${first.quantity}`,
    );
    await expect(card).toHaveTextContent("Total: ₹2,048.00");
    await expect(within(card).getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      `/orders/${newest._id}`,
    );
    // No filter: the first page, nothing narrowed.
    await expect([...listCalls.urls[0].searchParams.keys()]).toEqual([]);
  },
};

/** A picture that does not load gives way to the placeholder. */
export const BrokenImage: Story = {
  beforeEach({ msw }) {
    const broken = {
      ...orderStates.processing,
      items: [{ ...orderStates.processing.items[0], image: "/media/missing.webp" }],
    };
    msw.use(
      rawHttp.get(`${API_BASE_PATTERN}/order/getallorders`, () =>
        HttpResponse.json({ success: true, data: { orders: [broken], nextCursor: null } }),
      ),
      rawHttp.get("/media/missing.webp", () => new HttpResponse(null, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    const [card] = await orderCards(canvasElement);
    await waitFor(() => expect(card.querySelector("[data-placeholder]")).not.toBeNull());
    await expect(card.querySelector("img")).toBeNull();
  },
};

/** The list has not answered yet: the spinner, and no cards. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.orders.never);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: messages.loading }));
    await expect(canvas.queryByRole("list", { name: "Orders" })).toBeNull();
  },
};

export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    await expectLogInFirst(canvasElement, "/user-orders");
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** Signed in, never ordered: the shop's words for it, and a way to start. */
export const NeverOrdered: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(messages.neverOrdered));
    await expect(canvas.getByRole("link", { name: "Start Shopping" })).toHaveAttribute(
      "href",
      "/new-arrivals",
    );
  },
};

/** Filters that match nothing: 'No orders available' (not "place an order first"), and Clear Filters. */
export const FilteredEmpty: Story = {
  parameters: at("/user-orders?status=cancelled"),
  beforeEach({ msw }) {
    msw.use(...orderHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(messages.noMatch));
    await expect(canvas.queryByText(messages.neverOrdered)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: messages.clearFilters }));
    await expectUrl("/user-orders");
  },
};

/** The list fails: it says so (never "place an order first"), and Try Again asks again and shows them. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      rawHttp.get(
        `${API_BASE_PATTERN}/order/getallorders`,
        () => HttpResponse.json({ success: false, message: "Internal server error" }, { status: 500 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.loadFailed);
    await expect(canvas.queryByText(messages.neverOrdered)).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: messages.retry }));
    await expect(await orderCards(canvasElement)).toHaveLength(own.length);
  },
};

/** Filters from the URL are applied on the server (sent as listOrders' params) and shown in the panel. */
export const Filtered: Story = {
  parameters: at("/user-orders?paymentStatus=paid&status=shipped&q=Tee"),
  beforeEach({ msw }) {
    // The recorder first: the variant's answer would otherwise come before it.
    msw.use(listCalls.handler, ...orderHandlers.filtered);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await orderCards(canvasElement)).toHaveLength(2);
    await expect(listCalls.query(0)).toEqual({
      paymentStatus: "paid",
      status: "shipped",
      q: "Tee",
    });
    await expect(canvas.getByRole("button", { name: /Payment status/ })).toHaveTextContent("Paid");
    await expect(canvas.getByRole("button", { name: /Order status/ })).toHaveTextContent("Shipped");
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveValue("Tee");

    // A new choice is applied with Apply Filters: into the URL, and asked of the server.
    await userEvent.click(canvas.getByRole("button", { name: /Order status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Delivered" }));
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search" }));
    await userEvent.click(canvas.getByRole("button", { name: messages.applyFilters }));
    await expectUrl("/user-orders?paymentStatus=paid&status=delivered");
    await waitFor(() =>
      expect(listCalls.query(-1)).toEqual({
        paymentStatus: "paid",
        status: "delivered",
      }),
    );
  },
};

/** The buttons on a card, in order. */
const buttonsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole("button")
    .map((b) => b.textContent);

/** "Awaiting payment" chosen: asked of the server as status=pending; each such card offers paying again,
 * paying on delivery and cancelling, right on the card. */
export const AwaitingPayment: Story = {
  parameters: at("/user-orders?status=pending"),
  beforeEach({ msw }) {
    msw.use(listCalls.handler, ...orderHandlers.awaitingPayment);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [card] = await orderCards(canvasElement);
    await expect(listCalls.query(0)).toEqual({ status: "pending" });
    await expect(canvas.getByRole("button", { name: /Order status/ })).toHaveTextContent("Awaiting payment");
    const order = orderStates.paymentFailed;
    await expect(within(card).getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(badgeOf(card, "Order status")).toEqual({ text: "Awaiting payment", tone: "neutral" });
    await expect(badgeOf(card, "Payment")).toEqual({ text: "Failed", tone: "danger" });
    await expect(buttonsOf(card)).toEqual([
      detailMessages.retryPayment,
      detailMessages.payOnDelivery,
      detailMessages.cancel,
    ]);
  },
};

/** Choosing "Awaiting payment" in the panel puts it in the URL and asks the server for those orders. */
export const ChooseAwaitingPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderCards(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Order status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Awaiting payment" }));
    await userEvent.click(canvas.getByRole("button", { name: messages.applyFilters }));
    await expectUrl("/user-orders?status=pending");
    await waitFor(() => expect(listCalls.urls.at(-1)?.searchParams.get("status")).toBe("pending"));
  },
};

/** Retry Payment on the card: a new payment for that order, then the gateway's page. */
export const RetryFromMyOrders: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.awaitingPayment);
  },
  play: async ({ canvasElement }) => {
    const [card] = await orderCards(canvasElement);
    await userEvent.click(within(card).getByRole("button", { name: detailMessages.retryPayment }));
    const order = orderStates.paymentFailed;
    await waitFor(() => expect(gatewayRedirects).toEqual([`/status/${MOCK_TRANSACTION_ID}/${order._id}`]));
  },
};

/** Pay on Delivery on the card: said so, and the list read again shows the order paid on delivery. */
export const PaidOnDeliveryFromMyOrders: Story = {
  beforeEach({ msw }) {
    let moved = false;
    const order = orderStates.paymentFailed;
    msw.use(
      rawHttp.post(`${API_BASE_PATTERN}/order/${order._id}/pay-on-delivery`, () => {
        moved = true;
        return HttpResponse.json({
          success: true,
          message: "Your order will be paid on delivery.",
          data: orderAfterPayOnDelivery(order),
        });
      }),
      rawHttp.get(`${API_BASE_PATTERN}/order/getallorders`, () =>
        HttpResponse.json({
          success: true,
          data: { orders: [moved ? orderAfterPayOnDelivery(order) : order], nextCursor: null },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const [card] = await orderCards(canvasElement);
    await userEvent.click(within(card).getByRole("button", { name: detailMessages.payOnDelivery }));
    await expectToast(detailMessages.payOnDeliveryDone);
    await waitFor(async () => {
      const [updated] = await orderCards(canvasElement);
      await expect(badgeOf(updated, "Order status")).toEqual({ text: "Processing", tone: "progress" });
    });
    const [updated] = await orderCards(canvasElement);
    await expect(badgeOf(updated, "Payment")).toEqual({ text: "Cash on delivery", tone: "neutral" });
    await expect(within(updated).queryByRole("button", { name: detailMessages.retryPayment })).toBeNull();
    dropDanglingAnnouncements();
  },
};

/** More than a page: Show more orders asks for the next keyset page, until there is none. */
export const Many: Story = {
  beforeEach({ msw }) {
    msw.use(listCalls.handler, ...orderHandlers.many);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await orderCards(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: messages.showMore }));
    await waitFor(async () => expect(await orderCards(canvasElement)).toHaveLength(manyOrders.length));
    await expect(listCalls.urls.at(-1)?.searchParams.get("cursor")).toBe("page-10");
    await expect(canvas.queryByRole("button", { name: messages.showMore })).toBeNull();
  },
};

/** Every badge in its colour: payment paid green, pending yellow, failed red, other grey; order status
 * delivered green, shipped blue, processing orange, cancelled red, other grey; in words, not enums. */
export const EveryBadge: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.everyBadge);
  },
  play: async ({ canvasElement }) => {
    const cards = await orderCards(canvasElement);
    await expect(cards).toHaveLength(ordersForEveryBadge.length);
    const seen = cards.map((card) => [badgeOf(card, "Order status"), badgeOf(card, "Payment")]);
    await expect(seen.map(([status]) => `${status.text}:${status.tone}`)).toEqual([
      "Delivered:success",
      "Shipped:info",
      "Processing:progress",
      "Cancelled:danger",
      "Awaiting payment:neutral",
      "Confirmed:progress",
      "Out for delivery:info",
      "Return requested:neutral",
      "Return accepted:neutral",
      "Returned:neutral",
    ]);
    const payments = new Map(seen.map(([, payment]) => [payment.text, payment.tone]));
    await expect(Object.fromEntries(payments)).toEqual({
      Paid: "success",
      "Cash on delivery": "neutral",
      Failed: "danger",
      Pending: "warning",
      Refunded: "neutral",
    });
    // The colours differ on screen: green, blue, orange, red and grey backgrounds.
    const colour = (tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"]`) as Element).backgroundColor;
    const tones = ["success", "info", "progress", "danger", "neutral", "warning"];
    await expect(new Set(tones.map(colour)).size).toBe(tones.length);
  },
};

const customizedAt = at("/user-orders?type=customise");

/** The Customized tab's list: its own call, its own cards. */
export const CustomizedOrders: Story = {
  parameters: customizedAt,
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Customized Orders" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const mine = customizedOrders.filter((o) => o.email === shopper.email);
    const cards = await orderCards(canvasElement, "Customized orders");
    await expect(cards).toHaveLength(mine.length);
    await expect(badgeOf(cards[0], "Payment").text).toBe("Cash on delivery");
    // Each card draws its design as ordered on its blank: the front, and the back when printed.
    await expect(
      within(cards[0]).getByRole("img", { name: "Custom garment, your design, front" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("search")).toBeNull();
  },
};

export const CustomizedLoading: Story = {
  parameters: customizedAt,
  beforeEach({ msw }) {
    msw.use(...variants.orders.never);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: messages.customizedLoading }));
    await expect(canvas.queryByRole("list", { name: "Customized orders" })).toBeNull();
  },
};

export const CustomizedFailed: Story = {
  parameters: customizedAt,
  beforeEach({ msw }) {
    msw.use(...orderHandlers.customizedFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      messages.customizedFailed,
    );
  },
};

export const CustomizedEmpty: Story = {
  parameters: customizedAt,
  beforeEach({ msw }) {
    msw.use(...orderHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText(messages.customizedEmpty));
  },
};

/** Customized Orders is a link to the same page with `type=customise`; the normal list's filters stay in
 * the URL for coming back, and Normal Orders links back to them. */
export const SwitchTabs: Story = {
  parameters: at("/user-orders?status=shipped"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderCards(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Customized Orders" }));
    await expectUrl("/user-orders?status=shipped&type=customise");
    await expect(await orderCards(canvasElement, "Customized orders")).not.toHaveLength(0);
    await expect(canvas.getByRole("link", { name: "Customized Orders" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Normal Orders" })).toHaveAttribute(
      "href",
      "/user-orders?status=shipped",
    );
  },
};

/** My Orders in the shop's header and footer. */
export const InTheShop: Story = inTheShopStory(
  messages.title,
  async (canvasElement) => {
    await expect(await orderCards(canvasElement)).toHaveLength(own.length);
  },
  { as: "shopper", tags: ["orders"] },
);
