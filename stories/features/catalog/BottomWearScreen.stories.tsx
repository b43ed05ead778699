import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productsIn } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { productHandlers } from "../../../mocks/handlers/products";
import { CategoryListingScreen } from "../../../src/features/catalog/CategoryListingScreen";
import { BOTTOM_WEAR } from "../../../src/features/catalog/categoryTabs";
import { withLocationProbe } from "../../support/LocationProbe";
import { cardNames, categoryTabStory } from "./categoryTabStory";
import { listingInTheShop, loadingListingStory } from "./listingExpectations";

// Bottom Wear lists the joggers and jeans the shop sells (the original shop's page was a coming-soon notice,
// from a shop that sold none), as Upper Wear lists its own; filters, View More and the failed and empty
// states are the same section, shown in Upper Wear's stories.
const meta = {
  title: "Features/Catalog/BottomWearScreen",
  component: CategoryListingScreen,
  args: { listing: BOTTOM_WEAR },
  decorators: [withLocationProbe],
  parameters: { route: { path: "/bottom-wear", initialEntry: "/bottom-wear" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof CategoryListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = categoryTabStory(BOTTOM_WEAR, BOTTOM_WEAR.tabs[0]);
export const Joggers = categoryTabStory(BOTTOM_WEAR, BOTTOM_WEAR.tabs[1]);
export const Jeans = categoryTabStory(BOTTOM_WEAR, BOTTOM_WEAR.tabs[2]);

/** Choosing Jeans puts it in the URL and lists only the jeans. */
export const ChooseJeans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "Bottom wear categories" }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(productsIn("bottomwear").length));
    await userEvent.click(nav.getByRole("link", { name: "Jeans" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /bottom-wear?tab=jeans");
    const jeans = productsIn("bottomwear", ["jeans"]);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(jeans.map((p) => p.name)));
    await expect(nav.getByRole("link", { name: "Jeans" })).toHaveAttribute("aria-current", "page");
  },
};

/** The products have not answered yet. */
export const Loading: Story = loadingListingStory();

/** The page in the shop's header and footer, Bottom Wear current in the navigation. */
export const InTheShop: Story = listingInTheShop(BOTTOM_WEAR.title, "Bottom Wear");
