import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { DeliveryCheck } from "../../../src/features/product/DeliveryCheck";
import { LAST_PINCODE_KEY } from "../../../src/features/product/lastPincode";
import { sentRequests } from "../../support/sentRequests";
import { forgetPincode } from "./productStoryKit";
import { expectVisible } from "../../support/storyHelpers";
import { goOffline, goOnline } from "../../support/offline";
import { OFFLINE_ACTION_MESSAGE } from "../../../src/lib/online";

const checks = sentRequests("get", "/pincode/:pin/serviceability");

const meta = {
  title: "Features/Product/DeliveryCheck",
  component: DeliveryCheck,
  beforeEach({ msw }) {
    forgetPincode();
    checks.clear();
    msw.use(checks.handler, ...pincodeHandlers.default);
  },
} satisfies Meta<typeof DeliveryCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

async function check(canvasElement: HTMLElement, pincode: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole("textbox", { name: "Pincode" });
  await userEvent.clear(field);
  await userEvent.type(field, pincode);
  await userEvent.click(canvas.getByRole("button", { name: "Check" }));
}

/** The answer's first line starts with a drawn mark (an SVG, no emoji font needed) hidden from screen readers. */
async function expectDrawnMark(line: HTMLElement) {
  const mark = line.querySelector("svg");
  await expect(mark).not.toBeNull();
  await expect(mark).toHaveAttribute("aria-hidden", "true");
  await expect(line.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
}

/** 560001 (Bangalore, a metro): available, with a drawn tick, the town, COD and the date. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvasElement, "560001");
    await expectDrawnMark(await canvas.findByText("Delivery is available at this pincode."));
    await expect(canvas.getByText("Delivering to Bangalore, Karnataka")).toBeVisible();
    await expect(canvas.getByText("Get it by Fri, 27 Nov")).toBeVisible();
    await expect(canvas.getByText("Cash on delivery available")).toBeVisible();
    await expect(window.localStorage.getItem(LAST_PINCODE_KEY)).toBe("560001");
  },
};

/** 194101 (Leh, remote): not available, with a drawn cross. */
export const NotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvasElement, "194101");
    const line = await canvas.findByText("Sorry, delivery is not available at this location.");
    await expect(line).toBeVisible();
    await expectDrawnMark(line);
    await expect(canvas.getByText("Leh, Jammu & Kashmir")).toBeVisible();
    await expect(canvas.queryByText(/Get it by/)).toBeNull();
  },
};

export const CheckFails: Story = {
  beforeEach({ msw }) {
    msw.use(...pincodeHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvasElement, "560001");
    await expectVisible(canvas.findByText("Something went wrong. Please try again later."));
  },
};

/** Fewer than six digits (letters are not even typed): the shop's message, and no call. */
export const InvalidPincode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvasElement, "56a00");
    await expect(canvas.getByRole("textbox", { name: "Pincode" })).toHaveValue("5600");
    await expectVisible(canvas.findByText("Please enter a valid 6-digit pincode."));
    await expect(canvas.getByRole("textbox", { name: "Pincode" })).toHaveAttribute("aria-invalid", "true");
    await expect(checks.urls).toHaveLength(0);
  },
};

/** The last pincode checked comes back filled in and checked again. */
export const RemembersLastPincode: Story = {
  beforeEach() {
    window.localStorage.setItem(LAST_PINCODE_KEY, "452001");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Pincode" })).toHaveValue("452001"));
    await expectVisible(canvas.findByText("Delivering to Indore, Madhya Pradesh"));
    await expect(canvas.getByText("Get it by Wed, 25 Nov")).toBeVisible();
    await expect(checks.urls.map((url) => url.pathname.split("/").at(-2))).toEqual(["452001"]);
  },
};

/** Offline: the check is not sent; the shopper is told it needs the network, and back online it works. */
export const Offline: Story = {
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvasElement, "560001");
    await expectVisible(canvas.findByText(OFFLINE_ACTION_MESSAGE));
    await expect(checks.urls).toHaveLength(0);
    goOnline();
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expectVisible(canvas.findByText("Delivery is available at this pincode."));
    await expect(canvas.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
  },
};
