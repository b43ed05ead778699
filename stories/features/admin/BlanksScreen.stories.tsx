import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffBlanks } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { staffBlankHandlers, staffBlankVariants } from "../../../mocks/handlers/staffBlanks";
import { only } from "../../../mocks/handlers";
import { BlanksScreen, blankWords as words, staffMessages } from "../../../src/features/admin";
import { blankStaffMessages } from "../../../src/lib/design/blankStaffWords";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible } from "../../support/storyHelpers";
import { shopperRefusedStory, withoutCataloguePermissionStory } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const stockSaves = sentRequests("patch", "/admin/customiser/blanks/:variantId/stock");
const priceSaves = sentRequests("patch", "/admin/customiser/pricing/:type");
const [hoodie] = staffBlanks;
const hoodieBlack = hoodie.colors[0];

const meta = {
  title: "Features/Admin/BlanksScreen",
  component: BlanksScreen,
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/customiser shows it.
  parameters: { route: { path: "/admin/customiser" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    stockSaves.clear();
    priceSaves.clear();
    msw.use(stockSaves.handler, priceSaves.handler, ...authHandlers.default, ...staffBlankHandlers());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof BlanksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A garment's part of the screen, once the blanks have loaded. */
const garment = async (name: "Hoodie" | "T-Shirt") =>
  within(await within(document.body).findByRole("region", { name }));

/** Staff: each garment's prices and its colours × sizes, every count a number field; the staff navigation. */
export const Loaded: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hoodies = await garment("Hoodie");
    await expectStaffNavAt(canvas, "Customiser");
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Hoodie",
      "T-Shirt",
    ]);
    const prices = within(hoodies.getByRole("form", { name: words.pricesTitle("hoodie") }));
    await expect(prices.getByRole("textbox", { name: words.blankPrice })).toHaveValue("₹1,299");
    await expect(prices.getByRole("textbox", { name: words.perSidePrice })).toHaveValue("₹200");
    const table = hoodies.getByRole("table", { name: words.stockCaption("hoodie") });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([words.colourHeader, "S", "M", "L", "XL", "XXL", words.saveHeader]);
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(hoodie.colors.map((c) => c.color));
    await expect(hoodies.getByRole("textbox", { name: words.sizeField("Black", "M") })).toHaveValue("40");
    await expect(hoodies.getByRole("button", { name: words.saveRowLabel("Black") })).toBeEnabled();
  },
};

/** The blanks on their way: the title and a labelled spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBlankVariants.never, "get", "/admin/customiser/blanks"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** A shop without the customiser's data: nothing to run, said plainly. */
export const Empty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffBlankVariants.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.empty));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** The list could not be read: why, and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBlankVariants.error, "get", "/admin/customiser/blanks"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(words.loadFailed);
    await expect(within(alert).getByRole("button", { name: words.tryAgain })).toBeEnabled();
  },
};

/** By keyboard: a count typed and the row saved; only the size changed is sent, and the row says so. */
export const StockSaved: Story = {
  beforeEach: signInAsStaff,
  play: async () => {
    const hoodies = await garment("Hoodie");
    const m = hoodies.getByRole("textbox", { name: words.sizeField("Black", "M") });
    m.focus();
    await userEvent.keyboard("{Control>}a{/Control}55");
    // Tab goes along the row (L, XL, XXL), then to its Save.
    await userEvent.tab();
    await expect(hoodies.getByRole("textbox", { name: words.sizeField("Black", "L") })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const save = hoodies.getByRole("button", { name: words.saveRowLabel("Black") });
    await expect(save).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const row = save.closest("tr") as HTMLElement;
    await waitFor(() =>
      expect(within(row).getByRole("status")).toHaveTextContent(
        blankStaffMessages.stockSaved("hoodie", "Black"),
      ),
    );
    await expect(stockSaves.bodies).toEqual([
      {
        sizes: [
          { size: "M", stock: 55 },
          { size: "L", stock: 39 },
        ],
      },
    ]);
    await expect(stockSaves.urls[0].pathname).toBe(
      `/api/v1/admin/customiser/blanks/${hoodieBlack.variantId}/stock`,
    );
    await expect(m).toHaveValue("55");
    await expect(save).toHaveFocus();
  },
};

/** Saving: the row's Save shows its progress and its counts wait; the other rows stay usable. */
export const SavingStock: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBlankVariants.never, "patch", "/admin/customiser/blanks/{variantId}/stock"));
  },
  play: async () => {
    const hoodies = await garment("Hoodie");
    const xl = hoodies.getByRole("textbox", { name: words.sizeField("Black", "XL") });
    await userEvent.clear(xl);
    await userEvent.type(xl, "12");
    await userEvent.click(hoodies.getByRole("button", { name: words.saveRowLabel("Black") }));
    await expectVisible(hoodies.findByRole("progressbar", { name: words.savingRow("Black") }));
    await expect(xl).toBeDisabled();
    await expect(hoodies.getByRole("textbox", { name: words.sizeField("White", "XL") })).toBeEnabled();
  },
};

/** The server fails the save: its words in the row, the typed count still there to send again. */
export const StockSaveFailed: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBlankVariants.error, "patch", "/admin/customiser/blanks/{variantId}/stock"));
  },
  play: async () => {
    const hoodies = await garment("Hoodie");
    const s = hoodies.getByRole("textbox", { name: words.sizeField("Navy", "S") });
    await userEvent.clear(s);
    await userEvent.type(s, "0");
    await userEvent.click(hoodies.getByRole("button", { name: words.saveRowLabel("Navy") }));
    await expectVisible(hoodies.findByRole("alert"));
    await expect(hoodies.getByRole("alert")).toHaveTextContent("Internal server error");
    await expect(s).toHaveValue("0");
    await expect(hoodies.getByRole("button", { name: words.saveRowLabel("Navy") })).toBeEnabled();
  },
};

/** A count left empty: the row says what is missing, the field is marked, and nothing is sent. */
export const CountMissing: Story = {
  beforeEach: signInAsStaff,
  play: async () => {
    const hoodies = await garment("Hoodie");
    const l = hoodies.getByRole("textbox", { name: words.sizeField("White", "L") });
    await userEvent.clear(l);
    await userEvent.click(hoodies.getByRole("button", { name: words.saveRowLabel("White") }));
    await expectVisible(hoodies.findByRole("alert"));
    await expect(hoodies.getByRole("alert")).toHaveTextContent(words.fillEvery("White"));
    await expect(l).toHaveAttribute("aria-invalid", "true");
    await expect(stockSaves.urls).toHaveLength(0);
  },
};

/** New prices, saved with Enter: both sent in whole rupees, and what that means for orders said. */
export const PricesSaved: Story = {
  beforeEach: signInAsStaff,
  play: async () => {
    const hoodies = await garment("Hoodie");
    const prices = within(hoodies.getByRole("form", { name: words.pricesTitle("hoodie") }));
    const blank = prices.getByRole("textbox", { name: words.blankPrice });
    await userEvent.clear(blank);
    await userEvent.type(blank, "1399");
    const side = prices.getByRole("textbox", { name: words.perSidePrice });
    await userEvent.clear(side);
    await userEvent.type(side, "250{Enter}");
    await waitFor(() =>
      expect(prices.getByRole("status")).toHaveTextContent(blankStaffMessages.pricingSaved("hoodie")),
    );
    await expect(priceSaves.bodies).toEqual([{ blank: 1399, perSide: 250 }]);
    await expect(priceSaves.urls[0].pathname).toBe("/api/v1/admin/customiser/pricing/hoodie");
    await expect(blank).toHaveValue("₹1,399");
    await expect(side).toHaveValue("₹250");
    // The T-shirt's prices are its own.
    const tees = await garment("T-Shirt");
    await expect(tees.getByRole("textbox", { name: words.blankPrice })).toHaveValue("₹599");
  },
};

/** A guest: log in, coming back here; no staff navigation. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Fcustomiser",
    );
    await expect(canvas.queryByRole("navigation", { name: staffMessages.staffNav })).toBeNull();
  },
};

/** A signed-in shopper: staff only. */
export const Shopper: Story = shopperRefusedStory("customiser blanks", (canvas) =>
  canvas.queryByRole("table"),
);

/** Staff who may run orders but not the catalogue: why not, and only the screens they may open. */
export const StaffWithoutPermission: Story = withoutCataloguePermissionStory((canvas) =>
  canvas.queryByRole("table"),
);

/** The session said so, but the API refuses the permission (taken away meanwhile): the same panel. */
export const ApiRefusesPermission: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffBlankVariants.noPermission);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.noPermissionTitle }));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
