import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { headlines } from "../../../mocks/fixtures";
import { Button } from "../../../src/components/Button";
import { useSetOverlayOpen } from "../../../src/features/shell/overlays";
import { SiteShell } from "../../../src/features/shell/SiteShell";
import { shellHandlers, signIn } from "./shellMocks";
import { findOpenDialog } from "../../support/storyHelpers";

function SamplePage() {
  const openLogin = useSetOverlayOpen("loginPopup");
  return (
    <div style={{ padding: 24 }}>
      <h1>Sample page</h1>
      <p>The page's own content sits in the main landmark.</p>
      <Button onPress={() => openLogin(true)}>Buy Now</Button>
    </div>
  );
}

const meta = {
  title: "Features/Shell/SiteShell",
  component: SiteShell,
  args: { children: null },
  parameters: { route: { path: "/trending", initialEntry: "/trending" }, layout: "fullscreen" },
  render: ({ marketingText, skipLink }) => (
    <SiteShell marketingText={marketingText} skipLink={skipLink}>
      <SamplePage />
    </SiteShell>
  ),
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Landmarks in order: banner, main (with the page), the marketing text, contentinfo.
    await expect(canvas.getByRole("banner")).toBeVisible();
    const main = canvas.getByRole("main");
    await expect(main).toHaveAttribute("id", "main");
    await expect(within(main).getByRole("heading", { level: 1, name: "Sample page" })).toBeVisible();
    await expect(await canvas.findByText(headlines[0].text)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Trending", current: "page" })).toBeInTheDocument();
    // A page that asks for no marketing text (a product, the cart, the 404, contact …) has none.
    await expect(canvas.queryByRole("region", { name: /^Welcome to Rangrez/ })).toBeNull();
  },
};

/** The marketing text under the page, once its code has arrived, and its headings. */
async function marketingText(canvas: ReturnType<typeof within>) {
  const block = await canvas.findByRole("region", { name: /^Welcome to Rangrez/ });
  const headings = within(block)
    .getAllByRole("heading")
    .map((h) => h.textContent);
  return { block, headings };
}

/** The home page: the marketing text in full under the page. */
export const MarketingText: Story = {
  args: { marketingText: "full" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its code arrives after the rest of the shell (in the browser the server's HTML shows it first).
    const { block, headings } = await marketingText(canvas);
    for (const heading of [
      "Online Shopping Made Easy",
      "Best Online Store for Men's Printed T-Shirts",
      "Why Choose Us?",
      "Affordable Fashion",
      "FAQs",
    ]) {
      await expect(headings).toContain(heading);
    }
    await expect(headings.some((h) => /Favourite Brand/.test(h ?? ""))).toBe(true);
    // The claims, and the 7-day return window (not 30).
    const text = block.textContent ?? "";
    await expect(text).toMatch(/do not make women's or kids' clothing/);
    await expect(text).toMatch(/eco-friendly inks/);
    await expect(text).toMatch(/S to XXL/);
    await expect(text).toMatch(/size guide/);
    await expect(text).toMatch(/every serviceable pincode in India/);
    await expect(text).toMatch(/tracking/);
    await expect(text).toMatch(/100% cotton/);
    await expect(text).toMatch(/slim, regular and oversized fits/);
    await expect(text).toMatch(/New drops every month/i);
    await expect(text).toMatch(/within 7 days/);
    await expect(text).not.toMatch(/30 days/);
    // Below the page, above the footer.
    const main = canvas.getByRole("main");
    const footer = canvas.getByRole("contentinfo");
    await expect(main.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(block.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A listing: the marketing text's opening and "Why Choose Us?" only. */
export const ShortMarketingText: Story = {
  args: { marketingText: "short" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { block, headings } = await marketingText(canvas);
    await expect(headings.slice(1)).toEqual(["Why Choose Us?"]);
    await expect(block.textContent).toMatch(/within 7 days/);
    await expect(within(block).queryByText("FAQs")).toBeNull();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // Its target takes focus (following the link itself would change the test runner's own URL).
    const main = canvas.getByRole("main");
    await expect(skip).toHaveAttribute("href", `#${main.id}`);
    await expect(main).toHaveAttribute("tabindex", "-1");
  },
};

/** A page with a skip link of its own (a listing's "Skip to products"): the second Tab, after the first. */
export const PageSkipLink: Story = {
  args: { skipLink: { href: "#products", label: "Skip to products" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveFocus();
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to products" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#products");
  },
};

export const ProfileDrawerFromHeader: Story = {
  beforeEach() {
    signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Profile" }));
    const drawer = await findOpenDialog("Hello, Aarav Kumar");
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole("button", { name: "Close profile" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const LoginPopupFromPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    const popup = await findOpenDialog("Log In or Register");
    await waitFor(() => expect(popup).toBeVisible());
    await userEvent.click(within(popup).getByRole("button", { name: "Log In" }));
    await expect(await canvas.findByText("Navigated to /login?redirect=%2Ftrending")).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
  },
};
