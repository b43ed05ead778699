import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../../src/components/Button";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { useSetOverlayOpen } from "../../../src/features/shell/overlays";
import { LoginPopup } from "../../../src/features/shell/LoginPopup/LoginPopup";
import { LocationProbe } from "../../support/LocationProbe";
import { findOpenDialog } from "../../support/storyHelpers";

/** A stand-in for any screen that needs an account first (e.g. Buy Now for a guest). */
function NeedsAccount() {
  const open = useSetOverlayOpen("loginPopup");
  return (
    <main>
      <h1>Checkout</h1>
      <Button onPress={() => open(true)}>Place Order</Button>
      <LocationProbe />
    </main>
  );
}

const meta = {
  title: "Features/Shell/LoginPopup",
  component: LoginPopup,
  // "/*": the story stays on screen after navigating, so the probe shows where the buttons went.
  parameters: { route: { path: "/*", initialEntry: "/display/prod_1/var_2?size=M" }, layout: "fullscreen" },
  render: () => (
    <>
      <NeedsAccount />
      <LoginPopup />
    </>
  ),
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const here = encodeURIComponent("/display/prod_1/var_2?size=M");

async function openPopup(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Place Order" }));
  return findOpenDialog("Log In or Register");
}

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement);
    const d = within(dialog);
    await expect(d.getByRole("heading", { name: "Log In or Register" })).toBeVisible();
    await expect(d.getByText("You need to log in or register to place your order.")).toBeVisible();
    await expect(d.getByRole("button", { name: "Log In" })).toBeEnabled();
    await expect(d.getByRole("button", { name: "Register" })).toBeEnabled();
    await expect(d.getByRole("button", { name: "Close" })).toBeEnabled();
  },
};

export const LogInCarriesRedirect: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).getByTestId("location")).toHaveTextContent(`/login?redirect=${here}`);
  },
};

export const RegisterCarriesRedirect: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).getByTestId("location")).toHaveTextContent(`/signup?redirect=${here}`);
  },
};

export const CloseStaysPut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).getByTestId("location")).toHaveTextContent(
      "/display/prod_1/var_2?size=M",
    );
    // Focus returns to what opened it.
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Place Order" })).toHaveFocus(),
    );
  },
};
