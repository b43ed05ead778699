import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { users } from "../../../mocks/fixtures";
import { http } from "../../../mocks/handlers/http";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { useSession } from "../../../src/session/session";
import { useCartCount } from "../../../src/features/bag/useCartCount";
import { useSetOverlayOpen } from "../../../src/features/shell/overlays";
import { ProfileDrawer } from "../../../src/features/shell/ProfileDrawer/ProfileDrawer";
import { cartWithProducts, shellHandlers, signIn } from "./shellMocks";
import { findOpenDialog } from "../../support/storyHelpers";

/** What the rest of the page knows about the session and the cart, to show what Sign Out clears. */
function SessionProbe() {
  const { user } = useSession();
  const count = useCartCount();
  const setProfileOpen = useSetOverlayOpen("profile");
  return (
    <main>
      <h1>Account</h1>
      <button type="button" onClick={() => setProfileOpen(true)}>
        Open profile
      </button>
      <p data-testid="session">{user ? `Signed in as ${user.username}` : "Guest"}</p>
      <p data-testid="cart-count">{`Cart products: ${count}`}</p>
    </main>
  );
}

const shopper = users[0];
/** A shopper whose work address has no landmark. */
const noLandmark = users[1];
/** A shopper with no phone and no address. */
const noPhoneNoAddress = users[2];
const QUICK_LINKS = [
  ["Privacy Policy", "/privacypolicy"],
  ["Terms & Conditions", "/terms"],
  ["Cancellation and Returns", "/return-cancellation"],
  ["Help & Support", "/help-support"],
  ["FAQ", "/faquetions"],
] as const;

const meta = {
  title: "Features/Shell/ProfileDrawer",
  component: ProfileDrawer,
  parameters: {
    route: { path: "/", initialEntry: "/" },
    layout: "fullscreen",
    overlays: { profile: true },
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

export const Guest: Story = {
  play: async () => {
    const drawer = await findOpenDialog("Guest User");
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

/** The value shown for `term` in the drawer's details (a <dt>/<dd> pair), or null when absent. */
function detail(scope: HTMLElement, term: string): string | null {
  const dt = Array.from(scope.querySelectorAll("dt")).find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

export const SignedIn: Story = {
  beforeEach() {
    signIn();
  },
  play: async () => {
    const drawer = await findOpenDialog(`Hello, ${shopper.name}`);
    const d = within(drawer);
    const details = d.getByRole("region", { name: "Account details" });
    await expect(detail(details, "Name")).toBe(shopper.name);
    await expect(detail(details, "Username")).toBe(shopper.username);
    await expect(detail(details, "Email")).toBe(shopper.email);
    await expect(detail(details, "Phone")).toBe(shopper.phone);
    const address = shopper.address;
    if (!address?.landmark) throw new Error("the first sample shopper has an address with a landmark");
    await expect(detail(details, "Street")).toBe(address.street);
    await expect(detail(details, "Landmark")).toBe(address.landmark);
    await expect(detail(details, "City")).toBe(address.city);
    await expect(detail(details, "State")).toBe(address.state);
    await expect(detail(details, "Pincode")).toBe(address.pincode);
    await expect(detail(details, "Country")).toBe(address.country);
    await expect(detail(details, "Type")).toBe("Home");
    const nav = d.getByRole("navigation", { name: "Account" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["My Orders", "/user-orders"],
      ["My Wishlist", "/wishlist"],
      ["My Details", "/account/details"],
      ["My Addresses", "/account/addresses"],
      ["My Complaints", "/account/complaints"],
      ["My Data & Privacy", "/account/privacy"],
      ...QUICK_LINKS.map(([label, href]) => [label, href]),
    ]);
    await expect(d.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    await expect(d.queryByRole("link", { name: "Log In" })).toBeNull();
    await expect(d.queryByRole("link", { name: "Sign Up" })).toBeNull();
  },
};

export const SignedInWithoutLandmark: Story = {
  beforeEach() {
    mockSignIn(noLandmark._id);
  },
  play: async () => {
    const drawer = await findOpenDialog(`Hello, ${noLandmark.name}`);
    const details = within(drawer).getByRole("region", { name: "Account details" });
    await expect(detail(details, "Phone")).toBe(noLandmark.phone);
    await expect(detail(details, "Street")).toBe(noLandmark.address?.street);
    await expect(detail(details, "Pincode")).toBe(noLandmark.address?.pincode);
    await expect(detail(details, "Type")).toBe("Work");
    // No landmark saved: no Landmark row at all.
    await expect(detail(details, "Landmark")).toBeNull();
  },
};

export const SignedInWithoutPhoneOrAddress: Story = {
  beforeEach() {
    mockSignIn(noPhoneNoAddress._id);
  },
  play: async () => {
    const drawer = await findOpenDialog(`Hello, ${noPhoneNoAddress.name}`);
    const details = within(drawer).getByRole("region", { name: "Account details" });
    await expect(detail(details, "Email")).toBe(noPhoneNoAddress.email);
    await expect(detail(details, "Phone")).toBe("Not added");
    await expect(details).toHaveTextContent("No address saved");
    await expect(detail(details, "Street")).toBeNull();
    // The address book is one tap away.
    await expect(within(drawer).getByRole("link", { name: "My Addresses" })).toHaveAttribute(
      "href",
      "/account/addresses",
    );
  },
};

/** An account made before names were asked for (and with no named address): the greeting uses the
 * username, and there is no Name row. */
export const SignedInWithoutName: Story = {
  beforeEach() {
    signIn();
    if (mockStore.user) mockStore.user = { ...mockStore.user, name: "" };
  },
  play: async () => {
    const drawer = await findOpenDialog(`Hello, ${shopper.username}`);
    const details = within(drawer).getByRole("region", { name: "Account details" });
    await expect(detail(details, "Name")).toBeNull();
    await expect(detail(details, "Username")).toBe(shopper.username);
  },
};

export const MyAddressesLinkCloses: Story = {
  beforeEach() {
    signIn();
  },
  play: async ({ canvasElement }) => {
    const drawer = await findOpenDialog(`Hello, ${shopper.name}`);
    await userEvent.click(within(drawer).getByRole("link", { name: "My Addresses" }));
    await expect(
      await within(canvasElement).findByText("Navigated to /account/addresses"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const SignOutClearsAndCloses: Story = {
  beforeEach({ msw }) {
    signIn();
    msw.use(cartWithProducts(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await findOpenDialog(`Hello, ${shopper.name}`);
    await waitFor(() => expect(canvas.getByTestId("cart-count")).toHaveTextContent("Cart products: 3"));
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Nothing of the signed-in shopper survives in the cache.
    await waitFor(() => expect(canvas.getByTestId("session")).toHaveTextContent("Guest"));
    await expect(canvas.getByTestId("cart-count")).toHaveTextContent("Cart products: 0");
  },
};

/** On any page but home, Sign Up and Log In bring the shopper back to it afterwards. */
export const GuestLinksComeBack: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?size=M" } },
  play: async () => {
    const d = within(await findOpenDialog("Guest User"));
    const back = encodeURIComponent("/upper-wear?size=M");
    await expect(d.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      `/signup?redirect=${back}`,
    );
    await expect(d.getByRole("link", { name: "Log In" })).toHaveAttribute("href", `/login?redirect=${back}`);
  },
};

/** After signing out, opening the drawer again shows the guest's drawer. */
export const SignOutThenGuestDrawer: Story = {
  beforeEach() {
    signIn();
  },
  play: async ({ canvasElement }) => {
    const drawer = await findOpenDialog(`Hello, ${shopper.name}`);
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open profile" }));
    const guest = await findOpenDialog("Guest User");
    await expect(within(guest).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expect(within(guest).queryByText(shopper.email)).toBeNull();
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
    const drawer = await findOpenDialog(`Hello, ${shopper.name}`);
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("Logout failed:", expect.anything()));
    // No message for the shopper; the drawer stays as it was, still signed in, ready to try again.
    await expect(screen.getByRole("dialog", { name: `Hello, ${shopper.name}` })).toBeVisible();
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Sign Out" })).toBeEnabled());
    await expect(within(drawer).getByRole("region", { name: "Account details" })).toBeVisible();
    await expect(screen.queryByRole("alert")).toBeNull();
  },
};

export const LinkClosesDrawer: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await findOpenDialog("Guest User");
    await userEvent.click(within(drawer).getByRole("link", { name: "FAQ" }));
    await expect(await within(canvasElement).findByText("Navigated to /faquetions")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await findOpenDialog("Guest User");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
