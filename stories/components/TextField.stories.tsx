import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "../../src/components/TextField";
import { expectVisible } from "../support/storyHelpers";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { label: "Email", name: "email", type: "email", onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: "We send your order updates here.", placeholder: "you@example.com" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveValue("");
    await expect(input).toHaveAccessibleDescription("We send your order updates here.");
    // Clicking the label focuses the input; typing reaches onChange.
    await userEvent.click(canvas.getByText("Email"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "asha@example.com");
    await expect(input).toHaveValue("asha@example.com");
    await expect(args.onChange).toHaveBeenLastCalledWith("asha@example.com");
  },
};

export const Filled: Story = {
  args: { label: "Full name", name: "name", type: "text", defaultValue: "Asha Verma" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await expect(input).toHaveValue("Asha Verma");
    await userEvent.clear(input);
    await userEvent.type(input, "Rahul");
    await expect(input).toHaveValue("Rahul");
  },
};

export const Invalid: Story = {
  args: {
    label: "Pincode",
    name: "pincode",
    type: "text",
    inputMode: "numeric",
    defaultValue: "1234",
    isInvalid: true,
    errorMessage: "Enter a valid 6-digit pincode",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Pincode" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Enter a valid 6-digit pincode")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Enter a valid 6-digit pincode");
  },
};

export const ValidatedWhileTyping: Story = {
  name: "Validated while typing",
  args: {
    label: "Phone number",
    name: "phone",
    type: "tel",
    isRequired: true,
    validationBehavior: "aria",
    validate: (value: string) => (/^\d{10}$/.test(value) ? null : "Enter a 10-digit mobile number"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: /phone number/i });
    await userEvent.type(input, "98765");
    await expectVisible(canvas.findByText("Enter a 10-digit mobile number"));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(input, "43210");
    await expect(canvas.queryByText("Enter a 10-digit mobile number")).not.toBeInTheDocument();
  },
};

export const Multiline: Story = {
  args: {
    label: "Review",
    name: "comment",
    type: undefined,
    multiline: true,
    description: "Tell other shoppers about fit and fabric.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "Review" });
    await expect(area.tagName).toBe("TEXTAREA");
    await userEvent.type(area, "Great fit.{Enter}Fabric is soft.");
    await expect(area).toHaveValue("Great fit.\nFabric is soft.");
  },
};
