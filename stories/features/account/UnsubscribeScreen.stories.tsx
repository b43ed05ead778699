import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { privacyHandlers } from "../../../mocks/handlers/privacy";
import { UnsubscribeScreen } from "../../../src/features/account/UnsubscribeScreen";
import { privacyMessages } from "../../../src/lib/privacy/messages";
import { expectVisible } from "../../support/storyHelpers";

const TOKEN = `64f1a2b3c4d5e6f708192a3b.${"q".repeat(43)}`;

/** The page an offer mail's unsubscribe link opens: no sign-in, one press. */
const meta = {
  title: "Features/Account/UnsubscribeScreen",
  component: UnsubscribeScreen,
  args: { token: TOKEN },
  parameters: { route: { path: "/unsubscribe" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.default);
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Unsubscribe from offers by email" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "You are unsubscribed" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(privacyMessages.unsubscribed);
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  },
};

/** A link the shop did not sign: refused, with the way to turn offers off instead. */
export const ForgedLink: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.badUnsubscribeLink);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expectVisible(canvas.findByRole("alert"));
    await expect(canvas.getByRole("alert")).toHaveTextContent(privacyMessages.badUnsubscribeLink);
  },
};
