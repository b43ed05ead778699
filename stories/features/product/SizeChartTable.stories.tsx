import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SCROLL_HINT, SizeChartTable } from "../../../src/features/product/SizeChartTable";
import { SIZE_CHARTS } from "../../../src/features/product/sizeCharts";

/** The size guide dialog's content width on a 390 px phone: the screen less the backdrop's and the
 * dialog's padding (16 + 24 px each side). */
const PHONE_DIALOG_WIDTH = 310;

const meta = {
  title: "Features/Product/SizeChartTable",
  component: SizeChartTable,
  parameters: { layout: "padded" },
  args: { chart: SIZE_CHARTS["regular-t-shirt"], unit: "cm" },
  decorators: [(Story) => <div style={{ width: PHONE_DIALOG_WIDTH }}>{Story()}</div>],
} satisfies Meta<typeof SizeChartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every column in view and nothing cut off. */
async function expectWhole(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table");
  const box = table.parentElement as HTMLElement;
  await expect(table.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const right = box.getBoundingClientRect().right;
  for (const header of within(table).getAllByRole("columnheader")) {
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
  await expect(within(canvasElement).queryByText(SCROLL_HINT)).toBeNull();
}

/** A top's chart (five columns, Sleeve last) in a 390 px phone's dialog: whole, nothing to scroll. */
export const TopsAtPhoneWidth: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Size", "Chest", "Length", "Shoulder", "Sleeve"]);
    await expectWhole(canvasElement);
    // Not a scrolling region, so not a stop in the Tab order either.
    await expect(table.parentElement).not.toHaveAttribute("tabindex");
  },
};

/** Jeans by waist (inches), with each waist's garment measurements, in inches here. */
export const JeansByWaist: Story = {
  args: { chart: SIZE_CHARTS.jeans, unit: "in" },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Waist size", "Waist", "Hip", "Length", "Inseam"]);
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["30", "32", "34", "36", "38"]);
    const row32 = within(table).getByRole("rowheader", { name: "32" }).closest("tr") as HTMLElement;
    await expect(
      within(row32)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["32", "40", "40.5", "31"]);
    await expectWhole(canvasElement);
  },
};

/** Narrower than a phone's dialog (or with large text): the table scrolls sideways, says so, shows a
 * shadow at the side with more, and takes focus so the arrow keys scroll it (the browser's own scrolling
 * of a focused box, walked with real keys in tests/e2e/product.spec.ts). */
export const ScrollsWhenNarrow: Story = {
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SCROLL_HINT)).toBeVisible();
    const region = canvas.getByRole("region", { name: "Garment measurements in centimetres" });
    await expect(region).toHaveAccessibleDescription(SCROLL_HINT);
    await expect(getComputedStyle(region).backgroundImage).toContain("radial-gradient");
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
