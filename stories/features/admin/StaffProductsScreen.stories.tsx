import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { shopper, staffProducts } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { fail, http } from "../../../mocks/handlers/http";
import { STAFF_PRODUCTS_PAGE_SIZE, staffProductTableHandlers } from "../../../mocks/handlers/staffProducts";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import {
  staffMessages,
  staffProductMessages as words,
  StaffProductsScreen,
} from "../../../src/features/admin";
import { expectUrl, withLocationProbe } from "../../support/LocationProbe";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible, mobileGlobals } from "../../support/storyHelpers";
import { expectNoCataloguePermission } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const listCalls = sentRequests("get", "/admin/products");

/** Room a native select's arrow takes beside its text (Chromium's draws ~20 px). */
const SELECT_ARROW_PX = 24;

/** Every filter list is wide enough for each of its values, whole: a native select cuts a longer one. */
async function expectEveryChoiceWhole(form: HTMLElement) {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) throw new Error("no canvas to measure text with");
  const cut: string[] = [];
  for (const select of form.querySelectorAll("select")) {
    const look = getComputedStyle(select);
    context.font = `${look.fontWeight} ${look.fontSize} ${look.fontFamily}`;
    const padding = Number.parseFloat(look.paddingLeft) + Number.parseFloat(look.paddingRight);
    const room = select.clientWidth - padding - SELECT_ARROW_PX;
    for (const option of select.options) {
      if (context.measureText(option.text).width > room) cut.push(`${select.name}: ${option.text}`);
    }
  }
  await expect(cut).toEqual([]);
}

const meta = {
  title: "Features/Admin/StaffProductsScreen",
  component: StaffProductsScreen,
  decorators: [withLocationProbe],
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/products shows it.
  parameters: { route: { path: "/admin/products" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    listCalls.clear();
    msw.use(listCalls.handler, ...authHandlers.default, ...staffProductTableHandlers());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof StaffProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's body rows, once it has loaded. */
async function tableRows(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole("table", { name: "Products" });
  return within(table).getAllByRole("row").slice(1);
}

const [draft, , soldOut, low] = staffProducts;

/** Staff, the table not answered yet: the spinner under the title, and no rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.staffProducts.never, "get", "/admin/products"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("table", { name: "Products" })).toBeNull();
  },
};

/** Staff: the sample products, most recently changed first, each with what staff look for at a glance. */
export const Table: Story = {
  beforeEach() {
    signInAsStaff();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvas);
    await expect(rows).toHaveLength(staffProducts.length);
    await expect(canvas.getByText(`${staffProducts.length} products`)).toBeVisible();
    await expectEveryChoiceWhole(canvas.getByRole("search", { name: "Filter products" }));
    await expectStaffNavAt(canvas, "Products");
    await expect(canvas.getByRole("link", { name: words.addProduct })).toHaveAttribute(
      "href",
      "/admin/products/new",
    );
    const first = within(rows[0]);
    await expect(first.getByRole("link", { name: draft.name })).toHaveAttribute(
      "href",
      `/admin/products/${draft._id}`,
    );
    await expect(first.getByText("Draft")).toBeVisible();
    await expect(first.getByText(`₹${draft.finalPrice.toLocaleString("en-IN")}`)).toBeVisible();
    await expect(within(rows[2]).getByText(words.soldOut)).toBeVisible();
    await expect(within(rows[2]).getByRole("link", { name: soldOut.name })).toBeVisible();
    await expect(within(rows[3]).getByText(words.low)).toBeVisible();
    await expect(within(rows[3]).getByText(String(low.totalStock))).toBeVisible();
    await expect(within(rows[1]).getByText("Published")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Stock" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages" })).toBeNull();
    await expect(listCalls.urls[0].search).toBe("");
  },
};

/**
 * Filters from the URL are shown and sent; choosing others and pressing Enter in the search puts exactly
 * the chosen ones in the URL and asks the server for them (keyboard only).
 */
export const Filtered: Story = {
  beforeEach() {
    signInAsStaff();
  },
  parameters: {
    route: {
      path: "/admin/products",
      initialEntry: "/admin/products?category=upperwear&status=draft&stock=low&sort=price&q=tee",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvas);
    await expect(listCalls.query(0)).toEqual({
      category: "upperwear",
      status: "draft",
      stock: "low",
      sort: "price",
      q: "tee",
    });
    const form = within(canvas.getByRole("search", { name: "Filter products" }));
    await expect(form.getByLabelText("Status")).toHaveValue("draft");
    await expect(form.getByLabelText("Sort by")).toHaveValue("price");
    await userEvent.selectOptions(form.getByLabelText("Status"), "");
    await userEvent.selectOptions(form.getByLabelText("Tag"), "trending");
    const search = form.getByLabelText("Search by name");
    await userEvent.clear(search);
    await userEvent.type(search, "hoodie{Enter}");
    await expectUrl("/admin/products?q=hoodie&category=upperwear&tag=trending&stock=low&sort=price");
    // The address changes first; the call for the new filters follows it (on a busy machine, a moment later).
    await waitFor(() =>
      expect(listCalls.query(-1)).toEqual({
        q: "hoodie",
        category: "upperwear",
        tag: "trending",
        stock: "low",
        sort: "price",
      }),
    );
    await tableRows(canvas);
    await expect(form.getByRole("link", { name: "Clear" })).toHaveAttribute("href", "/admin/products");
  },
};

/** An empty catalogue: it says so (Add product stays at the top). */
export const EmptyCatalogue: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.staffProducts.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.emptyCatalogue));
    await expect(canvas.getByRole("link", { name: words.addProduct })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Filters nothing matches: it says so, with the way back to every product. */
export const NoMatch: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.staffProducts.empty);
  },
  parameters: { route: { path: "/admin/products", initialEntry: "/admin/products?status=archived&q=kurta" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.noMatch));
    await expect(canvas.getByRole("link", { name: "Show every product" })).toHaveAttribute(
      "href",
      "/admin/products",
    );
  },
};

/** More than a page: Next page follows the server's cursor (in the URL), Previous page comes back. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(listCalls.handler, ...variants.staffProducts.many);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tableRows(canvas)).toHaveLength(STAFF_PRODUCTS_PAGE_SIZE);
    await expect(canvas.getByText(`${STAFF_PRODUCTS_PAGE_SIZE * 3 + 4} products`)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: words.previousPage })).toBeNull();
    await userEvent.click(canvas.getByRole("link", { name: words.nextPage }));
    await expectUrl(`/admin/products?cursor=page-${STAFF_PRODUCTS_PAGE_SIZE}`);
    await expectVisible(canvas.findByRole("link", { name: /^Classic .* 26$|.* 26$/ }));
    await userEvent.click(canvas.getByRole("link", { name: words.nextPage }));
    await expectUrl(
      `/admin/products?cursor=page-${STAFF_PRODUCTS_PAGE_SIZE * 2}&back=page-${STAFF_PRODUCTS_PAGE_SIZE}`,
    );
    await userEvent.click(await canvas.findByRole("link", { name: words.previousPage }));
    await expectUrl(`/admin/products?cursor=page-${STAFF_PRODUCTS_PAGE_SIZE}`);
    await userEvent.click(await canvas.findByRole("link", { name: words.previousPage }));
    await expectUrl("/admin/products");
    await expect(await tableRows(canvas)).toHaveLength(STAFF_PRODUCTS_PAGE_SIZE);
  },
};

/** The table could not be read: it says so, and Try Again reads it once the server answers. */
let listDown = false;
export const Failed: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    listDown = true;
    msw.use(http.get("/admin/products", () => (listDown ? fail(500, "Internal server error") : undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(words.loadFailed);
    listDown = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(await tableRows(canvas)).toHaveLength(staffProducts.length);
  },
};

/** A guest: 'Please log in first' and Log In, coming back to the table; nothing of it is asked for. */
export const Guest: Story = {
  parameters: { route: { path: "/admin/products", initialEntry: "/admin/products?status=draft" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.guestTitle }));
    await expect(canvas.getByText(staffMessages.guestText(words.screenName))).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Fproducts%3Fstatus%3Ddraft",
    );
    await expect(canvas.queryByRole("link", { name: words.addProduct })).toBeNull();
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** A signed-in shopper: staff only, and the way back to the shop. */
export const Shopper: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.forbiddenTitle }));
    await expect(canvas.getByText(staffMessages.forbiddenText(words.screenName))).toBeVisible();
    await expect(canvas.getByRole("link", { name: staffMessages.forbiddenAction })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** Staff without the catalogue permission: told so, with the orders board they may use. */
export const StaffWithoutCatalogue: Story = {
  beforeEach() {
    signInAsStaff();
    if (mockStore.user) mockStore.user = { ...mockStore.user, permissions: ["orders"] };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoCataloguePermission(canvas);
    await expect(canvas.queryByRole("link", { name: words.addProduct })).toBeNull();
    await expect(listCalls.urls).toHaveLength(0);
  },
};

/** The session said catalogue staff, but the API refuses the permission (taken away meanwhile). */
export const ApiRefusesCatalogue: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.staffProducts.noCatalogue);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.noPermissionTitle }));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** On a phone: the filters two to a row, the table scrolling sideways inside its box. */
export const Phone: Story = {
  globals: mobileGlobals,
  beforeEach() {
    signInAsStaff();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvas);
    await expect(rows).toHaveLength(staffProducts.length);
    await expect(within(rows[0]).getByRole("link", { name: draft.name })).toBeVisible();
    const form = canvas.getByRole("search", { name: "Filter products" });
    await expect(form).toBeVisible();
    await expectEveryChoiceWhole(form);
    await expect(canvas.getByRole("link", { name: words.addProduct })).toBeVisible();
  },
};
