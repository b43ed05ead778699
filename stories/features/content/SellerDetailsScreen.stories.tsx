import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SellerDetailsScreen } from "../../../src/features/content/SellerDetailsScreen";
import { formatAddress, seller, telHref } from "../../../src/lib/brand";

const meta = {
  title: "Features/Content/SellerDetailsScreen",
  component: SellerDetailsScreen,
  parameters: { route: { path: "/seller-details" }, layout: "fullscreen" },
} satisfies Meta<typeof SellerDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every detail Rule 4(2) and 4(4) ask for, each from the seller's details (src/lib/brand.ts). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Seller Details" })).toBeVisible();

    const sellerPart = within(canvas.getByRole("region", { name: "The seller" }));
    await expect(sellerPart.getByText(seller.legalName)).toBeVisible();
    await expect(sellerPart.getByText(formatAddress(seller.registeredAddress))).toBeVisible();
    await expect(sellerPart.getByText(seller.gstin)).toBeVisible();

    const branches = within(canvas.getByRole("region", { name: "Our places of business" }));
    for (const branch of seller.branches) {
      await expect(branches.getByText(formatAddress(branch.address))).toBeVisible();
    }

    const care = within(canvas.getByRole("region", { name: "Customer care contacts" }));
    await expect(care.getByRole("link", { name: seller.careEmail })).toHaveAttribute(
      "href",
      `mailto:${seller.careEmail}`,
    );
    await expect(care.getByRole("link", { name: seller.carePhone })).toHaveAttribute(
      "href",
      telHref(seller.carePhone),
    );
    await expect(care.getByText(seller.careHours)).toBeVisible();

    const officer = seller.grievanceOfficer;
    const grievance = within(canvas.getByRole("region", { name: "Grievance officer" }));
    await expect(grievance.getByText(officer.name)).toBeVisible();
    await expect(grievance.getByText(officer.designation)).toBeVisible();
    await expect(grievance.getByRole("link", { name: officer.email })).toHaveAttribute(
      "href",
      `mailto:${officer.email}`,
    );
    await expect(grievance.getByRole("link", { name: officer.phone })).toHaveAttribute(
      "href",
      telHref(officer.phone),
    );
    await expect(grievance.getByText(/acknowledge every complaint within 48 hours/)).toBeVisible();
  },
};
