import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { sampleSearchResults } from "../../../mocks/fixtures";
import { http } from "../../../mocks/handlers/http";
import { productHandlers } from "../../../mocks/handlers/products";
import { ProductSearch } from "../../../src/features/shell/Search/ProductSearch";
import { LocationProbe } from "../../support/LocationProbe";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

/** The first result the mocks answer to any search. */
const hoodie = sampleSearchResults[0];

const meta = {
  title: "Features/Shell/ProductSearch",
  component: ProductSearch,
  // "/*": every path renders the story, so it stays on screen after choosing a result.
  parameters: { route: { path: "/*", initialEntry: "/new-arrivals" } },
  render: () => (
    <div style={{ maxWidth: 420, minHeight: 520 }}>
      <ProductSearch />
      <LocationProbe />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...productHandlers.default);
  },
} satisfies Meta<typeof ProductSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: "Search products" });
/** The list's last option, to the results page. */
const SEE_ALL = '[role="listbox"] [role="option"][data-key="see-all"]';
// Result options only (react-aria wraps the empty state in an option-role element without a key).
const resultOptions = async () => {
  let found: HTMLElement[] = [];
  await waitFor(
    () => {
      found = [
        ...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"][data-key]'),
      ].filter((option) => !option.matches(SEE_ALL));
      expect(found.length).toBeGreaterThan(0);
    },
    { timeout: 3000 },
  );
  return found;
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("placeholder", "Search for products");
    await expect(box(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

export const TypingShowsSearching: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/search"));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), "hoodie");
    // The results popover may be held invisible a moment after it opens (react-aria waits to learn whether
    // a phone keyboard is opening, see findOpenDialog): wait until it shows, not only until it exists.
    await waitFor(() => expect(screen.getByText("Searching...")).toBeVisible());
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), "hoodie");
    const options = await resultOptions();
    const listbox = screen.getByRole("listbox");
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(8);
    const first = options[0];
    await expect(first).toHaveTextContent(/hoodie/i);
    // Each result shows its image, name and colour.
    await expect(first.querySelector("img")?.getAttribute("src")).toMatch(/^\/media\/products\//);
    // The popover may still be fading in once its options exist.
    await expectVisible(within(listbox).findByText(hoodie.name));
    await expect(within(listbox).getAllByText(hoodie.color).length).toBeGreaterThan(0);
    // After the results, the way to all of them.
    const all = within(listbox).getAllByRole("option");
    await expect(all.at(-1)).toHaveTextContent("See all results for “hoodie”");
  },
};

/** The dropdown shows 8 results; the rest are a keyboard's reach away: past the last result, "See all
 * results" opens the search's results page, the box keeping the words. */
export const SeeAllResultsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, "hoodie");
    const results = await resultOptions();
    for (let i = 0; i <= results.length; i += 1) await userEvent.keyboard("{ArrowDown}");
    const seeAll = document.querySelector<HTMLElement>(SEE_ALL);
    await waitFor(() => expect(seeAll).toHaveAttribute("data-focused", "true"));
    await expect(input).toHaveAttribute("aria-activedescendant", seeAll?.id);
    await userEvent.keyboard("{Enter}");
    const location = within(canvasElement).getByTestId("location");
    await waitFor(() => expect(location).toHaveTextContent("URL: /search?q=hoodie"));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(input).toHaveValue("hoodie");
  },
};

export const NoResults: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.noResults);
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), "zzqqxx");
    await expectVisible(screen.findByText("No results found", {}, { timeout: 3000 }));
    await expect(document.querySelectorAll('[role="option"][data-key]')).toHaveLength(0);
  },
};

export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), "hoodie");
    await expectVisible(screen.findByText("Search is unavailable right now. Please try again."));
  },
};

export const KeyboardSelectNavigatesAndClears: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, "hoodie");
    const first = (await resultOptions())[0];
    const expected = first.getAttribute("data-key");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(first).toHaveAttribute("data-focused", "true"));
    await userEvent.keyboard("{Enter}");
    const location = within(canvasElement).getByTestId("location");
    await waitFor(() => expect(location).toHaveTextContent(`/display/${expected}`));
    await expect(location.textContent).toMatch(/^URL: \/display\/[^/]+\/[^/]+$/);
    await waitFor(() => expect(input).toHaveValue(""));
    await expect(screen.queryByRole("listbox")).toBeNull();
  },
};

/** The `q` of every search call the box sends (the mock answers as usual). */
const searchTerms: (string | null)[] = [];

/** Blank input sends nothing; the first call is for the first real word, trimmed. */
export const BlankIgnored: Story = {
  beforeEach({ msw }) {
    searchTerms.length = 0;
    msw.use(
      http.get("/product/search", ({ request }) => {
        searchTerms.push(new URL(request.url).searchParams.get("q"));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), "    ");
    await expect(screen.queryByRole("listbox")).toBeNull();
    await expect(screen.queryByText("Searching...")).toBeNull();
    // The same box does search once there is something to search for: that is the only call made.
    await userEvent.type(box(canvasElement), "tee ");
    await resultOptions();
    await expect(searchTerms).toEqual(["tee"]);
  },
};
