import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { users } from "../../mocks/fixtures";
import { http } from "../../mocks/handlers/http";
import { useSession } from "../../src/features/auth/session";
import { useCartCount } from "../../src/features/cart/useCartCount";
import { isProfileOpenAtom } from "../../src/features/shell/atoms";
import { ProfileDrawer } from "../../src/features/shell/ProfileDrawer/ProfileDrawer";
import { cartWithProducts, shellHandlers, signIn } from "./shellMocks";

/** What the rest of the page knows about the session and the cart, to show what Sign Out clears. */
function SessionProbe() {
  const { user } = useSession();
  const count = useCartCount();
  return (
    <main>
      <h1>Account</h1>
      <p data-testid="session">{user ? `Signed in as ${user.username}` : "Guest"}</p>
      <p data-testid="cart-count">{`Cart products: ${count}`}</p>
    </main>
  );
}

const shopper = users[0];
const QUICK_LINKS = [
  ["Privacy Policy", "/privacypolicy"],
  ["Terms & Conditions", "/terms"],
  ["Cancellation & Returns", "/return-cancellation"],
  ["Help & Support", "/help-support"],
  ["FAQ", "/faquetions"],
] as const;

const meta = {
  title: "Shell/Profile Drawer",
  component: ProfileDrawer,
  parameters: {
    route: { path: "/", initialEntry: "/" },
    layout: "fullscreen",
    jotai: { initialValues: [[isProfileOpenAtom, true]] },
  },
  render: () => (
    <>
      <SessionProbe />
      <ProfileDrawer />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
} satisfies Meta<typeof ProfileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function openDrawer(name: string) {
  const drawer = await screen().findByRole("dialog", { name });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

export const Guest: Story = {
  play: async () => {
    const drawer = await openDrawer("Guest User");
    const d = within(drawer);
    await expect(d.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(d.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    const quick = d.getByRole("navigation", { name: "Quick links" });
    const links = within(quick).getAllByRole("link");
    await expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(
      QUICK_LINKS.map(([label, href]) => [label, href]),
    );
    await expect(d.queryByRole("link", { name: "My Orders" })).toBeNull();
    await expect(d.queryByRole("button", { name: "Sign Out" })).toBeNull();
  },
};

export const SignedIn: Story = {
  beforeEach() {
    signIn();
  },
  play: async () => {
    const drawer = await openDrawer(`Hello, ${shopper.username}`);
    const d = within(drawer);
    const details = d.getByRole("region", { name: "Account details" });
    await expect(details).toHaveTextContent(`Username${shopper.username}`);
    await expect(details).toHaveTextContent(`Email${shopper.email}`);
    await expect(details).toHaveTextContent(`Phone${shopper.phone}`);
    const address = shopper.address;
    if (!address) throw new Error("the first sample shopper has an address");
    for (const part of [address.street, address.city, address.state, address.pincode, address.country]) {
      await expect(details).toHaveTextContent(part);
    }
    if (address.landmark) await expect(details).toHaveTextContent(address.landmark);
    await expect(details).toHaveTextContent("Home");
    const nav = d.getByRole("navigation", { name: "Account" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["My Orders", "/user-orders"],
      ...QUICK_LINKS.map(([label, href]) => [label, href]),
    ]);
    await expect(d.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    await expect(d.queryByRole("link", { name: "Log In" })).toBeNull();
  },
};

export const SignOutClearsAndCloses: Story = {
  beforeEach({ msw }) {
    signIn();
    msw.use(cartWithProducts(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(`Hello, ${shopper.username}`);
    await waitFor(() => expect(canvas.getByTestId("cart-count")).toHaveTextContent("Cart products: 3"));
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
    // Nothing of the signed-in shopper survives in the cache.
    await waitFor(() => expect(canvas.getByTestId("session")).toHaveTextContent("Guest"));
    await expect(canvas.getByTestId("cart-count")).toHaveTextContent("Cart products: 0");
  },
};

export const SignOutFailureOnlyLogged: Story = {
  beforeEach({ msw }) {
    signIn();
    msw.use(
      http.post("/auth/logout", () =>
        HttpResponse.json({ success: false, message: "Logout is resting" }, { status: 500 }),
      ),
    );
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async () => {
    const drawer = await openDrawer(`Hello, ${shopper.username}`);
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("Logout failed:", expect.anything()));
    // No message for the shopper; the drawer stays as it was.
    await expect(screen().getByRole("dialog", { name: `Hello, ${shopper.username}` })).toBeVisible();
  },
};

export const LinkClosesDrawer: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer("Guest User");
    await userEvent.click(within(drawer).getByRole("link", { name: "FAQ" }));
    await expect(await within(canvasElement).findByText("Navigated to /faquetions")).toBeInTheDocument();
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await openDrawer("Guest User");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};
