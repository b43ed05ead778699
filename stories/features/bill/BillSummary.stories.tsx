import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { quotes } from "../../../mocks/fixtures";
import { BillSummary } from "../../../src/features/bill";
import { billMessages as m } from "../../../src/features/bill/billMessages";

const meta = {
  title: "Features/Bill/BillSummary",
  component: BillSummary,
  parameters: { layout: "padded" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BillSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure a row shows (its `<dd>`), found by the row's label. */
function figure(canvasElement: HTMLElement, label: string | RegExp) {
  const term = within(canvasElement).getByText(label, { selector: "dt, dt *" });
  return term.closest("dt")?.nextElementSibling?.textContent;
}

/** Both lines, no coupon: every figure as the server quoted it; shipping Free; GST contained. */
export const Default: Story = {
  args: { quote: quotes.default },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: `${m.title} (2 Items)` })).toBeVisible();
    await expect(figure(canvasElement, m.totalMrp)).toBe("₹3,298");
    await expect(figure(canvasElement, m.discountOnMrp)).toBe("-₹1,250");
    await expect(figure(canvasElement, m.shipping)).toBe("Free");
    await expect(figure(canvasElement, m.gstIncluded)).toBe("₹97.53");
    await expect(figure(canvasElement, m.total)).toBe("₹2,048");
    await expect(canvas.getByText(m.taxNote)).toBeVisible();
    // No coupon, no gift wrap, paying online: those rows are not there.
    await expect(canvas.queryByText(new RegExp(m.couponDiscount))).toBeNull();
    await expect(canvas.queryByText(m.giftWrap)).toBeNull();
    await expect(canvas.queryByText(m.codFee)).toBeNull();
    await expect(canvasElement.querySelector("section")).toHaveAttribute("aria-busy", "false");
  },
};

/** The GST per rate and how it is charged, behind the 'GST included' disclosure (keyboard). */
export const GstByRate: Story = {
  args: { quote: quotes.default },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: m.gstIncluded });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const rates = canvas.getByRole("list", { name: "GST by rate" });
    await expect(rates).toHaveTextContent("5% on ₹1,950.47: ₹97.53");
    await expect(rates).toHaveTextContent("Charged as CGST + SGST (half each)");
  },
};

/** Delivered outside the shop's state: IGST. */
export const Igst: Story = {
  args: { quote: quotes.igst },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: m.gstIncluded }));
    await expect(canvas.getByRole("list", { name: "GST by rate" })).toHaveTextContent("Charged as IGST");
  },
};

/** DISCOUNT10 applied: its row under its code, and the lower total. */
export const CouponApplied: Story = {
  args: { quote: quotes.couponApplied },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, `${m.couponDiscount} (DISCOUNT10)`)).toBe("-₹204");
    await expect(figure(canvasElement, m.gstIncluded)).toBe("₹87.81");
    await expect(figure(canvasElement, m.total)).toBe("₹1,844");
  },
};

/** Gift wrap chosen: ₹25, in the total (unlike the original shop). */
export const GiftWrap: Story = {
  args: { quote: quotes.giftWrap },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, m.giftWrap)).toBe("₹25");
    await expect(figure(canvasElement, m.total)).toBe("₹2,073");
  },
};

/** Paying on delivery: the COD fee row (Free at the default fee of 0). */
export const CashOnDelivery: Story = {
  args: { quote: quotes.cod },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, m.codFee)).toBe("Free");
    await expect(figure(canvasElement, m.total)).toBe("₹2,048");
  },
};

/** The first quote is on its way: the same rows with placeholders, marked busy; no figure yet. */
export const Loading: Story = {
  args: { quote: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("section")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(m.totalMrp)).toBeVisible();
    await expect(canvas.getByText(m.total)).toBeVisible();
    await expect(canvas.queryByText(/₹/)).toBeNull();
    await expect(canvas.getByText(m.taxNote)).toBeVisible();
  },
};

/** The skeleton takes the height of the bill it stands for, so nothing below it moves. */
export const NoShiftWhenLoaded: Story = {
  args: { quote: undefined },
  render: () => (
    <div style={{ display: "flex", alignItems: "flex-start", gap: 16 }}>
      <div data-testid="skeleton" style={{ flex: 1 }}>
        <BillSummary quote={undefined} headingId="bill-skeleton" />
      </div>
      <div data-testid="loaded" style={{ flex: 1 }}>
        <BillSummary quote={quotes.default} headingId="bill-loaded" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId("skeleton").firstElementChild as HTMLElement;
    const loaded = canvas.getByTestId("loaded").firstElementChild as HTMLElement;
    await expect(Math.abs(skeleton.offsetHeight - loaded.offsetHeight)).toBeLessThanOrEqual(1);
  },
};
