import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PurchaseTerms } from "../../src/components/PurchaseTerms";
import { checkoutPurchaseTerms, productPurchaseTerms } from "../../src/lib/purchaseTerms";

const meta = {
  title: "Components/PurchaseTerms",
  component: PurchaseTerms,
  parameters: { layout: "padded" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PurchaseTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectTerms(
  canvasElement: HTMLElement,
  title: string,
  terms: { term: string; text: string }[],
) {
  const region = within(within(canvasElement).getByRole("region", { name: title }));
  for (const { term, text } of terms) {
    await expect(region.getByText(term)).toBeVisible();
    await expect(region.getByText(text)).toBeVisible();
  }
  await expect(region.getByRole("link", { name: "Cancellation and Returns policy" })).toHaveAttribute(
    "href",
    "/return-cancellation",
  );
}

/** The product page's lines for a returnable product that takes cash on delivery. */
export const ProductPage: Story = {
  args: {
    title: "Delivery, returns and charges",
    terms: productPurchaseTerms({ returnPolicy: 7, codAvailable: true }),
  },
  play: async ({ canvasElement, args }) => {
    await expectTerms(canvasElement, args.title, [...args.terms]);
    await expect(within(canvasElement).getByText(/no cancellation charge/)).toBeVisible();
  },
};

/** A product that cannot be returned and is paid online only: both said before the bag. */
export const NotReturnableOnlineOnly: Story = {
  args: {
    title: "Delivery, returns and charges",
    terms: productPurchaseTerms({ returnPolicy: 0, codAvailable: false }),
  },
  play: async ({ canvasElement, args }) => {
    await expectTerms(canvasElement, args.title, [...args.terms]);
    await expect(within(canvasElement).getByText(/^Not returnable, unless/)).toBeVisible();
    await expect(within(canvasElement).getByText(/no cash on delivery for this product/)).toBeVisible();
  },
};

/** The checkout's lines, under the bill and the payment choice. */
export const Checkout: Story = {
  args: { title: "Returns, refunds and cancellation", terms: checkoutPurchaseTerms() },
  play: async ({ canvasElement, args }) => {
    await expectTerms(canvasElement, args.title, [...args.terms]);
  },
};
