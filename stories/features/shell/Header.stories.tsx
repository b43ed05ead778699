import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { headlines } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { brand } from "../../../src/lib/brand";
import { Header } from "../../../src/features/shell/Header/Header";
import { NAV_LINKS } from "../../../src/features/shell/navigation";
import { ProfileDrawer } from "../../../src/features/shell/ProfileDrawer/ProfileDrawer";
import { cartWithProducts, shellHandlers, signIn } from "./shellMocks";
import { findOpenDialog, mobileGlobals, settlePage } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const meta = {
  title: "Features/Shell/Header",
  component: Header,
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals" }, layout: "fullscreen" },
  render: () => (
    <>
      <Header />
      <main style={{ minHeight: "200vh", padding: 16 }}>
        <h1>Page content</h1>
      </main>
      <ProfileDrawer />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole("region", { name: "Announcement" });
    await waitFor(() => expect(bar).toHaveTextContent(headlines[0].text));
    await expect(canvas.getByRole("link", { name: "Rangrez home" })).toHaveAttribute("href", "/");
    const nav = canvas.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => l.getAttribute("href"))).toEqual(NAV_LINKS.map((l) => l.href));
    await expect(within(nav).getByRole("link", { name: "New Arrivals" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    // A guest has no cart count.
    const cart = canvas.getByRole("link", { name: "Cart" });
    await expect(cart).toHaveAttribute("href", "/cart");
    await expect(canvas.queryByTestId("cart-badge")).toBeNull();
    // Wide enough for every link in a row (1180 px and up): no hamburger, and no link cut off.
    const bounds = nav.getBoundingClientRect();
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
      await expect(box.right).toBeLessThanOrEqual(bounds.right);
    }
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const ProfileIconOpensDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Profile" }));
    const drawer = await findOpenDialog("Guest User");
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const SignedInCartCount: Story = {
  beforeEach({ msw }) {
    signIn();
    msw.use(cartWithProducts(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = await canvas.findByRole("link", { name: "Cart, 3 items" });
    await expect(cart).toHaveAttribute("href", "/cart");
    await expect(within(cart).getByTestId("cart-badge")).toHaveTextContent(/^3$/);
  },
};

export const CartAbove99: Story = {
  beforeEach({ msw }) {
    signIn();
    msw.use(cartWithProducts(120));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = await canvas.findByRole("link", { name: "Cart, 99+ items" });
    await expect(within(cart).getByTestId("cart-badge")).toHaveTextContent(/^99\+$/);
  },
};

/** Before the headlines arrive (a prerendered page asks after load): the shop's standing promise, not an
 * empty strip, in a bar as tall as it will stay. */
export const HeadlineStillLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.banners.never, "get", "/banner/headlines"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("region", { name: "Announcement" });
    await expect(bar).toHaveTextContent(brand.standingAnnouncement);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(20);
  },
};

export const HeadlineFailureHidesBar: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.error);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        "Failed to load the announcement headlines:",
        expect.anything(),
      ),
    );
    await expect(canvas.queryByRole("region", { name: "Announcement" })).toBeNull();
    // The rest of the header is unaffected.
    await expect(canvas.getByRole("link", { name: "Rangrez home" })).toBeVisible();
  },
};

/** Until the page has settled the headline stands where the first paint put it, readable from its start. */
export const AnnouncementBeforeSettled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText(headlines[0].text);
    const bar = canvas.getByRole("region", { name: "Announcement" });
    await expect(getComputedStyle(text.parentElement as HTMLElement).animationName).toBe("none");
    // The text starts inside the bar, not beyond its right edge.
    const barBox = bar.getBoundingClientRect();
    const textBox = text.getBoundingClientRect();
    await expect(textBox.left).toBeGreaterThanOrEqual(barBox.left);
    await expect(textBox.left).toBeLessThan(barBox.left + 40);
    // The loop's second copy is drawn by CSS with empty alternative text: the headline is read once.
    await expect(canvas.getAllByText(headlines[0].text)).toHaveLength(1);
  },
};

/** Once the page has settled, the headline scrolls; the toggle pauses it. */
export const AnnouncementPause: Story = {
  beforeEach: settlePage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole("button", { name: "Pause announcement" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const marquee = (await canvas.findByText(headlines[0].text)).parentElement as HTMLElement;
    await expect(getComputedStyle(marquee).animationName).not.toBe("none");
    // Hovering or focusing the bar also pauses it: the pointer may still rest where an earlier story left
    // it, so it is moved onto the logo first.
    await userEvent.hover(canvas.getByRole("link", { name: "Rangrez home" }));
    await waitFor(() => expect(getComputedStyle(marquee).animationPlayState).toBe("running"));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.unhover(toggle);
    (toggle as HTMLElement).blur();
    await waitFor(() => expect(getComputedStyle(marquee).animationPlayState).toBe("paused"));
  },
};

/** Scroll the story's window and tell listeners at once (headless frames may deliver scroll events late). */
function scrollToY(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event("scroll"));
}

export const TranslucentAfterScroll: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector("header");
    if (!header) throw new Error("no header");
    // Start from the top (an earlier story may have left the page scrolled).
    scrollToY(0);
    await waitFor(() => expect(header).not.toHaveAttribute("data-scrolled"));
    scrollToY(200);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
    // The translucent look (after its short colour transition).
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe("rgba(255, 255, 255, 0.82)"));
    // Exactly at the threshold is not past it: opaque again.
    scrollToY(20);
    await waitFor(() => expect(header).not.toHaveAttribute("data-scrolled"));
    scrollToY(21);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
    scrollToY(0);
    await waitFor(() => expect(header).not.toHaveAttribute("data-scrolled"));
  },
};

export const MobileMenuOpen: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Below 640 px the inline navigation and search give way to the hamburger and a search toggle.
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(canvas.queryByRole("combobox", { name: "Search products" })).toBeNull();
    const hamburger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(hamburger);
    const menu = await findOpenDialog("Menu");
    const links = within(menu).getAllByRole("link");
    await expect(links.map((l) => l.getAttribute("href"))).toEqual(NAV_LINKS.map((l) => l.href));
    await waitFor(() => expect(within(menu).getByRole("button", { name: "Profile" })).toBeVisible());
    // The page behind cannot scroll while the menu is open.
    await expect(document.documentElement.style.overflow).toBe("hidden");
    // It ends open, as its name says.
    await expect(await findOpenDialog("Menu")).toBe(menu);
  },
};

/** Close menu closes it, and the page behind scrolls again. */
export const MobileMenuCloses: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open menu" }));
    const menu = await findOpenDialog("Menu");
    await userEvent.click(within(menu).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    await expect(document.documentElement.style.overflow).not.toBe("hidden");
  },
};

/** Between 640 and 1180 px (a tablet, 834 px): not a clipped strip of links but the menu button, which
 * opens every link; the search box stays in the bar. */
export const TabletMenu: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(640);
    await expect(window.innerWidth).toBeLessThan(1180);
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const menu = await findOpenDialog("Menu");
    const links = within(menu).getAllByRole("link");
    await expect(links.map((l) => l.getAttribute("href"))).toEqual(NAV_LINKS.map((l) => l.href));
    for (const link of links) await waitFor(() => expect(link).toBeVisible());
    await expect(await findOpenDialog("Menu")).toBe(menu);
  },
};

export const MobileMenuProfile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const menu = await findOpenDialog("Menu");
    await userEvent.click(within(menu).getByRole("button", { name: "Profile" }));
    const drawer = await findOpenDialog("Guest User");
    await waitFor(() => expect(drawer).toBeVisible());
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  },
};

export const MobileMenuLinkNavigates: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const menu = await findOpenDialog("Menu");
    await userEvent.click(within(menu).getByRole("link", { name: "Trending" }));
    await expect(await canvas.findByText("Navigated to /trending")).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.overflow).not.toBe("hidden"));
  },
};

export const MobileSearchToggle: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Search" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const box = await canvas.findByRole("combobox", { name: "Search products" });
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Close search" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.type(box, "hoodie");
    await waitFor(
      () => expect(document.querySelectorAll('[role="option"][data-key]').length).toBeGreaterThan(0),
      { timeout: 3000 },
    );
    // Escape closes the results (react-aria hides the rest of the page from assistive tech while open).
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  },
};

/** Enter in the search box opens the search's results page (the box is a GET form for /search). */
export const SearchEnterOpensResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByRole("combobox", { name: "Search products" });
    const form = standIn.closest("form");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("role", "search");
    await expect(standIn).toHaveAttribute("name", "q");
    await userEvent.click(standIn);
    await userEvent.keyboard("black tee");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Navigated to /search?q=black+tee")).toBeInTheDocument();
  },
};

/** Enter in a blank box goes nowhere. */
export const SearchEnterBlankStays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Search products" }));
    await userEvent.keyboard("   {Enter}");
    await expect(canvas.getByRole("heading", { name: "Page content" })).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

/** The phone's search toggle opens the same box: Enter opens the results page. */
export const MobileSearchEnterOpensResults: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const box = await canvas.findByRole("combobox", { name: "Search products" });
    await expect(box).toHaveFocus();
    await userEvent.keyboard("kurta{Enter}");
    await expect(await canvas.findByText("Navigated to /search?q=kurta")).toBeInTheDocument();
  },
};

/** On the results page the box holds what was searched. */
export const SearchHoldsTheSearch: Story = {
  parameters: { route: { path: "/search", initialEntry: "/search?q=black+tee" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Search products" })).toHaveValue("black tee");
  },
};

/** The focused box shows one focus ring, the field's, not a second one of the input inside it. */
export const SearchFocusedOneRing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Search products" }));
    // The combobox takes the stand-in's place, keeping the focus.
    const box = await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      expect(focused).toHaveAttribute("aria-autocomplete", "list");
      expect(focused.closest("form")).not.toBeNull();
      return focused;
    });
    const rings = [];
    for (
      let element: HTMLElement | null = box;
      element && element.tagName !== "FORM";
      element = element.parentElement
    ) {
      if (getComputedStyle(element).outlineStyle !== "none") rings.push(element);
    }
    await expect(rings).toHaveLength(1);
    await expect(rings[0]).not.toBe(box);
    await expect(rings[0]).toContainElement(box);
  },
};
