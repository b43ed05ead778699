import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import {
  type CartItem,
  cartLine,
  carts,
  catalogue,
  designCartLine,
  INVALID_COUPON_MESSAGE,
  shopper,
  shopperWorkAddress,
} from "../../../mocks/fixtures";
import { addressHandlers } from "../../../mocks/handlers/addresses";
import { authHandlers } from "../../../mocks/handlers/auth";
import { COUPON_DROPPED_MESSAGE, cartHandlers, QUANTITY_REFUSED_MESSAGE } from "../../../mocks/handlers/cart";
import { checkoutHandlers } from "../../../mocks/handlers/checkout";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { fail, http } from "../../../mocks/handlers/http";
import { offerHandlers } from "../../../mocks/handlers/offers";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { productHandlers } from "../../../mocks/handlers/products";
import { mockGuestBag, mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";
import { billMessages } from "../../../src/features/bill/billMessages";
import { cartMessages as messages } from "../../../src/features/bag/cartMessages";
import { CartScreen } from "../../../src/features/cart/CartScreen";
import { CartButton } from "../../../src/features/shell/Header/CartButton";
import { expectBillAtRest } from "../../support/billAtRest";
import { sentRequests } from "../../support/sentRequests";
import { findOpenDialog, expectToast, expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";
import {
  expectHeldBelowTheHeader,
  expectInTheShop,
  scrollPast,
  inTheShop,
  inTheShopStory,
} from "../../support/inTheShop";

const [tee, hoodie] = carts[0].products;
const home = shopper.address;
if (!home) throw new Error("the first sample shopper has a default address");

/** A second, non-default address in another state (seeded per story). */
const work = shopperWorkAddress;

/** The hoodie's size sold out since it was added: the server answers it unselected with stock 0. */
function soldOut(line: CartItem): CartItem {
  return {
    ...line,
    selected: false,
    sizes: line.sizes.map((s) => (s.size === line.size ? { ...s, stock: 0 } : s)),
    variant: { ...line.variant, stock: 0 },
  };
}

const quoteCalls = sentRequests("post", "/checkout/quote");
const couponCalls = sentRequests("put", "/cart/coupon");
const lineChanges = sentRequests("patch", "/cart/items/:lineId");

const meta = {
  title: "Features/Cart/CartScreen",
  component: CartScreen,
  parameters: { route: { path: "/cart" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    quoteCalls.clear();
    lineChanges.clear();
    msw.use(
      quoteCalls.handler,
      lineChanges.handler,
      ...authHandlers.default,
      ...cartHandlers.default,
      ...checkoutHandlers.default,
      ...addressHandlers.default,
      ...pincodeHandlers.default,
      ...productHandlers.default,
      ...wishlistHandlers.default,
      ...offerHandlers.default,
    );
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bag's lines, once the cart has loaded. */
async function lines() {
  const list = await screen.findByRole("list", { name: "Items in your bag" });
  return within(list).getAllByRole("article");
}

const line = (name: string) => screen.findByRole("article", { name });

/** The bill (its heading reads "Price Details (n items)"). */
const findBill = () => screen.findByRole("region", { name: /Price Details \(/ });

/**
 * The bill shows current figures: not busy, and no longer dimmed (its fade back has ended). A signed-in
 * shopper's address book comes first: the bill is quoted for the chosen address's pincode, so a bill at
 * rest before the book has arrived is asked for again once it has (the first quote can beat the book).
 */
async function billAtRest() {
  const bill = await findBill();
  await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Loading addresses" })).toBeNull());
  await expectBillAtRest(bill);
}

/** The figure of a bill row (its `<dd>`), found by the row's label. */
async function billFigure(label: string) {
  const bill = await findBill();
  const term = within(bill).getByText(label, { selector: "dt, dt *" });
  return term.closest("dt")?.nextElementSibling?.textContent;
}

/** The bill at rest shows `total` (a figure shown while a new quote is on its way is not yet the total). */
async function expectTotal(total: string) {
  await waitFor(async () => expect(await billFigure(billMessages.total)).toBe(total));
  await billAtRest();
  await expect(await billFigure(billMessages.total)).toBe(total);
}

const placeOrder = () => screen.getByRole("button", { name: /Place Order|Processing/ });

/** A saved design in the bag: drawn on its blank from its layers, its size the design's (no picker), its
 * name not a product link (a blank garment has no page). */
export const WithDesign: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    mockStore.cartLines = [tee, designCartLine];
    msw.use(...customiserHandlers.default);
  },
  play: async () => {
    const [, designed] = await lines();
    await expect(
      within(designed).getByRole("img", { name: `${designCartLine.name}, your design, front` }),
    ).toBeVisible();
    await expect(within(designed).getByText(`Size: ${designCartLine.size}`)).toBeVisible();
    await expect(within(designed).queryByRole("button", { name: /Size/ })).toBeNull();
    await expect(within(designed).queryByRole("link", { name: designCartLine.name })).toBeNull();
    await expect(
      within(designed).getByText(`Your design · Colour: ${designCartLine.variant.color}`),
    ).toBeVisible();
    await billAtRest();
  },
};

/** The steps, the address, both lines selected, the bill quoted for them, Place Order ready. */
export const Lines: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole("navigation", { name: "Checkout steps" });
    await expect(
      within(steps)
        .getAllByRole("listitem")
        .map((s) => s.textContent),
    ).toEqual(["MY BAG", "→ADDRESS", "→PAYMENT"]);
    await expect(within(steps).getByText("MY BAG")).toHaveAttribute("aria-current", "step");

    const [first, second] = await lines();
    await expect(within(first).getByRole("link", { name: tee.name })).toHaveAttribute(
      "href",
      `/display/${tee.productId}/${tee.variantId}`,
    );
    await expect(within(first).getByText(`Colour: ${tee.variant.color}`)).toBeVisible();
    await expect(within(first).getByRole("button", { name: /Size/ })).toHaveTextContent(tee.size);
    await expect(within(first).getByRole("button", { name: /Qty/ })).toHaveTextContent("1");
    // The tee sells at its MRP: one price. The hoodie is on sale: its price and the struck MRP.
    await expect(within(first).getByText("₹749")).toBeVisible();
    await expect(within(first).getAllByText(/^₹/)).toHaveLength(1);
    await expect(within(second).getByText("₹1,299")).toBeVisible();
    await expect(within(second).getByText("₹1,999")).toBeVisible();
    await expect(
      within(second).getByRole("checkbox", { name: new RegExp(`Select ${hoodie.name}`) }),
    ).toBeChecked();
    await expect(canvas.getByText("2/2 ITEMS SELECTED")).toBeVisible();

    // The default address is chosen; the bill is the server's for both lines and its pincode.
    await expect(await canvas.findByRole("radio", { name: new RegExp(home.name ?? "") })).toBeChecked();
    await expectTotal("₹2,048");
    await expect(await billFigure(billMessages.totalMrp)).toBe("₹3,298");
    await expect(await billFigure(billMessages.shipping)).toBe("Free");
    await expect(canvas.getByText(billMessages.taxNote)).toBeVisible();
    // The quote asked for once the address is chosen carries its pincode (an earlier one may not).
    await waitFor(() =>
      expect(quoteCalls.bodies.at(-1)).toEqual({
        cartLineIds: [tee._id, hoodie._id],
        giftWrap: false,
        pincode: home.pincode,
      }),
    );
    await expect(placeOrder()).toBeEnabled();
    await expectVisible(canvas.findByRole("heading", { name: "You may also like" }));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.cart.never, "get", "/cart/getusercart"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading your cart" }));
    await expect(canvas.getByRole("navigation", { name: "Checkout steps" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: messages.placeOrder })).toBeNull();
  },
};

/** Whether GET /cart/getusercart fails (the LoadFailed story brings the server back). */
let cartDown = false;

/** The cart could not be read: the message and Try Again, which loads it once the server answers. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    cartDown = true;
    msw.use(http.get("/cart/getusercart", () => (cartDown ? fail(500, "Internal server error") : undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.loadFailed);
    cartDown = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(await lines()).toHaveLength(2);
    // The lines' first bill is on its way: the story ends on it.
    await billAtRest();
  },
};

/** A guest who has added nothing: an empty bag, as for anyone (no log-in wall in front of the cart). */
export const GuestEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.empty }));
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("link", { name: "Log In" })).toBeNull();
  },
};

/** A guest's bag: the lines and their bill as a shopper sees them, no delivery address (it is chosen at
 * checkout, after signing in), and Place Order saying sign-in comes at checkout. */
export const GuestWithLines: Story = {
  beforeEach() {
    mockGuestBag([tee, hoodie]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = await lines();
    await expect(within(first).getByRole("link", { name: tee.name })).toBeVisible();
    await expect(within(second).getByRole("link", { name: hoodie.name })).toBeVisible();
    await expect(canvas.getByText("2/2 ITEMS SELECTED")).toBeVisible();
    await expectTotal("₹2,048");
    await waitFor(() =>
      expect(quoteCalls.bodies.at(-1)).toEqual({ cartLineIds: [tee._id, hoodie._id], giftWrap: false }),
    );
    await expect(canvas.queryByRole("heading", { name: "Delivery Address" })).toBeNull();
    await expect(placeOrder()).toBeEnabled();
    await expect(canvas.getByText(messages.guestCheckout)).toBeVisible();
    await billAtRest();
  },
};

/** A guest's Place Order goes to the checkout like a shopper's (without an address), which has them sign
 * in and brings them back. */
export const GuestPlacesOrder: Story = {
  beforeEach() {
    mockGuestBag([tee, hoodie]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    await userEvent.click(placeOrder());
    await expectVisible(canvas.findByText("Navigated to /checkout"));
  },
};

/** A guest's Move to Wishlist: the wishlist is an account's, so it goes to log in with the product to save
 * (the wishlist's own hand-off), coming back to the bag. */
export const GuestMoveToWishlist: Story = {
  beforeEach() {
    mockGuestBag([tee, hoodie]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await line(hoodie.name);
    await userEvent.click(within(second).getByRole("button", { name: "Move to Wishlist" }));
    await expectVisible(
      canvas.findByText(`Navigated to /login?redirect=%2Fcart&wishlist=${hoodie.productId}`),
    );
    await expect(mockStore.cartLines).toHaveLength(2);
  },
};

/** No lines: 'Your cart is empty.' and the way back to shopping. */
export const Empty: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...cartHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.empty }));
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("button", { name: messages.placeOrder })).toBeNull();
  },
};

/** A line whose size sold out: flagged, unselected and not selectable; only the other line is billed. */
export const OutOfStockLine: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    mockStore.cartLines = [tee, soldOut(hoodie)];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flagged = await line(hoodie.name);
    await expect(within(flagged).getByText("Out of stock")).toBeVisible();
    await expect(within(flagged).getByText("This size sold out since you added it.")).toBeVisible();
    const box = within(flagged).getByRole("checkbox", { name: new RegExp(`Select ${hoodie.name}`) });
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
    await expect(canvas.getByText("1/2 ITEMS SELECTED")).toBeVisible();
    await waitFor(() => expect(quoteCalls.bodies.at(-1)).toMatchObject({ cartLineIds: [tee._id] }));
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    await billAtRest();
  },
};

/** A code is kept with the bag and applied by the server: its message, the coupon row, the lower total. */
export const CouponApplied: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    couponCalls.clear();
    msw.use(quoteCalls.handler, couponCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    await userEvent.type(canvas.getByRole("textbox", { name: billMessages.couponLabel }), "discount10");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expectTotal("₹1,844");
    await expect(await billFigure(`${billMessages.couponDiscount} (DISCOUNT10)`)).toBe("-₹204");
    await expect(couponCalls.bodies).toEqual([{ couponCode: "discount10" }]);
    // The bag's quote is asked with the code as the server keeps it.
    await expect(quoteCalls.bodies.at(-1)).toMatchObject({ couponCode: "DISCOUNT10" });
    // The checkout reads the bag's coupon from the bag: the URL carries none.
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    await userEvent.click(placeOrder());
    await expectVisible(canvas.findByText(`Navigated to /checkout?address=${home._id}`));
    // Apply's "applying" announcement points at a button the stub page no longer has.
    dropDanglingAnnouncements();
  },
};

/** Back on the bag later (a reload, another device): the coupon applied before is still applied. */
export const CouponAfterReload: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    mockStore.cartCoupon = "DISCOUNT10";
    msw.use(quoteCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expect(canvas.getByRole("textbox", { name: billMessages.couponLabel })).toHaveValue("DISCOUNT10");
    await expectTotal("₹1,844");
    await expect(quoteCalls.bodies[0]).toMatchObject({ couponCode: "DISCOUNT10" });
    const coupons = canvas.getByRole("region", { name: "Coupons" });
    await expect(within(coupons).getByRole("button", { name: "Remove" })).toBeEnabled();
  },
};

/** The bag's coupon stopped applying: the server dropped it and says why, and the bill has no coupon. */
export const CouponDropped: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    mockStore.cartCoupon = "BIGBAG300";
    msw.use(quoteCalls.handler, ...cartHandlers.couponDropped);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(COUPON_DROPPED_MESSAGE, { ignore: "[role=status]" }));
    await expectTotal("₹2,048");
    await expect(canvas.getByRole("textbox", { name: billMessages.couponLabel })).toHaveValue("");
    await expect(quoteCalls.bodies.at(-1)).not.toHaveProperty("couponCode");
  },
};

/** A code the server refuses: 'Invalid coupon code.', the field emptied, nothing kept, no coupon billed. */
export const CouponRefused: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(quoteCalls.handler, ...cartHandlers.couponRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    const field = canvas.getByRole("textbox", { name: billMessages.couponLabel });
    await userEvent.type(field, "FREESHIRT{Enter}");
    await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_COUPON_MESSAGE));
    await expect(field).toHaveValue("");
    await expect(mockStore.cartCoupon).toBeNull();
    await expect(quoteCalls.bodies.every((body) => !("couponCode" in (body as object)))).toBe(true);
    await expectTotal("₹2,048");
    await expect(canvas.queryByText(new RegExp(billMessages.couponDiscount))).toBeNull();
  },
};

/** "View offers": the shop's current coupons, each with what it gives, its terms and Apply. */
export const OffersList: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...offerHandlers.withConditions);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    await userEvent.click(canvas.getByRole("button", { name: billMessages.viewOffers }));
    const dialog = await findOpenDialog(billMessages.offersTitle);
    const list = await within(dialog).findByRole("list", { name: "Coupons you can use" });
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    await expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual([
      "DISCOUNT10",
      "SAVE100",
      "BIGBAG300",
    ]);
    await expect(within(cards[0]).getByText("10% off")).toBeVisible();
    await expect(within(cards[1]).getByText("₹100 off")).toBeVisible();
    await expect(within(cards[1]).getByText("No minimum order")).toBeVisible();
    await expect(within(cards[2]).getByText("₹300 off")).toBeVisible();
    await expect(within(cards[2]).getByText("On orders of ₹3,000 or more")).toBeVisible();
    await expect(within(cards[2]).getByText("Valid till 31 Dec 2026")).toBeVisible();
    await expect(within(cards[2]).getByText("Once per shopper")).toBeVisible();
    for (const code of ["DISCOUNT10", "SAVE100", "BIGBAG300"]) {
      await expect(within(dialog).getByRole("button", { name: `Apply ${code}` })).toBeEnabled();
    }
  },
};

/** Apply from the offers: the list closes, the code is kept with the bag and the bill applies it. */
export const OfferApplied: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    couponCalls.clear();
    msw.use(couponCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    await userEvent.click(canvas.getByRole("button", { name: billMessages.viewOffers }));
    const dialog = await findOpenDialog(billMessages.offersTitle);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Apply DISCOUNT10" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expectTotal("₹1,844");
    await expect(couponCalls.bodies).toEqual([{ couponCode: "DISCOUNT10" }]);
  },
};

/** Choosing another address re-quotes for its pincode; Place Order goes to the checkout for it. */
export const AddressChosen: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    mockStore.addresses.push(structuredClone(work));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = await canvas.findByRole("radio", { name: /Aarav at Work/ });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await waitFor(() => expect(quoteCalls.bodies.at(-1)).toMatchObject({ pincode: work.pincode }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Gift wrap this order (+₹25)" }));
    await waitFor(() => expect(quoteCalls.bodies.at(-1)).toMatchObject({ giftWrap: true }));
    await userEvent.click(placeOrder());
    await expectVisible(canvas.findByText(`Navigated to /checkout?address=${work._id}&giftWrap=1`));
  },
};

/** Editing an address really updates it (the same entry, changed), with the cart's toast. */
export const AddressEdited: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Edit ${home.name}` }));
    const dialog = await findOpenDialog("Edit Address");
    const street = within(dialog).getByRole("textbox", { name: /Street/ });
    await userEvent.clear(street);
    await userEvent.type(street, "14 MG Road");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update Address" }));
    await expectToast(messages.addressSaved);
    await expect(await canvas.findByRole("radio", { name: /14 MG Road/ })).toBeChecked();
    await expect(canvas.getAllByRole("radio")).toHaveLength(1);
    await expect(mockStore.addresses.map((a) => a.street)).toEqual(["14 MG Road"]);
  },
};

/** No address yet: Place Order waits with 'Please select a delivery address'; one added (name and phone
 * from the profile) is chosen and Place Order is ready. */
export const NoAddress: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    mockStore.addresses = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole("button", { name: "Add New Address" });
    await expect(placeOrder()).toBeDisabled();
    await expect(placeOrder()).toHaveAccessibleDescription(messages.noAddress);

    await userEvent.click(add);
    const dialog = await findOpenDialog("Add Address");
    await expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue(shopper.name);
    await expect(within(dialog).getByRole("textbox", { name: /Phone/ })).toHaveValue(shopper.phone);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Street/ }), home.street);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Pincode/ }), home.pincode);
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /City/ })).toHaveValue(home.city));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    await expectToast(messages.addressSaved);
    await expect(await canvas.findByRole("radio", { name: new RegExp(shopper.name) })).toBeChecked();
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    // The new address's pincode is a new quote, asked for as it is chosen: the story ends on its bill.
    await billAtRest();
  },
};

/** Saving an address fails: the cart's 'Failed to save address'. */
export const AddressSaveFails: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(http.put("/addresses/{id}", () => fail(500, "Internal server error")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Edit ${home.name}` }));
    const dialog = await findOpenDialog("Edit Address");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update Address" }));
    await expectToast(messages.addressSaveFailed);
  },
};

/** Nothing selected: '0/2 ITEMS SELECTED', no bill, Place Order waits with 'Your cart is empty'. */
export const NothingSelected: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bag's first bill has arrived (and with it gift wrap's price), so the screen ends the same way
    // however fast the quote answers.
    await expectTotal("₹2,048");
    const selectAll = await canvas.findByRole("checkbox", { name: "2/2 ITEMS SELECTED" });
    await userEvent.click(selectAll);
    await expect(await canvas.findByRole("checkbox", { name: "0/2 ITEMS SELECTED" })).not.toBeChecked();
    await expect(placeOrder()).toBeDisabled();
    await expect(placeOrder()).toHaveAccessibleDescription(messages.nothingSelected);
    await expect(canvas.getByText("Select an item to see the price details.")).toBeVisible();
  },
};

/** Gift wrap offered with its price (the quote's), not ticked: nothing added to the bill until it is. */
export const GiftWrapPriceShown: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    const option = canvas.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" });
    await expect(option).not.toBeChecked();
    await expect(option).toBeEnabled();
    await expect(canvas.queryByText(billMessages.giftWrap, { selector: "dt" })).toBeNull();
    await expect(quoteCalls.bodies.at(-1)).toMatchObject({ giftWrap: false });
  },
};

/** Gift wrap chosen: asked of the server, and its ₹25 is in the bill's total. */
export const GiftWrap: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(quoteCalls.handler, ...checkoutHandlers.giftWrap);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" }));
    await expectTotal("₹2,073");
    await expect(await billFigure(billMessages.giftWrap)).toBe("₹25");
  },
};

/** Quantity 2 from the line's list: sent to the server, shown, and the bill asked for again. */
export const QuantityChange: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    const first = await line(tee.name);
    await expectTotal("₹2,048");
    const quotesBefore = quoteCalls.bodies.length;
    await userEvent.click(within(first).getByRole("button", { name: /Qty/ }));
    await userEvent.click(await screen.findByRole("option", { name: "2" }));
    await waitFor(() => expect(lineChanges.bodies).toEqual([{ quantity: 2 }]));
    await expect(lineChanges.urls[0].pathname).toMatch(new RegExp(`/cart/items/${tee._id}$`));
    await waitFor(() => expect(within(first).getByRole("button", { name: /Qty/ })).toHaveTextContent("2"));
    await expect(within(first).getByText("each")).toBeVisible();
    await waitFor(() => expect(quoteCalls.bodies.length).toBeGreaterThan(quotesBefore));
    await billAtRest();
  },
};

/** A quantity the server refuses: its own message in the cart's toast; the line stays as it was. */
export const QuantityRefused: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(lineChanges.handler, ...cartHandlers.updateRefused);
  },
  play: async () => {
    const first = await line(tee.name);
    await userEvent.click(within(first).getByRole("button", { name: /Qty/ }));
    await userEvent.click(await screen.findByRole("option", { name: "3" }));
    await expectToast(QUANTITY_REFUSED_MESSAGE);
    await expect(within(first).getByRole("button", { name: /Qty/ })).toHaveTextContent("1");
  },
};

/** Another size from the line's list (sold-out sizes cannot be chosen). */
export const SizeChange: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    const first = await line(tee.name);
    await expectTotal("₹2,048");
    const quotesBefore = quoteCalls.bodies.length;
    await userEvent.click(within(first).getByRole("button", { name: /Size/ }));
    await expect(await screen.findByRole("option", { name: "XL (sold out)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(screen.getByRole("option", { name: "M" }));
    await waitFor(() => expect(lineChanges.bodies).toEqual([{ size: "M" }]));
    await waitFor(() => expect(within(first).getByRole("button", { name: /Size/ })).toHaveTextContent("M"));
    // The bill is asked for again with the new size: the story ends once it is drawn.
    await waitFor(() => expect(quoteCalls.bodies.length).toBeGreaterThan(quotesBefore));
    await billAtRest();
  },
};

/** Remove: 'Item removed from cart', the line gone, the count updated. */
export const RemoveLine: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await line(tee.name);
    await userEvent.click(within(first).getByRole("button", { name: "Remove" }));
    await expectToast(messages.removed);
    await waitFor(() => expect(canvas.queryByRole("article", { name: tee.name })).toBeNull());
    await expect(canvas.getByText("1/1 ITEM SELECTED")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "My Bag" })).toHaveFocus();
    // One line left is a new quote: the story ends on its bill.
    await billAtRest();
  },
};

/** Remove fails: 'Failed to remove item from cart'; the line stays. */
export const RemoveFails: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...cartHandlers.removeFailed);
  },
  play: async () => {
    const first = await line(tee.name);
    await userEvent.click(within(first).getByRole("button", { name: "Remove" }));
    await expectToast(messages.removeFailed);
    await expect(await lines()).toHaveLength(2);
    // The bill is dimmed while the remove is on its way and fades back after the refusal: the story (and
    // the accessibility check after it) ends once its figures are current and drawn at full strength.
    await billAtRest();
  },
};

/** Move to Wishlist: the line leaves the bag for the wishlist. */
export const MoveToWishlist: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await line(hoodie.name);
    await userEvent.click(within(second).getByRole("button", { name: "Move to Wishlist" }));
    await expectToast(messages.moved);
    await waitFor(() => expect(canvas.queryByRole("article", { name: hoodie.name })).toBeNull());
    await expect(mockStore.wishlistIds).toContain(hoodie.productId);
    // One line left is a new quote: the story ends on its bill.
    await billAtRest();
  },
};

/** Quote calls pass until `hold()`; from then on they wait for `release()`. */
function quoteGate() {
  let holding = false;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.post("/checkout/quote", async () => {
    if (holding) await gate;
    return undefined;
  });
  return { handler, hold: () => (holding = true), release: () => release() };
}
let placeOrderGate = quoteGate();

/** Place Order: 'Processing...' while the server quotes the selection afresh, then the checkout. */
export const PlaceOrderProcessing: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    placeOrderGate = quoteGate();
    msw.use(quoteCalls.handler, placeOrderGate.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotal("₹2,048");
    // The bill may come before the address book: Place Order waits for the address (CI caught the race).
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    placeOrderGate.hold();
    await userEvent.click(placeOrder());
    await expect(await canvas.findByRole("button", { name: messages.processing })).toBeDisabled();
    placeOrderGate.release();
    await expectVisible(canvas.findByText(`Navigated to /checkout?address=${home._id}`));
  },
};

/** The header's cart count reads the same cart: a line removed here is one fewer there at once. */
export const HeaderCountFollows: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  render: () => (
    <>
      <CartButton />
      <CartScreen />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("link", { name: "Cart, 2 items" }));
    const first = await line(tee.name);
    await userEvent.click(within(first).getByRole("button", { name: "Remove" }));
    await expectVisible(canvas.findByRole("link", { name: "Cart, 1 item" }));
    // The header's count can come before the bill's new figures: the story ends on the bill at rest, not
    // dimmed mid-update (which axe, run after the play, would read as too faint).
    await billAtRest();
  },
};

/** The bag in the shop's header and footer: the header counts the bag's lines. */
export const InTheShop: Story = {
  ...inTheShopStory(
    "Shopping Bag",
    async (canvasElement) => {
      await expect(await lines()).toHaveLength(carts[0].products.length);
      const [header] = within(canvasElement).getAllByRole("banner");
      await expectVisible(
        within(header).findByRole("link", { name: `Cart, ${carts[0].products.length} items` }),
      );
      await billAtRest();
    },
    { as: "shopper", tags: ["cart", "checkout"] },
  ),
};

/** A bag of eight lines, longer than its order summary: the sample cart's two, selected (billed as the
 * sample quote bills them), and six more left unselected for later (each another product, in its first
 * size in stock). */
const longBag = [
  tee,
  hoodie,
  ...catalogue
    .filter((product) => product._id !== tee.productId && product._id !== hoodie.productId)
    .flatMap((product) => {
      const [variant] = product.variants;
      const size = variant.sizes.find((s) => s.stock > 0)?.size;
      return size ? [{ ...cartLine(product, variant, size), selected: false }] : [];
    })
    .slice(0, 6),
];

/** On a wide screen, scrolled down a long bag's lines: the order summary (bill and Place Order) stays
 * beside them, just below the shop's sticky header, not under it. */
export const SummaryBelowTheHeader: Story = {
  parameters: inTheShop,
  beforeEach() {
    mockSignIn(shopper._id);
    mockStore.cartLines = structuredClone(longBag);
  },
  play: async ({ canvasElement }) => {
    await expectInTheShop(canvasElement, "Shopping Bag");
    await expect(await lines()).toHaveLength(longBag.length);
    await expect(within(canvasElement).getByText("2/8 ITEMS SELECTED")).toBeVisible();
    await billAtRest();
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    scrollPast(canvasElement, summary);
    await expectHeldBelowTheHeader(canvasElement, summary);
  },
};
