import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http as rawHttp } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import {
  catalogue,
  designCartLine,
  designQuote,
  makeAddress,
  orders,
  quotes,
  shopper,
} from "../../../mocks/fixtures";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { designOrderWords } from "../../../src/lib/design/designOrderWords";
import { formatRupees } from "../../../src/lib/money";
import { designCheckoutPath } from "../../../src/lib/paths";
import { API_BASE_PATTERN, only, variants } from "../../../mocks/handlers";
import { cartHandlers } from "../../../mocks/handlers/cart";
import { checkoutHandlers } from "../../../mocks/handlers/checkout";
import { fail, http } from "../../../mocks/handlers/http";
import { COD_REFUSED_MESSAGE, orderHandlers } from "../../../mocks/handlers/orders";
import { PAYMENT_REFUSED_MESSAGE, paymentHandlers } from "../../../mocks/handlers/payments";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { CheckoutScreen } from "../../../src/features/checkout/CheckoutScreen";
import { checkoutMessages as messages } from "../../../src/features/checkout/checkoutMessages";
import { paymentSecurityLines } from "../../../src/features/checkout/PaymentSecurity";
import { checkoutPurchaseTerms } from "../../../src/lib/purchaseTerms";
import { heldAnswer } from "../../support/heldAnswer";
import { sentRequests } from "../../support/sentRequests";
import { withLocationProbe } from "../../support/LocationProbe";
import { expectToast, expectVisible } from "../../support/storyHelpers";
import {
  billSettled,
  checkoutDefaults,
  checkoutReady,
  gatewayRedirects,
  navigatedTo,
  placeButton,
  textbox,
  withRecordedRedirect,
  expectLoginPrompt,
} from "./checkoutStoryKit";
import { inTheShopStory } from "../../support/inTheShop";
import { goOffline, goOnline } from "../../support/offline";
import { OFFLINE_ACTION_MESSAGE } from "../../../src/lib/online";

const home = shopper.address;
if (!home) throw new Error("the first sample shopper has a default address");
/** The order the mocks answer a COD checkout with: the shopper's newest. */
const placedCod = orders
  .filter((o) => o.email === shopper.email)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
const quoteCalls = sentRequests("post", "/checkout/quote");
const codCalls = sentRequests("post", "/order/cod");
const paymentCalls = sentRequests("post", "/order/payment");

const meta = {
  title: "Features/Checkout/CheckoutScreen",
  component: CheckoutScreen,
  parameters: { route: { path: "/checkout" }, layout: "fullscreen" },
  decorators: [withRecordedRedirect],
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    for (const calls of [quoteCalls, codCalls, paymentCalls]) calls.clear();
    msw.use(quoteCalls.handler, codCalls.handler, paymentCalls.handler, ...checkoutDefaults);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the pincode with `pincode`, as a shopper types it. */
async function typePincode(canvasElement: HTMLElement, pincode: string) {
  const field = textbox(canvasElement, "Pincode");
  await userEvent.clear(field);
  if (pincode) await userEvent.type(field, pincode);
}

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bill = await checkoutReady(canvasElement);
    await expect(textbox(canvasElement, "Full name")).toHaveValue(home.name);
    await expect(textbox(canvasElement, "Email")).toHaveValue(shopper.email);
    await expect(textbox(canvasElement, "Phone number")).toHaveValue(home.phoneNumber);
    await expect(textbox(canvasElement, "Alternative number (optional)")).toHaveValue("");
    await expect(textbox(canvasElement, "Delivery address")).toHaveValue(`${home.street}, ${home.landmark}`);
    await expect(textbox(canvasElement, "Pincode")).toHaveValue(home.pincode);
    await expect(textbox(canvasElement, "City")).toHaveValue(home.city);
    await expect(textbox(canvasElement, "City")).toHaveAttribute("readonly");
    await expect(textbox(canvasElement, "State")).toHaveAttribute("readonly");
    await expectVisible(canvas.findByText(messages.deliverable));
    // The selected cart lines, as the quote names them, and the delivery estimate.
    const items = canvas.getByRole("list", { name: "Items in this order" });
    await expect(within(items).getAllByRole("listitem")).toHaveLength(quotes.default.lines.length);
    await expect(items).toHaveTextContent(quotes.default.lines[0].name);
    await expect(canvas.getByText("Estimated delivery by Thu, 19 Mar")).toBeVisible();
    await expect(within(bill).getByText("MRP incl. of all taxes")).toBeVisible();
    // Gift wrap is offered with its price, not ticked.
    await expect(canvas.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" })).not.toBeChecked();
    // Online by default; Place Order ready.
    await expect(canvas.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Cash on Delivery/ })).toBeEnabled();
    await expect(placeButton(canvasElement)).toHaveTextContent(messages.placeOrder);
    await expect(placeButton(canvasElement)).toBeEnabled();
    // The quote is for the selected cart lines, paying online, at the address's pincode.
    await waitFor(() =>
      expect(quoteCalls.bodies.at(-1)).toMatchObject({
        cartLineIds: mockStore.cartLines.filter((l) => l.selected).map((l) => l._id),
        paymentMode: "online",
        pincode: home.pincode,
        giftWrap: false,
      }),
    );
    await billSettled(canvasElement);
  },
};

/**
 * Before Place Order (docs/decisions/seller-disclosures.md#before-payment): the total as one figure whose
 * rows add up to it, nothing ticked for the shopper, how payment is taken and kept safe (no card field on
 * this page: the gateway's page takes the card), the gateway's support and charge-backs, and the returns,
 * refunds and cancellation terms with the policy's link.
 */
export const DisclosedBeforePayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bill = await checkoutReady(canvasElement);
    await billSettled(canvasElement);
    const quote = quotes.default;
    const rows =
      quote.totalMrp -
      quote.discountOnMrp -
      quote.couponDiscount +
      quote.giftWrap +
      quote.shipping +
      quote.codFee;
    await expect(rows).toBe(quote.total);
    await expect(within(bill).getByText("Total to pay").closest("div")).toHaveTextContent(
      formatRupees(quote.total),
    );
    // Nothing is ticked for the shopper; Place Order is the one action that buys.
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).not.toBeChecked();
    await expect(canvas.getAllByRole("button", { name: messages.placeOrder })).toHaveLength(1);
    // No card field anywhere on the checkout.
    await expect(canvasElement.querySelector('[autocomplete^="cc-"]')).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /card|cvv|expiry/i })).toBeNull();
    const payment = within(canvas.getByRole("region", { name: messages.paymentTitle }));
    await expect(payment.getByText(paymentSecurityLines.hosted)).toBeVisible();
    await expect(payment.getByText(paymentSecurityLines.chargeBack)).toBeVisible();
    await expect(payment.getByRole("link", { name: /PhonePe support/ })).toHaveAttribute(
      "href",
      "https://support.phonepe.com",
    );
    const terms = within(canvas.getByRole("region", { name: messages.termsTitle }));
    for (const line of checkoutPurchaseTerms()) await expect(terms.getByText(line.text)).toBeVisible();
    await expect(terms.getByRole("link", { name: "Cancellation and Returns policy" })).toHaveAttribute(
      "href",
      "/return-cancellation",
    );
  },
};

const work = makeAddress({
  _id: "adr_story_work",
  name: "Aarav at Work",
  phoneNumber: "9123400000",
  street: "4th Floor, Nariman Bhavan",
  landmark: undefined,
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400001",
  isDefault: false,
});

/** The cart screen chose another address and gift wrap, and the bag keeps its coupon: the checkout has them. */
export const FromTheCartsChoices: Story = {
  parameters: {
    route: { path: "/checkout", initialEntry: "/checkout?address=adr_story_work&giftWrap=true" },
  },
  beforeEach({ msw }) {
    mockStore.addresses.push(structuredClone(work));
    mockStore.cartCoupon = "DISCOUNT10";
    // The recorder first again: the variant's answer would otherwise come before it.
    msw.use(quoteCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement, "₹1,844");
    await expect(textbox(canvasElement, "Full name")).toHaveValue(work.name);
    await expect(textbox(canvasElement, "Delivery address")).toHaveValue(work.street);
    await expect(textbox(canvasElement, "City")).toHaveValue("Mumbai");
    const coupon = canvas.getByRole("region", { name: "Coupons" });
    await expect(within(coupon).getAllByText("Coupon applied! You saved ₹204")[0]).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" })).toBeChecked();
    await waitFor(() =>
      expect(quoteCalls.bodies.at(-1)).toMatchObject({
        couponCode: "DISCOUNT10",
        giftWrap: true,
        pincode: "400001",
      }),
    );
    await billSettled(canvasElement);
  },
};

export const PincodeTooShort: Story = {
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await typePincode(canvasElement, "4520");
    const field = textbox(canvasElement, "Pincode");
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.pincodeLength));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // A new pincode has no city or state until its lookup answers.
    await expect(textbox(canvasElement, "City")).toHaveValue("");
    await userEvent.type(field, "01");
    await expect(field).toHaveValue("452001");
    await waitFor(() => expect(textbox(canvasElement, "City")).toHaveValue(home.city));
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await billSettled(canvasElement);
  },
};

/** We do not deliver there: the button says so and is disabled; typing a new pincode resets it. */
export const PincodeNotServiceable: Story = {
  beforeEach({ msw }) {
    msw.use(...pincodeHandlers.unserviceable);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    const button = await canvas.findByRole("button", { name: messages.deliveryNotAvailable });
    await expect(button).toBeDisabled();
    await expect(textbox(canvasElement, "Pincode")).toHaveAccessibleDescription(
      expect.stringContaining(messages.notDeliverable),
    );
    await userEvent.type(textbox(canvasElement, "Pincode"), "{backspace}");
    await expect(placeButton(canvasElement)).toHaveTextContent(messages.placeOrder);
    await billSettled(canvasElement);
  },
};

/** Serviceability not known yet (the check has not answered): Place Order asks for a serviceable pincode. */
export const PincodeUnknown: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.pincode.never, "get", "/pincode/{pin}/serviceability"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await expect(canvas.getByText(messages.checkingPincode)).toBeVisible();
    await userEvent.click(placeButton(canvasElement));
    await expectVisible(canvas.findByText(messages.enterServiceable));
    await expect(codCalls.urls.length + paymentCalls.urls.length).toBe(0);
  },
};

export const PincodeNotFound: Story = {
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await typePincode(canvasElement, "999999");
    await waitFor(() =>
      expect(textbox(canvasElement, "Pincode")).toHaveAccessibleDescription(
        expect.stringContaining(messages.pincodeNotFound),
      ),
    );
    await expect(textbox(canvasElement, "City")).toHaveValue("");
    await billSettled(canvasElement);
  },
};

export const PincodeLookupFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/pincode/{pin}", () => fail(500, "Internal server error")));
  },
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await waitFor(() =>
      expect(textbox(canvasElement, "Pincode")).toHaveAccessibleDescription(
        expect.stringContaining(messages.pincodeLookupFailed),
      ),
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await userEvent.clear(textbox(canvasElement, "Full name"));
    await userEvent.clear(textbox(canvasElement, "Delivery address"));
    await userEvent.click(placeButton(canvasElement));
    await expectVisible(canvas.findByText(messages.fixErrors));
    await expect(textbox(canvasElement, "Full name")).toHaveAccessibleDescription(messages.required);
    await expect(textbox(canvasElement, "Delivery address")).toHaveAccessibleDescription(messages.required);
    await expect(textbox(canvasElement, "Full name")).toHaveFocus();
    await expect(codCalls.urls.length + paymentCalls.urls.length).toBe(0);
  },
};

/** COD is not offered at this pincode: shown disabled, with the quote's reason. */
export const CodUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.codUnavailable);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
    const reason = quotes.codUnavailable.cod.reason ?? "";
    await expect(canvas.getByRole("radio", { name: new RegExp(reason) })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
  },
};

/** While the order is placed: 'Processing Your Order...', disabled; the call carries an Idempotency-Key. */
let heldPayment = heldAnswer("post", "/order/payment");
export const Processing: Story = {
  beforeEach({ msw }) {
    heldPayment = heldAnswer("post", "/order/payment");
    msw.use(heldPayment.handler);
    return () => heldPayment.release();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    const button = await canvas.findByRole("button", { name: messages.processing });
    await expect(button).toBeDisabled();
    await expect(textbox(canvasElement, "Full name")).toBeDisabled();
    await waitFor(() => expect(heldPayment.calls).toBe(1));
    heldPayment.release();
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1));
    const key = paymentCalls.headers[0]?.get("Idempotency-Key") ?? "";
    await expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  },
};

/** Online: the order is placed and the shopper is sent to the gateway's page. */
export const PayOnline: Story = {
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1));
    await expect(gatewayRedirects[0]).toMatch(/^\/status\//);
    // The body: the form, the selected lines, and the total the shopper saw.
    await expect(paymentCalls.bodies[0]).toMatchObject({
      name: home.name,
      email: shopper.email,
      phoneNumber: home.phoneNumber,
      pincode: home.pincode,
      city: home.city,
      state: home.state,
      cartLineIds: mockStore.cartLines.filter((l) => l.selected).map((l) => l._id),
      totalAmount: quotes.default.total,
    });
    await expect(placeButton(canvasElement)).toHaveTextContent(messages.processing);
  },
};

/** Offline: Place Order sends nothing and keeps nothing to send later (no payment is queued); the shopper is
 * told to try again once back online (docs/decisions/offline-shop.md#offline). */
export const PlaceOrderOffline: Story = {
  // Online again whatever happens in the story.
  beforeEach: () => goOnline,
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    goOffline();
    await userEvent.click(placeButton(canvasElement));
    await expectToast(OFFLINE_ACTION_MESSAGE);
    await expectVisible(
      within(canvasElement).findByText(OFFLINE_ACTION_MESSAGE, { selector: "[data-form-error]" }),
    );
    await expect(placeButton(canvasElement)).toHaveTextContent(messages.placeOrder);
    await expect(paymentCalls.bodies).toHaveLength(0);
    await expect(codCalls.bodies).toHaveLength(0);
    await expect(gatewayRedirects).toHaveLength(0);
    // Back online the quote is asked again by itself: the story ends on that bill.
    const quotesAsked = quoteCalls.bodies.length;
    goOnline();
    await waitFor(() => expect(quoteCalls.bodies.length).toBeGreaterThan(quotesAsked));
    await billSettled(canvasElement);
  },
};

/** A call that may never have arrived is sent again with the same key: the server cannot make two orders. */
export const RetriedCallKeepsItsKey: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      rawHttp.post(`${API_BASE_PATTERN}/order/payment`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
      paymentCalls.handler,
    );
  },
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1), { timeout: 5000 });
    const keys = paymentCalls.headers.map((h) => h.get("Idempotency-Key"));
    await expect(keys).toHaveLength(2);
    await expect(keys[1]).toBe(keys[0]);
  },
};

export const CodPlaced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: /Cash on Delivery/ }));
    await waitFor(() => expect(quoteCalls.bodies.at(-1)).toMatchObject({ paymentMode: "COD" }));
    await waitFor(() => expect(placeButton(canvasElement)).toBeEnabled());
    await userEvent.click(placeButton(canvasElement));
    await expectToast(messages.codPlaced);
    await expect(await navigatedTo(`/order-confirmed/${placedCod._id}`)).toBeVisible();
    await expect(codCalls.headers[0]?.get("Idempotency-Key")).toBeTruthy();
  },
};

async function payOnDelivery(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await checkoutReady(canvasElement);
  await userEvent.click(canvas.getByRole("radio", { name: /Cash on Delivery/ }));
  await waitFor(() => expect(placeButton(canvasElement)).toBeEnabled());
  await userEvent.click(placeButton(canvasElement));
}

/** The server refuses COD (422): 'Order placement failed!' and its reason. */
export const CodRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.codRefused);
  },
  play: async ({ canvasElement }) => {
    await payOnDelivery(canvasElement);
    await expectToast(messages.codRefused);
    await expectVisible(
      within(canvasElement).findByText(COD_REFUSED_MESSAGE, { selector: "[data-form-error]" }),
    );
    await expect(placeButton(canvasElement)).toHaveTextContent(messages.placeOrder);
    // Cash on Delivery was a new quote: the story ends on its bill.
    await billSettled(canvasElement);
  },
};

export const CodFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...orderHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await payOnDelivery(canvasElement);
    await expectToast(messages.codFailed);
    await expectVisible(
      within(canvasElement).findByText(messages.codFailed, { selector: "[data-form-error]" }),
    );
    await billSettled(canvasElement);
  },
};

export const PaymentRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.paymentRefused);
  },
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await expectToast(messages.paymentRefused);
    await expectVisible(
      within(canvasElement).findByText(PAYMENT_REFUSED_MESSAGE, { selector: "[data-form-error]" }),
    );
    await expect(gatewayRedirects).toHaveLength(0);
  },
};

export const PaymentFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await expectToast(messages.paymentFailed);
    await expect(gatewayRedirects).toHaveLength(0);
    await expect(placeButton(canvasElement)).toBeEnabled();
  },
};

/** Stock changed since the quote: the 409's fresh quote is shown, and the shopper is told. */
export const QuoteChanged: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.quoteChanged);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await expectVisible(canvas.findByText(messages.quoteChanged, { selector: "[role=status]" }));
    const items = canvas.getByRole("list", { name: "Items in this order" });
    await expectVisible(within(items).findByText("Out of stock"));
    await expect(canvas.getByText(messages.notOrderable)).toBeVisible();
    await expect(gatewayRedirects).toHaveLength(0);
  },
};

const buyNowProduct = catalogue[0];
const buyNowVariant = buyNowProduct.variants[0];
const buyNowPath = `/checkout/${buyNowProduct._id}/${buyNowVariant._id}`;

/** Buy Now: one product in the chosen size and quantity; no cart read. */
export const BuyNow: Story = {
  parameters: {
    route: { path: "/checkout/:productId/:variantId", initialEntry: `${buyNowPath}?size=L&quantity=2` },
  },
  beforeEach({ msw }) {
    msw.use(http.get("/cart/getusercart", () => fail(500, "the Buy Now checkout does not read the cart")));
  },
  play: async ({ canvasElement }) => {
    await checkoutReady(canvasElement);
    const item = { productId: buyNowProduct._id, variantId: buyNowVariant._id, size: "L", quantity: 2 };
    await expect(quoteCalls.bodies.at(-1)).toMatchObject({ product: item });
    await userEvent.click(placeButton(canvasElement));
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1));
    await expect(paymentCalls.bodies[0]).toMatchObject({ product: item });
    await expect(paymentCalls.bodies[0]).not.toHaveProperty("cartLineIds");
  },
};

const buyNowRoute = (search: string) => ({
  route: { path: "/checkout/:productId/:variantId", initialEntry: `${buyNowPath}?${search}` },
});

/** Buy Now: a coupon applied and gift wrap ticked are written into the page's URL, so a reload keeps them. */
export const BuyNowChoicesInUrl: Story = {
  parameters: buyNowRoute("size=L&quantity=2"),
  decorators: [withLocationProbe],
  beforeEach({ msw }) {
    msw.use(quoteCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Coupon code" }), "discount10{Enter}");
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent(
      `${buyNowPath}?size=L&quantity=2&giftWrap=1&coupon=discount10`,
    );
    await waitFor(() =>
      expect(quoteCalls.bodies.at(-1)).toMatchObject({ couponCode: "discount10", giftWrap: true }),
    );
    await billSettled(canvasElement);
  },
};

/** Buy Now reloaded with a coupon in its URL: it is applied again. */
export const BuyNowCouponAfterReload: Story = {
  parameters: buyNowRoute("size=L&quantity=2&coupon=DISCOUNT10"),
  beforeEach({ msw }) {
    msw.use(quoteCalls.handler, ...checkoutHandlers.couponApplied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutReady(canvasElement, "₹1,844");
    await expectVisible(canvas.findByText("Coupon applied! You saved ₹204", { ignore: "[role=status]" }));
    await expect(quoteCalls.bodies[0]).toMatchObject({ couponCode: "DISCOUNT10" });
  },
};

export const BuyNowWithoutSize: Story = {
  parameters: {
    route: { path: "/checkout/:productId/:variantId", initialEntry: `${buyNowPath}?quantity=1` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.buyNowIncomplete }));
    await expect(canvas.getByRole("link", { name: "Choose a size" })).toHaveAttribute(
      "href",
      `/display/${buyNowProduct._id}/${buyNowVariant._id}`,
    );
    await expect(quoteCalls.urls).toHaveLength(0);
  },
};

const design = designCartLine.design;
if (!design) throw new Error("the sample design line carries its design");
const designPath = designCheckoutPath(designCartLine, design.customizationId);

/** Buy Now of a saved design: the design drawn on its blank, the customised products' return policy
 * stated before payment, and the order placed as customised, naming the design. */
export const BuyNowDesign: Story = {
  parameters: { route: { path: "/checkout/:productId/:variantId", initialEntry: designPath } },
  beforeEach({ msw }) {
    msw.use(quoteCalls.handler, ...checkoutHandlers.design, ...customiserHandlers.default);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("textbox", { name: "Full name" }));
    const bill = await canvas.findByRole("region", { name: /Price Details/ });
    await waitFor(() =>
      expect(within(bill).getAllByText(formatRupees(designQuote.total))).not.toHaveLength(0),
    );
    await billSettled(canvasElement);
    await expectVisible(canvas.findByRole("img", { name: `${designCartLine.name}, your design, front` }));
    await expect(canvas.getByText(designOrderWords.returnPolicy)).toBeVisible();
    const item = {
      productId: designCartLine.productId,
      variantId: designCartLine.variantId,
      size: designCartLine.size,
      quantity: 1,
      customizationId: design.customizationId,
    };
    await expect(quoteCalls.bodies.at(-1)).toMatchObject({ product: item });
    await userEvent.click(placeButton(canvasElement));
    await waitFor(() => expect(gatewayRedirects).toHaveLength(1));
    await expect(paymentCalls.bodies[0]).toMatchObject({
      orderType: "customize",
      customizationId: design.customizationId,
      product: { productId: item.productId, variantId: item.variantId, size: item.size, quantity: 1 },
    });
    await expect((paymentCalls.bodies[0] as { product?: object }).product).not.toHaveProperty(
      "customizationId",
    );
  },
};

/** type=customized without a design: a notice, not a broken form. */
export const Customized: Story = {
  parameters: {
    route: { path: "/checkout/:productId/:variantId", initialEntry: `${buyNowPath}?type=customized&size=M` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.customizedTitle }));
    await expect(canvas.getByText(messages.customizedText)).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(quoteCalls.urls).toHaveLength(0);
  },
};

export const NothingSelected: Story = {
  beforeEach({ msw }) {
    msw.use(...cartHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.emptySelection }));
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Back to Bag" })).toHaveAttribute("href", "/cart");
  },
};

export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    await expectLoginPrompt(canvasElement, "/checkout");
    await expect(within(canvasElement).getByRole("heading", { name: messages.guestTitle })).toBeVisible();
    await expect(quoteCalls.urls).toHaveLength(0);
  },
};

/** The bag has not answered yet: the checkout waits for it, nothing to fill in. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.cart.never, "get", "/cart/getusercart"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading your bag" }));
    await expect(canvas.queryByRole("textbox", { name: "Full name" })).toBeNull();
  },
};

/** The bag could not be read: it says so, and Try Again reads it again. */
export const BagLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.cart.error, "get", "/cart/getusercart"));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("We could not load your bag.");
    await expect(within(alert).getByRole("button", { name: "Try Again" })).toBeEnabled();
    await expect(quoteCalls.urls).toHaveLength(0);
  },
};

/** The bill could not be worked out: the form is there, the summary says so and offers Try Again. */
export const QuoteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.checkout.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("textbox", { name: "Full name" }));
    const alert = await canvas.findByText(messages.quoteFailed);
    const problem = alert.closest("[role='alert']") as HTMLElement;
    await expect(within(problem).getByRole("button", { name: "Try Again" })).toBeEnabled();
    await expect(canvas.queryByRole("region", { name: /Price Details/ })).toBeNull();
  },
};

/** The checkout in the shop's header and footer. */
export const InTheShop: Story = inTheShopStory(
  "Checkout",
  async (canvasElement) => {
    await checkoutReady(canvasElement);
    await billSettled(canvasElement);
  },
  { as: "shopper", tags: ["cart", "checkout"] },
);
