import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { faqItems } from "../../../src/features/content/faq";
import { FaqScreen } from "../../../src/features/content/FaqScreen";

const meta = {
  title: "Features/Content/FaqScreen",
  component: FaqScreen,
  parameters: { route: { path: "/faquetions" }, layout: "fullscreen" },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIZES_Q = "What sizes do you offer?";
const RETURNS_Q = "What is your return policy?";
const COD_Q = "Is cash on delivery available?";

const trigger = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    const triggers = canvas.getAllByRole("button");
    await expect(triggers).toHaveLength(faqItems.length);
    for (const button of triggers) await expect(button).toHaveAttribute("aria-expanded", "false");
    // Every question is a heading, so screen-reader users can jump between them.
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(faqItems.length);
    await expect(canvas.queryByText(/within 7 days of delivery/)).not.toBeVisible();
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, SIZES_Q));
    await expect(trigger(canvasElement, SIZES_Q)).toHaveAttribute("aria-expanded", "true");
    await expect(
      canvas.getByText(
        /T-shirts, hoodies, shackets and joggers come in sizes S to XXL .*; jeans come by waist in inches, 30 to 38/,
      ),
    ).toBeVisible();

    await userEvent.click(trigger(canvasElement, RETURNS_Q));
    await expect(trigger(canvasElement, RETURNS_Q)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(canvasElement, SIZES_Q)).toHaveAttribute("aria-expanded", "false");
    await waitFor(() =>
      expect(
        canvas.queryByText(
          /T-shirts, hoodies, shackets and joggers come in sizes S to XXL .*; jeans come by waist in inches, 30 to 38/,
        ),
      ).not.toBeVisible(),
    );
    // The FAQ agrees with the return policy: 7 days, never 30.
    await expect(canvas.getByText(/within 7 days of delivery/)).toBeVisible();
    await expect(canvas.queryByText(/30 days/)).toBeNull();
    await expect(
      canvas.getByRole("link", { name: "Read the Cancellation and Returns policy" }),
    ).toBeVisible();
  },
};

export const CloseAgain: Story = {
  args: { defaultExpandedId: "cod" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(trigger(canvasElement, COD_Q)).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/cash on delivery \(COD\)/)).toBeVisible();
    await userEvent.click(trigger(canvasElement, COD_Q));
    await expect(trigger(canvasElement, COD_Q)).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(canvas.queryByText(/cash on delivery \(COD\)/)).not.toBeVisible());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Past the lead's help link to the first question.
    canvas.getByRole("link", { name: "Get help and support" }).focus();
    await userEvent.tab();
    await expect(trigger(canvasElement, SIZES_Q)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger(canvasElement, SIZES_Q)).toHaveAttribute("aria-expanded", "true");

    await userEvent.tab();
    const second = trigger(canvasElement, faqItems[1].question);
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(canvasElement, SIZES_Q)).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByText(/designs clothing for men only/)).toBeVisible();
  },
};

export const ContactAnswer: Story = {
  args: { defaultExpandedId: "contact" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Go to the contact form" }));
    await expect(await canvas.findByText("Navigated to /contact")).toBeInTheDocument();
  },
};
