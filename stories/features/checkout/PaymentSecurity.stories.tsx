import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { checkoutMessages as messages } from "../../../src/features/checkout/checkoutMessages";
import { PaymentSecurity, paymentSecurityLines } from "../../../src/features/checkout/PaymentSecurity";
import { brand } from "../../../src/lib/brand";

const meta = {
  title: "Features/Checkout/PaymentSecurity",
  component: PaymentSecurity,
  parameters: { layout: "padded" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How payment is taken and kept safe, the gateway's support and charge-backs (Rule 7(1)(c)). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: messages.paymentTitle }));
    await expect(region.getByText(paymentSecurityLines.hosted)).toBeVisible();
    await expect(region.getByText(/we never see or store them/)).toBeVisible();
    await expect(region.getByText(paymentSecurityLines.cod)).toBeVisible();
    await expect(region.getByText(new RegExp(`write to ${brand.careEmail}`))).toBeVisible();
    const support = region.getByRole("link", {
      name: `${brand.paymentGateway.name} support (opens in a new tab)`,
    });
    await expect(support).toHaveAttribute("href", brand.paymentGateway.supportUrl);
    await expect(support).toHaveAttribute("target", "_blank");
    await expect(region.getByText(paymentSecurityLines.chargeBack)).toBeVisible();
  },
};
