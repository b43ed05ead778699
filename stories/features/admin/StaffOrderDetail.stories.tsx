import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import {
  manyStaffOrders,
  MISPRINT_WORDS,
  type Order,
  type OrderStatus,
  staffDesignOrder,
  staffMisprintReturnOrder,
  staffWrongPieceReturnOrder,
  WRONG_PIECE_WORDS,
  staffDesignReviewOrder,
  staffOrderIn,
  staffOrders,
} from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { printFileHandlers } from "../../../mocks/handlers/printFiles";
import {
  ACTION_CONFLICT_MESSAGE,
  STAFF_PAGE_SIZE,
  staffBoardHandlers,
  staffOrderHandlers,
} from "../../../mocks/handlers/staffOrders";
import { StaffOrdersScreen } from "../../../src/features/admin";
import { printFilesWords } from "../../../src/features/admin/PrintFiles";
import { withLocationProbe } from "../../support/LocationProbe";
import { heldAnswer } from "../../support/heldAnswer";
import { expectHeldBelowTheHeader, scrollPast } from "../../support/inTheShop";
import { sentRequests } from "../../support/sentRequests";
import {
  expectToast,
  fillField,
  findOpenDialog,
  mobileGlobals,
  expectVisible,
  smallLaptopGlobals,
} from "../../support/storyHelpers";
import {
  actionNames,
  boardDefaults,
  boardRows,
  detailPanel,
  expectUrl,
  fact,
  signInAsStaff,
} from "./staffStoryKit";

const actionCalls = sentRequests("post", "/admin/orders/:id/actions");

const meta = {
  title: "Features/Admin/StaffOrderDetail",
  component: StaffOrdersScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: "/admin/orders" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    actionCalls.clear();
    signInAsStaff();
    msw.use(actionCalls.handler, ...boardDefaults());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof StaffOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The board opened at the sample order in `status` (`?order=<id>`). */
const openAt = (status: OrderStatus) => ({
  route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffOrderIn(status)._id}` },
});

const orderIn = (status: OrderStatus): Order => staffOrderIn(status);

/** The detail of the order in `status` offers exactly `actions`, and shows its status badge. */
function detailStory(
  status: OrderStatus,
  statusText: string,
  actions: string[],
  more?: (panel: HTMLElement) => Promise<void>,
): Story {
  return {
    parameters: openAt(status),
    play: async () => {
      const order = orderIn(status);
      const panel = await detailPanel(order.orderNumber);
      await expect(within(panel).getByText(statusText, { selector: "[data-tone]" })).toBeVisible();
      await expect(actionNames(panel)).toEqual(actions);
      await more?.(panel);
    },
  };
}

/** Choosing an order in the list opens its detail (in the URL), with everything staff need; Close closes it. */
export const ChooseAnOrder: Story = {
  play: async () => {
    const order = orderIn("return_requested");
    const rows = await boardRows();
    const row = rows.find((r) => within(r).queryByRole("link", { name: `Order ${order.orderNumber}` }));
    if (!row) throw new Error("the return-requested order is listed");
    await userEvent.click(within(row).getByRole("link", { name: `Order ${order.orderNumber}` }));
    await expectUrl(`/admin/orders?order=${order._id}`);
    const panel = await detailPanel(order.orderNumber);
    await expect(within(row).getByRole("link", { name: `Order ${order.orderNumber}` })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const customer = within(panel).getByRole("region", { name: "Customer" });
    await expect(fact(customer, "Email")).toBe(order.customer?.email);
    await expect(fact(customer, "Phone")).toBe(order.phoneNumber);
    const address = within(panel).getByRole("region", { name: "Delivery address" });
    await expect(address).toHaveTextContent(order.deliveryAddress);
    await expect(address).toHaveTextContent(order.pincode);
    const items = within(panel).getByRole("list", { name: "Items in this order" });
    await expect(within(items).getAllByRole("listitem")).toHaveLength(order.items.length);
    await expect(within(items).getAllByText("In the return")).toHaveLength(1);
    const timeline = within(panel).getByRole("list", { name: "Timeline" });
    await expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((e) => e.firstChild?.textContent),
    ).toEqual([
      "Order placed",
      "Payment received",
      "Order confirmed",
      "Shipped",
      "Out for delivery",
      "Delivered",
      "Return requested",
    ]);
    await expect(
      within(timeline).getByText("Shipped with Delhivery, tracking number DLV7788123456"),
    ).toBeVisible();
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "Reason")).toBe("Too small");
    await expect(fact(request, "Lines")).toBe(`${order.items[0].name} (${order.items[0].size})`);
    await expect(request).toHaveTextContent(order.return?.pickupAddress.deliveryAddress ?? "");

    await userEvent.click(within(panel).getByRole("link", { name: "Close" }));
    await expectUrl("/admin/orders");
    await expect(screen.queryByRole("region", { name: `Order ${order.orderNumber}` })).toBeNull();
  },
};

export const Pending = detailStory("pending", "Awaiting payment", ["Cancel order…"]);
export const Processing = detailStory("processing", "Processing", ["Confirm order", "Cancel order…"]);
export const Confirmed = detailStory("confirmed", "Confirmed", ["Ship…", "Cancel order…"], async (panel) => {
  const documents = within(panel).getByRole("region", { name: "Documents" });
  await expect(
    within(documents).getByRole("link", { name: `Invoice ${orderIn("confirmed").invoice?.number}` }),
  ).toHaveAttribute("href", orderIn("confirmed").invoice?.url);
});
export const Shipped = detailStory(
  "shipped",
  "Shipped",
  ["Out for delivery", "Mark delivered"],
  async (panel) => {
    const shipment = within(panel).getByRole("region", { name: "Shipment" });
    await expect(fact(shipment, "Courier")).toBe("Delhivery");
    await expect(fact(shipment, "Tracking number")).toBe(orderIn("shipped").shipment?.trackingNumber);
  },
);
export const OutForDelivery = detailStory("out_for_delivery", "Out for delivery", ["Mark delivered"]);
export const Delivered = detailStory("delivered", "Delivered", [], async (panel) => {
  await expect(within(panel).getByText("Nothing to do for this order now.")).toBeVisible();
  await expect(fact(within(panel).getByRole("region", { name: "Shipment" }), "Delivered")).toBeTruthy();
});
export const ReturnRequested = detailStory("return_requested", "Return requested", [
  "Accept return",
  "Refuse return…",
]);
export const ReturnAccepted = detailStory(
  "return_accepted",
  "Return accepted",
  ["Return picked up"],
  async (panel) => {
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "State")).toBe("Accepted");
  },
);
export const ReturnedCodRefundDue = detailStory(
  "returned",
  "Returned",
  ["COD refund paid…"],
  async (panel) => {
    const refunds = within(panel).getByRole("region", { name: "Refunds" });
    await expect(fact(refunds, "State")).toBe("Refund initiated");
    await expect(fact(refunds, "How")).toBe("By bank transfer");
  },
);
export const CancelledAndRefunded = detailStory("cancelled", "Cancelled", [], async (panel) => {
  await expect(within(panel).getByText("Ordered the wrong size", { selector: "dd" })).toBeVisible();
  const refunds = within(panel).getByRole("region", { name: "Refunds" });
  await expect(fact(refunds, "State")).toBe("Refunded");
  await expect(fact(refunds, "Reference")).toBe(orderIn("cancelled").refunds?.[0].reference);
});

let held: ReturnType<typeof heldAnswer> | undefined;

/** Confirm: the button shows progress and every button waits; then the order and its row move on. */
export const ConfirmAnOrder: Story = {
  parameters: openAt("processing"),
  beforeEach({ msw }) {
    held = heldAnswer("post", "/admin/orders/:id/actions");
    msw.use(held.handler);
  },
  play: async () => {
    const order = orderIn("processing");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Confirm order" }));
    const working = await within(panel).findByRole("button", { name: /Confirming/ });
    await expect(within(working).getByRole("progressbar", { name: "Confirming" })).toBeVisible();
    await expect(working).toBeDisabled();
    await expect(within(panel).getByRole("button", { name: "Cancel order…" })).toBeDisabled();
    held?.release();
    await expectToast(`Order ${order.orderNumber}: confirmed.`);
    await waitFor(() => expect(actionNames(panel)).toEqual(["Ship…", "Cancel order…"]));
    // The pressed button is gone: focus waits on the Actions heading, not on the page's body.
    await waitFor(() => expect(within(panel).getByRole("heading", { name: "Actions" })).toHaveFocus());
    await expect(within(panel).getByText("Confirmed", { selector: "[data-tone]" })).toBeVisible();
    await expect(actionCalls.bodies).toEqual([{ action: "confirm" }]);
    // The list was read again: the order's row shows its new status.
    const list = await screen.findByRole("list", { name: "Orders" });
    const row = within(list)
      .getByRole("link", { name: `Order ${order.orderNumber}` })
      .closest("li") as HTMLElement;
    await waitFor(() => expect(within(row).getByText("Confirmed")).toBeVisible());
  },
};

/** Ship: courier and tracking number are required, and the tracking number's form is checked, in the dialog. */
export const ShipDialog: Story = {
  parameters: openAt("confirmed"),
  play: async () => {
    const order = orderIn("confirmed");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Ship…" }));
    const dialog = await findOpenDialog("Ship this order");
    const courier = within(dialog).getByRole("textbox", { name: /Courier/ });
    // Focus lands once the dialog's focus scope has settled, which may be a frame after it appears.
    await waitFor(() => expect(courier).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await expectVisible(within(dialog).findByText("Enter the courier."));
    await expect(within(dialog).getByText("Enter the tracking number.")).toBeVisible();
    await waitFor(() => expect(courier).toHaveFocus());

    await userEvent.type(courier, "Delhivery");
    const tracking = within(dialog).getByRole("textbox", { name: /Tracking number/ });
    await userEvent.type(tracking, "AB 12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await expectVisible(
      within(dialog).findByText("Tracking number must be 4 to 40 letters, digits or dashes."),
    );
    await expect(actionCalls.bodies).toHaveLength(0);
    // It ends open, as its name says.
    await expect(await findOpenDialog("Ship this order")).toBe(dialog);
  },
};

/** Mark Shipped with a courier and a tracking number: the dialog closes and the shipment shows. */
export const ShipMarksShipped: Story = {
  parameters: openAt("confirmed"),
  play: async () => {
    const order = orderIn("confirmed");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Ship…" }));
    const dialog = await findOpenDialog("Ship this order");
    await fillField(within(dialog).getByRole("textbox", { name: /Courier/ }), "Delhivery");
    await fillField(within(dialog).getByRole("textbox", { name: /Tracking number/ }), "DL998877665IN");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(actionCalls.bodies).toEqual([
      { action: "ship", courier: "Delhivery", trackingNumber: "DL998877665IN" },
    ]);
    await expectToast(`Order ${order.orderNumber}: shipped.`);
    const shipment = await within(panel).findByRole("region", { name: "Shipment" });
    await expect(fact(shipment, "Tracking number")).toBe("DL998877665IN");
    await expect(actionNames(panel)).toEqual(["Out for delivery", "Mark delivered"]);
  },
};

/** Refuse a return: the dialog asks for the reason, which is required. */
export const RefuseReturnDialog: Story = {
  parameters: openAt("return_requested"),
  play: async () => {
    const order = orderIn("return_requested");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Refuse return…" }));
    const dialog = await findOpenDialog("Refuse this return");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse Return" }));
    await expectVisible(within(dialog).findByText("Enter the reason."));
    await expect(actionCalls.bodies).toHaveLength(0);
    // It ends open, as its name says.
    await expect(await findOpenDialog("Refuse this return")).toBe(dialog);
  },
};

/** Refuse Return with a reason: the order goes back to delivered with the return refused. */
export const RefuseReturnRefuses: Story = {
  parameters: openAt("return_requested"),
  play: async () => {
    const order = orderIn("return_requested");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Refuse return…" }));
    const dialog = await findOpenDialog("Refuse this return");
    await fillField(within(dialog).getByRole("textbox", { name: /Reason/ }), "The tag was removed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse Return" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(actionCalls.bodies).toEqual([{ action: "refuse_return", note: "The tag was removed." }]);
    await waitFor(() =>
      expect(within(panel).getByText("Delivered", { selector: "[data-tone]" })).toBeVisible(),
    );
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "State")).toBe("Refused");
    await expect(fact(request, "Refused because")).toBe("The tag was removed.");
  },
};

/** The order moved on elsewhere: the server's 409 reason shows by the buttons, and as a toast. */
export const ActionConflict: Story = {
  parameters: openAt("processing"),
  beforeEach({ msw }) {
    msw.use(...staffOrderHandlers.conflict);
  },
  play: async () => {
    const panel = await detailPanel(orderIn("processing").orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Confirm order" }));
    const actions = within(panel).getByRole("region", { name: "Actions" });
    await waitFor(() =>
      expect(within(actions).getByRole("alert")).toHaveTextContent(ACTION_CONFLICT_MESSAGE),
    );
    await expectToast(ACTION_CONFLICT_MESSAGE);
    await expect(within(panel).getByRole("button", { name: "Confirm order" })).toBeEnabled();
  },
};

/** A 409 in a dialog stays in the dialog, with what was typed. */
export const ShipConflict: Story = {
  parameters: openAt("confirmed"),
  beforeEach({ msw }) {
    msw.use(...staffOrderHandlers.conflict);
  },
  play: async () => {
    const panel = await detailPanel(orderIn("confirmed").orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Ship…" }));
    const dialog = await findOpenDialog("Ship this order");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Courier/ }), "Blue Dart");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), "BD-1234");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(ACTION_CONFLICT_MESSAGE);
    await expect(within(dialog).getByRole("textbox", { name: /Courier/ })).toHaveValue("Blue Dart");
  },
};

/** A COD refund paid by bank transfer: its reference is required; then the refund shows processed. */
export const CodRefundPaid: Story = {
  parameters: openAt("returned"),
  play: async () => {
    const order = orderIn("returned");
    const panel = await detailPanel(order.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "COD refund paid…" }));
    const dialog = await findOpenDialog("Mark the COD refund paid");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Refund Paid" }));
    await expectVisible(within(dialog).findByText("Enter the transfer reference."));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Transfer reference/ }),
      "UTR4455667788",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark Refund Paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(actionCalls.bodies).toEqual([{ action: "cod_refund_paid", reference: "UTR4455667788" }]);
    const refunds = within(panel).getByRole("region", { name: "Refunds" });
    await waitFor(() => expect(fact(refunds, "State")).toBe("Refunded"));
    await expect(fact(refunds, "Reference")).toBe("UTR4455667788");
    await expect(actionNames(panel)).toEqual([]);
  },
};

/** An id the server does not know. */
export const OrderNotFound: Story = {
  parameters: { route: { path: "/admin/orders", initialEntry: "/admin/orders?order=nope" } },
  beforeEach({ msw }) {
    msw.use(...staffOrderHandlers.notFound);
  },
  play: async () => {
    // No order, so no number to name it by.
    const panel = await screen.findByRole("region", { name: "Order" });
    await expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "There is no order with this id.",
    );
  },
};

/** In the staff area's header, on a wide screen, scrolled down the list: the open order's panel stays
 * beside it, just below the shop's sticky header, not under it. */
export const PanelBelowTheHeader: Story = {
  parameters: { ...openAt("return_requested"), shell: "staff" },
  beforeEach({ msw }) {
    // A full page of orders: a list longer than the panel.
    msw.use(...staffBoardHandlers([...staffOrders, ...manyStaffOrders(STAFF_PAGE_SIZE)]));
  },
  play: async ({ canvasElement }) => {
    const panel = await detailPanel(orderIn("return_requested").orderNumber);
    await expect(await boardRows()).toHaveLength(STAFF_PAGE_SIZE);
    scrollPast(canvasElement, panel);
    await expectHeldBelowTheHeader(canvasElement, panel);
  },
};

/** On a phone the open order takes the place of the filters and the list; Close brings them back. */
export const PhoneDetail: Story = {
  parameters: openAt("shipped"),
  globals: mobileGlobals,
  play: async () => {
    const order = orderIn("shipped");
    const panel = await detailPanel(order.orderNumber);
    await expect(panel).toBeVisible();
    await expect(await screen.findByRole("list", { name: "Orders", hidden: true })).not.toBeVisible();
    await expect(screen.getByRole("search", { hidden: true })).not.toBeVisible();
    await userEvent.click(within(panel).getByRole("link", { name: "Close" }));
    await expectVisible(screen.findByRole("list", { name: "Orders" }));
    await expect(screen.getByRole("search", { name: "Filter orders" })).toBeVisible();
  },
};

/** On a small laptop (1024 px, where the list and the open order first sit side by side): every row of the
 * list fits beside the panel, nothing runs past the edge of its row or of the page. */
export const SmallLaptopDetail: Story = {
  parameters: { ...openAt("return_requested"), shell: "staff" },
  globals: smallLaptopGlobals,
  play: async () => {
    await expect(window.innerWidth).toBe(1024);
    const panel = await detailPanel(orderIn("return_requested").orderNumber);
    const rows = await boardRows();
    const list = await screen.findByRole("list", { name: "Orders" });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().left);
    const overflowing = [list, ...rows, ...rows.flatMap((row) => [...row.children])]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `${box.textContent?.slice(0, 12)}…: ${box.scrollWidth} px in ${box.clientWidth}`);
    await expect(overflowing).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

/** The board with the orders of designs first: one printing the shopper's own picture, waiting for review. */
const designBoard = {
  route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffDesignReviewOrder._id}` },
};

const withDesignOrders: Story["beforeEach"] = ({ msw }) => {
  msw.use(
    actionCalls.handler,
    ...customiserHandlers.default,
    ...printFileHandlers.default,
    ...staffBoardHandlers([staffDesignReviewOrder, staffDesignOrder, ...staffOrders]),
  );
};

/** A customised order with the shopper's picture: its design drawn as ordered, and the review before it
 * can be confirmed (Approve, or Refuse with a reason). */
export const DesignReview: Story = {
  parameters: designBoard,
  beforeEach: withDesignOrders,
  play: async () => {
    const panel = await detailPanel(staffDesignReviewOrder.orderNumber);
    await expect(actionNames(panel)).toEqual(["Approve design", "Refuse design…", "Cancel order…"]);
    const design = within(panel).getByRole("region", { name: "Design" });
    const name = staffDesignReviewOrder.items[0].name;
    await expect(within(design).getByRole("img", { name: `${name}, front` })).toBeVisible();
    await expect(fact(design, "Review")).toMatch(/^Waiting for review/);
  },
};

/** Approve: the design is approved and the order may be confirmed. */
export const DesignApproved: Story = {
  parameters: designBoard,
  beforeEach: withDesignOrders,
  play: async () => {
    const panel = await detailPanel(staffDesignReviewOrder.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Approve design" }));
    await waitFor(() => expect(actionNames(panel)).toEqual(["Confirm order", "Cancel order…"]));
    await expect(actionCalls.bodies).toEqual([{ action: "approve_design" }]);
    await expect(fact(within(panel).getByRole("region", { name: "Design" }), "Review")).toBe("Approved");
  },
};

/** Refuse needs its reason (the shopper reads it); with it, the order is cancelled with the reason. */
export const DesignRefused: Story = {
  parameters: designBoard,
  beforeEach: withDesignOrders,
  play: async () => {
    const panel = await detailPanel(staffDesignReviewOrder.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Refuse design…" }));
    const dialog = await findOpenDialog("Refuse this design and cancel the order?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse and Cancel" }));
    await expectVisible(within(dialog).findByText("Enter the reason."));
    await expect(actionCalls.bodies).toHaveLength(0);
    await fillField(
      within(dialog).getByRole("textbox", { name: /Reason/ }),
      "The picture is too blurred to print.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse and Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(actionCalls.bodies).toEqual([
      { action: "refuse_design", note: "The picture is too blurred to print." },
    ]);
    await waitFor(() =>
      expect(within(panel).getByText("Cancelled", { selector: "[data-tone]" })).toBeVisible(),
    );
  },
};

/** A confirmed customised order: its print files to download, 3,600 × 4,800 px at 300 DPI. */
export const PrintFilesReady: Story = {
  parameters: {
    route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffDesignOrder._id}` },
  },
  beforeEach: withDesignOrders,
  play: async () => {
    const panel = await detailPanel(staffDesignOrder.orderNumber);
    const files = await within(panel).findByRole("region", { name: "Print files" });
    const front = await within(files).findByRole("link", { name: "Download front print file" });
    await expect(front).toHaveAttribute(
      "href",
      `/api/v1/admin/orders/${staffDesignOrder._id}/print-files/front`,
    );
    await expect(files).toHaveTextContent("(3,600 × 4,800 px PNG, 300 DPI)");
  },
};

/** The print files are still being made: said, and asked for again until they are. */
export const PrintFilesRendering: Story = {
  parameters: {
    route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffDesignOrder._id}` },
  },
  beforeEach(context) {
    withDesignOrders?.(context);
    context.msw.use(...only(variants.printFiles.rendering, "get", "/admin/orders/{id}/print-files"));
  },
  play: async () => {
    const panel = await detailPanel(staffDesignOrder.orderNumber);
    const files = await within(panel).findByRole("region", { name: "Print files" });
    await expect(
      await within(files).findByRole("progressbar", { name: printFilesWords.rendering }),
    ).toBeVisible();
  },
};

let printFilesBeforeConfirm: ReturnType<typeof heldAnswer> | undefined;

/**
 * Approve, then Confirm, while the panel's first read of the print files is still on its way (answered
 * only after the confirm, with what the server had before it: none). The panel reads them again after
 * the confirm and shows them being made, instead of keeping the late answer and waiting forever
 * (docs/decisions/read-again-after-a-change.md).
 */
export const PrintFilesAfterConfirm: Story = {
  parameters: designBoard,
  beforeEach(context) {
    withDesignOrders?.(context);
    printFilesBeforeConfirm = heldAnswer("get", "/admin/orders/:id/print-files");
    context.msw.use(
      printFilesBeforeConfirm.handler,
      ...only(variants.printFiles.empty, "get", "/admin/orders/{id}/print-files"),
    );
  },
  play: async ({ msw }) => {
    const panel = await detailPanel(staffDesignReviewOrder.orderNumber);
    await waitFor(() => expect(printFilesBeforeConfirm?.calls).toBeGreaterThan(0));
    await userEvent.click(within(panel).getByRole("button", { name: "Approve design" }));
    await waitFor(() => expect(actionNames(panel)).toEqual(["Confirm order", "Cancel order…"]));
    // From the confirm on, the server answers that the files are being made.
    msw.use(...only(variants.printFiles.rendering, "get", "/admin/orders/{id}/print-files"));
    await userEvent.click(within(panel).getByRole("button", { name: "Confirm order" }));
    await expectToast(`Order ${staffDesignReviewOrder.orderNumber}: confirmed.`);
    printFilesBeforeConfirm?.release();
    const files = await within(panel).findByRole("region", { name: "Print files" });
    await expectVisible(within(files).findByRole("progressbar", { name: printFilesWords.rendering }));
    await expect(within(files).queryByText(printFilesWords.none)).toBeNull();
    await expect(actionCalls.bodies).toEqual([{ action: "approve_design" }, { action: "confirm" }]);
  },
};

/** The board opened at a customised order whose shopper reported a misprint. */
const misprintBoard = {
  route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffMisprintReturnOrder._id}` },
};

const withMisprintReturn: Story["beforeEach"] = ({ msw }) => {
  msw.use(
    actionCalls.handler,
    ...customiserHandlers.default,
    ...printFileHandlers.default,
    ...staffBoardHandlers([staffMisprintReturnOrder, ...staffOrders]),
  );
};

/** A customised order's return for a misprint: flagged on its row of the list ("Misprint reported"; a
 * return asked for no fault is not) and at the top of its detail beside Accept and Refuse, with the
 * shopper's words of what is wrong, and the design as ordered further down; accepted or refused as any
 * return. */
export const MisprintReturnFlagged: Story = {
  parameters: misprintBoard,
  beforeEach: withMisprintReturn,
  play: async () => {
    const rows = await boardRows();
    const flagged = rows.filter((row) => within(row).queryByText("Misprint reported"));
    await expect(flagged.map((row) => within(row).getByRole("link").getAttribute("aria-label"))).toEqual([
      `Order ${staffMisprintReturnOrder.orderNumber}`,
    ]);
    await expect(within(flagged[0]).getByText("Misprint reported")).toBeVisible();
    const askedWithoutFault = rows.filter((row) => within(row).queryByText("Return requested"));
    await expect(askedWithoutFault.length).toBeGreaterThan(1);
    await expect(askedWithoutFault.filter((row) => within(row).queryByText(/ reported$/))).toEqual(flagged);
    const panel = await detailPanel(staffMisprintReturnOrder.orderNumber);
    await expect(actionNames(panel)).toEqual(["Accept return", "Refuse return…"]);
    await expect(within(panel).getByText("Misprint reported by the shopper")).toBeVisible();
    await expect(within(panel).getByText(`“${MISPRINT_WORDS}”`)).toBeVisible();
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "Fault")).toBe("Misprint");
    await expect(fact(request, "What is wrong")).toBe(MISPRINT_WORDS);
    await expect(within(request).queryByText("Reason", { selector: "dt" })).toBeNull();
    const name = staffMisprintReturnOrder.items[0].name;
    const design = within(panel).getByRole("region", { name: "Design" });
    await expect(within(design).getByRole("img", { name: `${name}, back` })).toBeVisible();
  },
};

/** Accepting the misprint's return moves it on to its pickup, the flag kept. */
export const MisprintReturnAccepted: Story = {
  parameters: misprintBoard,
  beforeEach: withMisprintReturn,
  play: async () => {
    const panel = await detailPanel(staffMisprintReturnOrder.orderNumber);
    await userEvent.click(within(panel).getByRole("button", { name: "Accept return" }));
    await waitFor(() => expect(actionNames(panel)).toEqual(["Return picked up"]));
    await expect(actionCalls.bodies).toEqual([{ action: "accept_return" }]);
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "State")).toBe("Accepted");
    await expect(within(panel).getByText("Misprint reported by the shopper")).toBeVisible();
  },
};

/** A customised order's return for the wrong piece sent: flagged and accepted or refused as a misprint. */
export const WrongPieceReturnFlagged: Story = {
  parameters: {
    route: { path: "/admin/orders", initialEntry: `/admin/orders?order=${staffWrongPieceReturnOrder._id}` },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      actionCalls.handler,
      ...customiserHandlers.default,
      ...printFileHandlers.default,
      ...staffBoardHandlers([staffWrongPieceReturnOrder, ...staffOrders]),
    );
  },
  play: async () => {
    const panel = await detailPanel(staffWrongPieceReturnOrder.orderNumber);
    await expect(actionNames(panel)).toEqual(["Accept return", "Refuse return…"]);
    await expect(within(panel).getByText("Wrong piece sent reported by the shopper")).toBeVisible();
    await expect(within(panel).getByText(`“${WRONG_PIECE_WORDS}”`)).toBeVisible();
    const request = within(panel).getByRole("region", { name: "Return request" });
    await expect(fact(request, "Fault")).toBe("Wrong piece sent");
    await expect(fact(request, "What is wrong")).toBe(WRONG_PIECE_WORDS);
  },
};
