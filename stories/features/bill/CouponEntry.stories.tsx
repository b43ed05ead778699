import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { INVALID_COUPON_MESSAGE, type Quote, quotes } from "../../../mocks/fixtures";
import { offerHandlers } from "../../../mocks/handlers/offers";
import { ApiError } from "../../../src/api/errors";
import { CouponEntry } from "../../../src/features/bill";
import { billMessages as m } from "../../../src/features/bill/billMessages";
import { expectVisible, findOpenDialog } from "../../support/storyHelpers";

/**
 * The entry as a screen holds it: the code it asks the quote with, and the quote the server would answer
 * for it (`answer`: the applied or the refused quote for a code, the default one for none).
 */
function CouponHarness({
  answer,
  onApply,
  refusal,
  notice,
}: {
  answer: Quote;
  onApply: (code: string) => void;
  /** Applying is refused with this message (as PUT /cart/coupon refuses), nothing kept. */
  refusal?: string;
  notice?: string;
}) {
  const [code, setCode] = useState("");
  return (
    <CouponEntry
      appliedCode={code}
      quote={code ? answer : quotes.default}
      isUpdating={false}
      onApply={async (next) => {
        onApply(next);
        if (refusal) throw new ApiError(404, { success: false, message: refusal }, refusal);
        setCode(next);
      }}
      onRemove={() => setCode("")}
      notice={notice}
    />
  );
}

const meta = {
  title: "Features/Bill/CouponEntry",
  component: CouponHarness,
  parameters: { layout: "padded" },
  args: { answer: quotes.couponApplied, onApply: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  beforeEach({ msw }) {
    msw.use(...offerHandlers.default);
  },
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

/** Applying is refused by the server (a bag's coupon): its reason on the emptied field, nothing applied. */
export const RefusedOnApply: Story = {
  args: { refusal: INVALID_COUPON_MESSAGE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: m.couponLabel });
    await userEvent.type(field, "FREESHIRT{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("FREESHIRT");
    await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_COUPON_MESSAGE));
    await expect(field).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeEnabled();
  },
};

/** A coupon applied earlier was dropped by the server: why, in view and announced. */
export const Dropped: Story = {
  args: { notice: "Coupon BIGBAG300 was removed: Add ₹952 more to use BIGBAG300." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Coupon BIGBAG300 was removed: Add ₹952 more to use BIGBAG300.", {
        ignore: "[role=status]",
      }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Coupon BIGBAG300 was removed"));
  },
};

/** "View offers" while no coupon is running: the list says so. */
export const NoOffers: Story = {
  beforeEach({ msw }) {
    msw.use(...offerHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: m.viewOffers }));
    const dialog = await findOpenDialog(m.offersTitle);
    await expectVisible(within(dialog).findByText(m.noOffers));
  },
};

/** The offers cannot be had: the list says so and offers Try Again. */
export const OffersFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...offerHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: m.viewOffers }));
    const dialog = await findOpenDialog(m.offersTitle);
    await expectVisible(within(dialog).findByText(m.offersFailed));
    await expect(within(dialog).getByRole("button", { name: "Try Again" })).toBeEnabled();
  },
};

/** The offers list marks the code applied now: no Apply for it. */
export const OffersWithOneApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: m.couponLabel }), "discount10{Enter}");
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await userEvent.click(canvas.getByRole("button", { name: m.viewOffers }));
    const dialog = await findOpenDialog(m.offersTitle);
    await expectVisible(within(dialog).findByText(m.offerApplied));
    await expect(within(dialog).queryByRole("button", { name: "Apply DISCOUNT10" })).toBeNull();
    await expect(within(dialog).getByRole("button", { name: "Apply SAVE100" })).toBeEnabled();
  },
};
