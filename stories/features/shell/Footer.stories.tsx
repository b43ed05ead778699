import type { Meta, StoryObj } from "@storybook/react-vite";
import { memo, Profiler } from "react";
import { useLocation } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { AppLink } from "../../../src/components/Link";
import { Footer } from "../../../src/features/shell/Footer/Footer";
import { brand, formatAddress } from "../../../src/lib/brand";

const meta = {
  title: "Features/Shell/Footer",
  component: Footer,
  parameters: { route: { path: "/", initialEntry: "/" }, layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (el: HTMLElement) =>
  within(el)
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href")]);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole("contentinfo");
    const columns = within(footer).getAllByRole("heading", { level: 2 });
    await expect(columns.map((h) => h.textContent)).toEqual([
      "Products",
      "Customer Care",
      "Contact Us",
      "Our Policy",
    ]);

    await expect(hrefs(canvas.getByRole("region", { name: "Products" }))).toEqual([
      ["New Arrivals", "/new-arrivals"],
      ["Customized", "/customized"],
      ["Trending", "/trending"],
      ["Upper Wear", "/upper-wear"],
      ["Bottom Wear", "/bottom-wear"],
      ["Store", "/store"],
    ]);

    const care = canvas.getByRole("region", { name: "Customer Care" });
    await expect(hrefs(care)).toEqual([
      ["Contact Us", "/contact"],
      // The seller's and grievance officer's details, from every footer (docs/decisions/seller-disclosures.md).
      ["Seller Details", "/seller-details"],
      ["Help & Support", "/help-support"],
      ["FAQ", "/faquetions"],
      [brand.careEmail, `mailto:${brand.careEmail}`],
      [brand.phone, brand.phoneHref],
    ]);
    await expect(care).toHaveTextContent(formatAddress(brand.officeAddress));

    const contact = canvas.getByRole("region", { name: "Contact Us" });
    await expect(within(contact).getByRole("link", { name: brand.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${brand.infoEmail}`,
    );
    await expect(within(contact).getByRole("link", { name: brand.phone })).toHaveAttribute(
      "href",
      brand.phoneHref,
    );
    await expect(contact).toHaveTextContent(formatAddress(brand.storeAddress));
    await expect(brand.storeAddress.city).toBe("Indore");
    const social = within(contact).getByRole("list", { name: "Follow us" });
    const socialLinks = within(social).getAllByRole("link");
    await expect(socialLinks.map((l) => l.getAttribute("href"))).toEqual(brand.social.map((s) => s.href));
    for (const link of socialLinks) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expect(hrefs(canvas.getByRole("region", { name: "Our Policy" }))).toEqual([
      ["Privacy Policy", "/privacypolicy"],
      ["Terms & Conditions", "/terms"],
      ["Cancellation and Returns", "/return-cancellation"],
    ]);

    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} Rangrez. All rights reserved.`),
    ).toBeVisible();
    await expect(within(footer).getByRole("link", { name: "Rangrez home" })).toHaveAttribute("href", "/");
  },
};

export const BrandLinkGoesHome: Story = {
  parameters: { route: { path: "/trending", initialEntry: "/trending" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Rangrez home" }));
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column below 640 px: the four sections stack.
    const products = canvas.getByRole("region", { name: "Products" });
    const policy = canvas.getByRole("region", { name: "Our Policy" });
    await expect(products.getBoundingClientRect().left).toBe(policy.getBoundingClientRect().left);
    await expect(policy.getBoundingClientRect().top).toBeGreaterThan(products.getBoundingClientRect().bottom);
  },
};

/** What the footer's tree rendered after it first appeared, in the story below. */
const footerRenders: string[] = [];

const recordFooterRender = (_id: string, phase: string) => {
  if (phase !== "mount") footerRenders.push(phase);
};

/** The footer as the profiler sees it: anything in its tree that renders is recorded. Memoised itself, so
 * only what renders inside it on its own account (a component reading the location) is. */
const ProfiledFooter = memo(function ProfiledFooter() {
  return (
    <Profiler id="footer" onRender={recordFooterRender}>
      <Footer />
    </Profiler>
  );
});

/** A layout that renders again with every navigation, as the shop's does, with a link to another page. */
function LayoutFollowingTheLocation() {
  const { pathname } = useLocation();
  return (
    <>
      <p role="status">{`On ${pathname}`}</p>
      <AppLink href="/trending">Go to Trending</AppLink>
      <ProfiledFooter />
    </>
  );
}

/** The page changes around the footer; nothing in it renders again (its links read nothing a navigation
 * changes: docs/decisions/prefetching-next-pages.md#links-that-stay-still). */
export const StillWhileThePageChanges: Story = {
  parameters: { route: { path: "/*", initialEntry: "/" } },
  beforeEach: () => {
    footerRenders.length = 0;
  },
  render: () => <LayoutFollowingTheLocation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("On /");
    await userEvent.click(canvas.getByRole("link", { name: "Go to Trending" }));
    await expect(await canvas.findByText("On /trending")).toBeInTheDocument();
    await expect(footerRenders).toEqual([]);
    await expect(canvas.getByRole("link", { name: "Trending" })).toHaveAttribute("href", "/trending");
  },
};
