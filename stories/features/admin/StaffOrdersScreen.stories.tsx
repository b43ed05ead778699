import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { shopper, staffOrders } from "../../../mocks/fixtures";
import { fail, http } from "../../../mocks/handlers/http";
import { STAFF_PAGE_SIZE, staffOrderHandlers } from "../../../mocks/handlers/staffOrders";
import { mockSignIn } from "../../../mocks/handlers/store";
import { staffMessages as messages, StaffOrdersScreen } from "../../../src/features/admin";
import { withLocationProbe } from "../../support/LocationProbe";
import { sentRequests } from "../../support/sentRequests";
import { expectStaffNavAt } from "./staffNavStory";
import { boardDefaults, boardRows, expectUrl, signInAsStaff } from "./staffStoryKit";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const listCalls = sentRequests("get", "/admin/orders");

const meta = {
  title: "Features/Admin/StaffOrdersScreen",
  component: StaffOrdersScreen,
  decorators: [withLocationProbe],
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/orders shows it.
  parameters: { route: { path: "/admin/orders" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    listCalls.clear();
    msw.use(listCalls.handler, ...boardDefaults());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof StaffOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first] = staffOrders;

/** A guest: 'Please log in first' and Log In, coming back to the board; nothing of the board is asked for. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Forders",
    );
    await expect(canvas.queryByRole("list", { name: "Orders" })).toBeNull();
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** A signed-in shopper: a clear "staff only" page and the way back to the shop. */
export const Shopper: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.forbiddenTitle }));
    await expect(canvas.getByText(messages.forbiddenText("orders board"))).toBeVisible();
    await expect(canvas.getByRole("link", { name: messages.forbiddenAction })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("form", { name: "Filter orders" })).toBeNull();
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** The session said staff, but the API refuses (the role was taken away): the staff-only page. */
export const ApiRefusesShopper: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffOrderHandlers.forbidden);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.forbiddenTitle }));
    await expect(canvas.queryByRole("list", { name: "Orders" })).toBeNull();
  },
};

/** The session ended while the board was open: the API answers 401 and the board asks to log in. */
export const ApiRefusesGuest: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(http.get("/admin/orders", () => fail(401, "Please log in first")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toBeVisible();
  },
};

/** Staff: every sample order, newest first, each with what staff look for at a glance. */
export const List: Story = {
  beforeEach() {
    signInAsStaff();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: messages.title })).toBeVisible();
    const rows = await boardRows();
    await expect(rows).toHaveLength(staffOrders.length);
    await expectStaffNavAt(canvas, "Orders");
    const row = within(rows[0]);
    await expect(row.getByRole("link", { name: `Order ${first.orderNumber}` })).toHaveAttribute(
      "href",
      `/admin/orders?order=${first._id}`,
    );
    await expect(row.getByText("14 Mar 2026")).toBeVisible();
    await expect(row.getByText(first.name)).toBeVisible();
    await expect(row.getByText(first.customer?.email ?? "")).toBeVisible();
    const pieces = first.items.reduce((sum, item) => sum + item.quantity, 0);
    await expect(row.getByText(`${pieces} items`)).toBeVisible();
    await expect(row.getByText(`₹${first.totalAmount.toLocaleString("en-IN")}.00`)).toBeVisible();
    await expect(row.getByText("Cash on delivery")).toBeVisible();
    await expect(row.getByText("Processing")).toBeVisible();
    // The status badges' colours come from the shared mapping (src/features/orders).
    await expect(row.getByText("Processing").closest("[data-tone]")).toHaveAttribute("data-tone", "progress");
    await expect(within(rows[3]).getByText("Shipped").closest("[data-tone]")).toHaveAttribute(
      "data-tone",
      "info",
    );
    await expect(canvas.getByText(`${staffOrders.length} orders shown`)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: messages.showMore })).toBeNull();
    await expect(listCalls.urls[0].search).toBe("");
  },
};

/**
 * Filters from the URL are shown and sent; changing them and pressing Apply Filters puts the new ones in
 * the URL and asks the server for exactly those.
 */
export const Filtered: Story = {
  beforeEach() {
    signInAsStaff();
  },
  parameters: {
    route: {
      path: "/admin/orders",
      initialEntry: "/admin/orders?status=shipped&paymentStatus=paid&from=2026-03-01&to=2026-03-31&q=priya",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardRows();
    await expect(listCalls.query(0)).toEqual({
      status: "shipped",
      paymentStatus: "paid",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "priya",
    });
    const form = canvas.getByRole("search", { name: "Filter orders" });
    await expect(within(form).getByRole("button", { name: /Order status/ })).toHaveTextContent("Shipped");
    await expect(within(form).getByRole("button", { name: /Payment/ })).toHaveTextContent("Paid");
    await expect(within(form).getByLabelText("Placed from")).toHaveValue("2026-03-01");
    await expect(within(form).getByRole("searchbox", { name: "Search" })).toHaveValue("priya");

    await userEvent.click(within(form).getByRole("button", { name: /Order status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Return requested" }));
    const search = within(form).getByRole("searchbox", { name: "Search" });
    await userEvent.clear(search);
    await userEvent.type(search, "Linen shirt");
    await userEvent.click(within(form).getByRole("button", { name: "Apply Filters" }));

    await expectUrl(
      "/admin/orders?status=return_requested&paymentStatus=paid&from=2026-03-01&to=2026-03-31&q=Linen+shirt",
    );
    await boardRows();
    await waitFor(() =>
      expect(listCalls.query(-1)).toEqual({
        status: "return_requested",
        paymentStatus: "paid",
        from: "2026-03-01",
        to: "2026-03-31",
        q: "Linen shirt",
      }),
    );

    await userEvent.click(within(form).getByRole("button", { name: "Clear Filters" }));
    await expectUrl("/admin/orders");
    // The list is asked for again, unfiltered, once the page has read the new address.
    await waitFor(() => expect(listCalls.urls.at(-1)?.search).toBe(""));
  },
};

/** A start date after the end date is refused before anything is sent. */
export const FilterDatesReversed: Story = {
  beforeEach() {
    signInAsStaff();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardRows();
    const form = canvas.getByRole("search", { name: "Filter orders" });
    await userEvent.type(within(form).getByLabelText("Placed from"), "2026-03-20");
    await userEvent.type(within(form).getByLabelText("Placed to"), "2026-03-01");
    await userEvent.click(within(form).getByRole("button", { name: "Apply Filters" }));
    await expectVisible(within(form).findByText("The end date is before the start date."));
    await expectUrl("/admin/orders");
    await expect(listCalls.urls).toHaveLength(1);
  },
};

/** No order at all yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffOrderHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(messages.emptyUnfiltered));
    await expect(canvas.queryByRole("list", { name: "Orders" })).toBeNull();
  },
};

/** Filters that match nothing say so (and offer to clear them). */
export const FilteredEmpty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffOrderHandlers.empty);
  },
  parameters: { route: { path: "/admin/orders", initialEntry: "/admin/orders?status=returned" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(messages.empty));
    await expect(canvas.getByRole("button", { name: "Clear Filters" })).toBeVisible();
  },
};

/** Whether the list call fails (the Failed story brings the server back). */
let listDown = false;

/** The list could not be read: it says so, and Try Again loads it once the server answers. */
export const Failed: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    listDown = true;
    msw.use(http.get("/admin/orders", () => (listDown ? fail(500, "Internal server error") : undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.loadFailed);
    listDown = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(await boardRows()).toHaveLength(staffOrders.length);
  },
};

/** More than a page: Show more follows the server's cursor until the last page. */
export const Many: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(listCalls.handler, ...staffOrderHandlers.many);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await boardRows()).toHaveLength(STAFF_PAGE_SIZE);
    await userEvent.click(canvas.getByRole("button", { name: messages.showMore }));
    await expectVisible(canvas.findByText(`${STAFF_PAGE_SIZE * 2} orders shown`));
    await expect(listCalls.urls[1].searchParams.get("cursor")).toBe(`page-${STAFF_PAGE_SIZE}`);
    await userEvent.click(canvas.getByRole("button", { name: messages.showMore }));
    await expectVisible(canvas.findByText(`${STAFF_PAGE_SIZE * 2 + 5} orders shown`));
    await expect(canvas.queryByRole("button", { name: messages.showMore })).toBeNull();
    const ids = (await boardRows()).map((row) => within(row).getByRole("link").textContent);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

/** Staff, the list not answered yet: the spinner under the board's title, and no rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.staffOrders.never, "get", "/admin/orders"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: messages.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: messages.loading }));
    await expect(canvas.queryByRole("list", { name: "Orders" })).toBeNull();
  },
};
