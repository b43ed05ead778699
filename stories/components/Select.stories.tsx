import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Select, type SelectProps } from "../../src/components/Select";
import { expectVisible } from "../support/storyHelpers";

const SIZES = [
  { id: "S", label: "S" },
  { id: "M", label: "M" },
  { id: "L", label: "L" },
  { id: "XL", label: "XL (sold out)", isDisabled: true },
] as const;

/** The Select holding its own value, as a screen does. */
function Stateful(props: Omit<SelectProps<string>, "value" | "onChange" | "options">) {
  const [value, setValue] = useState("M");
  return (
    <>
      <Select {...props} options={SIZES} value={value} onChange={setValue} />
      <p>{`Chosen: ${value}`}</p>
    </>
  );
}

const meta = {
  title: "Components/Select",
  component: Stateful,
  args: { label: "Size" },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: /Size/ });

/** Closed, it is a button named by its value and label, announced as opening a list. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName("M Size");
    await expect(button).toHaveAttribute("aria-haspopup", "listbox");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(screen.queryByRole("listbox")).toBeNull();
  },
};

/** A press opens the list (its code comes on first use); a choice closes it and is kept. */
export const ChooseByPointer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "M" })).toHaveAttribute("aria-selected", "true");
    await expect(within(listbox).getByRole("option", { name: "XL (sold out)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(within(listbox).getByRole("option", { name: "L" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(within(canvasElement).getByText("Chosen: L")).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAccessibleName("L Size");
  },
};

/** From the keyboard: Arrow Down opens the list on the chosen value; Escape closes it, focus back on the
 * button; Enter picks the option under focus. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("option", { name: "M" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    // react-aria gives focus back to the button a frame after the list is gone.
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("option", { name: "M" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expectVisible(within(canvasElement).findByText("Chosen: S"));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Disabled: the button cannot be pressed and no list opens. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await userEvent.click(trigger(canvasElement), { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).toBeNull();
  },
};
