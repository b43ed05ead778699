import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { INVALID_COUPON_MESSAGE, type Quote, quotes } from "../../../mocks/fixtures";
import { CouponEntry } from "../../../src/features/bill";
import { billMessages as m } from "../../../src/features/bill/billMessages";
import { expectVisible } from "../../support/storyHelpers";

/**
 * The entry as a screen holds it: the code it asks the quote with, and the quote the server would answer
 * for it (`answer`: the applied or the refused quote for a code, the default one for none).
 */
function CouponHarness({ answer, onApply }: { answer: Quote; onApply: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <CouponEntry
      appliedCode={code}
      quote={code ? answer : quotes.default}
      isUpdating={false}
      onApply={(next) => {
        onApply(next);
        setCode(next);
      }}
      onRemove={() => setCode("")}
    />
  );
}

const meta = {
  title: "Features/Bill/CouponEntry",
  component: CouponHarness,
  parameters: { layout: "padded" },
  args: { answer: quotes.couponApplied, onApply: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CouponHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing applied: a labelled field and Apply. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: m.couponLabel })).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeEnabled();
  },
};

/** Apply with nothing typed: asks for a code, sends nothing. */
export const NoCodeTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(canvas.getByRole("textbox", { name: m.couponLabel })).toHaveAccessibleDescription(
      m.couponRequired,
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Typed and Enter: the code as the server stores it, its 'Coupon applied! You saved ₹204', announced,
 * and Remove (which empties the field again). */
export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: m.couponLabel }), " discount10 {Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("discount10");
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expect(canvas.getByRole("textbox", { name: m.couponLabel })).toHaveValue("DISCOUNT10");
    await expect(canvas.getByRole("textbox", { name: m.couponLabel })).toHaveAttribute("readonly");
    await expect(canvas.getByRole("status")).toHaveTextContent("Coupon applied! You saved ₹204");
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await expect(await canvas.findByRole("textbox", { name: m.couponLabel })).toHaveValue("");
    await expect(canvas.getByRole("status")).toHaveTextContent(m.couponRemoved);
  },
};

/** An unknown code: the server's 'Invalid coupon code.' on the emptied field; the code is dropped. */
export const Refused: Story = {
  args: { answer: quotes.couponRefused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: m.couponLabel });
    await userEvent.type(field, "FREESHIRT");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(field).toHaveValue(""));
    await expect(field).toHaveAccessibleDescription(INVALID_COUPON_MESSAGE);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent(INVALID_COUPON_MESSAGE);
    await expect(canvas.queryByRole("button", { name: "Remove" })).toBeNull();
  },
};
