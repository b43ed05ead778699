import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { only } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { vitalsHandlers } from "../../../mocks/handlers/vitals";
import { staffMessages, VitalsScreen, vitalsWords as words } from "../../../src/features/admin";
import { expectVisible } from "../../support/storyHelpers";
import { shopperRefusedStory, withoutCataloguePermissionStory } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const meta = {
  title: "Features/Admin/VitalsScreen",
  component: VitalsScreen,
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/vitals shows it.
  parameters: { route: { path: "/admin/vitals" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...vitalsHandlers.default);
  },
} satisfies Meta<typeof VitalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table's rows, each as its name and the text of its four cells. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);
}

/** A week of samples: every page's four figures, then per page type and per connection, each figure with
 * its rating in words and its samples; the staff navigation with Page speed current. */
export const Loaded: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole("list", { name: words.overallTitle });
    await expectStaffNavAt(canvas, "Page speed");
    await expect(canvas.getByText(words.intro(7))).toBeVisible();
    await expect(
      within(figures)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Largest paint (LCP)2.31 sGood412 samples",
      "Response to input (INP)168 msGood305 samples",
      "Layout shift (CLS)0.04Good398 samples",
      "First byte (TTFB)0.91 sNeeds improvement412 samples",
    ]);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      words.overallTitle,
      words.byPageTypeTitle,
      words.byConnectionTitle,
    ]);
    const pages = canvas.getByRole("table", { name: words.byPageTypeTitle });
    await expect(
      within(pages)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([words.pageTypeHeader, ...["LCP", "INP", "CLS", "TTFB"].map((m) => words.metric(m as "LCP"))]);
    const pageRows = rowsOf(pages);
    await expect(pageRows.map((row) => row[0])).toEqual([
      "Home",
      "Listings",
      "Product pages",
      "Bag",
      "Checkout",
    ]);
    await expect(pageRows[2]).toEqual([
      "Product pages",
      "2.78 sNeeds improvement171 samples",
      "212 msNeeds improvement120 samples",
      "0.05Good168 samples",
      "0.89 sNeeds improvement171 samples",
    ]);
    await expect(pageRows[4]).toEqual([
      "Checkout",
      "4.31 sPoor9 samples",
      "530 msPoor7 samples",
      "0.31Poor9 samples",
      "1.92 sPoor9 samples",
    ]);
    const connections = rowsOf(canvas.getByRole("table", { name: words.byConnectionTitle }));
    await expect(connections.map((row) => row[0])).toEqual(["3G", "4G or faster", "Not told by the browser"]);
    await expect(connections[0][1]).toBe("4.42 sPoor58 samples");
    // A group with no sample of a metric says so.
    await expect(connections[2][2]).toBe(words.noSamples);
  },
};

/** The week's figures on their way: the title and a labelled spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(vitalsHandlers.never, "get", "/admin/vitals"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** No page view measured yet (a new shop): said plainly, no empty tables. */
export const Empty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...vitalsHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.empty(7)));
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("list", { name: words.overallTitle })).toBeNull();
  },
};

/** The figures could not be read: why, and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(vitalsHandlers.error, "get", "/admin/vitals"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(words.loadFailed);
    await expect(within(alert).getByRole("button", { name: words.tryAgain })).toBeEnabled();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** A signed-in shopper: staff only. */
export const Shopper: Story = shopperRefusedStory("page speed screen", (canvas) =>
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
    msw.use(...vitalsHandlers.noPermission);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.noPermissionTitle }));
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
