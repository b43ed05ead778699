import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../../src/components/Badge";
import { badgeTones } from "../../src/design/tokens";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { tone: "neutral", children: "Badge" },
  argTypes: { tone: { control: "inline-radio", options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsText =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const badge = within(canvasElement).getByText(text);
    await expect(badge).toBeVisible();
    return badge;
  };

export const New: Story = {
  args: { tone: "new", children: "New" },
  play: async (ctx) => {
    const badge = await showsText("New")(ctx);
    await expect(badge).toHaveAttribute("data-tone", "new");
  },
};

export const Discount: Story = {
  args: { tone: "discount", children: "35% off" },
  play: async (ctx) => {
    const badge = await showsText("35% off")(ctx);
    await expect(badge).toHaveAttribute("data-tone", "discount");
  },
};

export const Neutral: Story = {
  args: { tone: "neutral", children: "Hoodie" },
  play: async (ctx) => {
    await showsText("Hoodie")(ctx);
  },
};

export const Success: Story = {
  args: { tone: "success", children: "Delivered" },
  play: async (ctx) => {
    await showsText("Delivered")(ctx);
  },
};

export const Warning: Story = {
  args: { tone: "warning", children: "Only 2 left" },
  play: async (ctx) => {
    await showsText("Only 2 left")(ctx);
  },
};

export const Danger: Story = {
  args: { tone: "danger", children: "Out of stock" },
  play: async (ctx) => {
    await showsText("Out of stock")(ctx);
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toHaveAttribute("data-tone", tone);
    // Each tone looks different.
    const backgrounds = new Set(badgeTones.map((t) => getComputedStyle(canvas.getByText(t)).backgroundColor));
    await expect(backgrounds.size).toBe(badgeTones.length);
  },
};
