import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { http } from "../../../mocks/handlers/http";
import { mockStore } from "../../../mocks/handlers/store";
import { productHandlers } from "../../../mocks/handlers/products";
import { productPath } from "../../../src/lib/paths";
import { PRODUCT_TERMS_TITLE, ProductScreen } from "../../../src/features/product/ProductScreen";
import { productPurchaseTerms } from "../../../src/lib/purchaseTerms";
import { CartButton } from "../../../src/features/shell/Header/CartButton";
import { LocationProbe } from "../../support/LocationProbe";
import { findOpenDialog, expectToast, expectVisible } from "../../support/storyHelpers";
import { sentRequests } from "../../support/sentRequests";
import {
  charcoalJeans,
  expectLoginPopup,
  forgetPincode,
  kashmir,
  productPageHandlers,
  productRoute,
  signedIn,
  streetDhaba,
  supima,
  WithLoginPopup,
} from "./productStoryKit";
import { only, variants } from "../../../mocks/handlers";
import { inTheShopStory } from "../../support/inTheShop";

const cartCalls = sentRequests("post", "/cart/items");

const meta = {
  title: "Features/Product/ProductScreen",
  component: ProductScreen,
  parameters: { ...productRoute(supima), layout: "fullscreen" },
  render: () => (
    <WithLoginPopup>
      <ProductScreen />
      <LocationProbe />
    </WithLoginPopup>
  ),
  beforeEach({ msw }) {
    forgetPincode();
    cartCalls.clear();
    msw.use(cartCalls.handler, ...productPageHandlers());
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("heading", { level: 1, name });

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/product/{productId}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading product" }));
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

/** Discounted: the final price, the struck original and the percent off; the first image loads first. */
export const LoadedDiscounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await expect(canvas.getByText(supima.description)).toBeVisible();
    await expect(canvas.getByText(`₹${supima.finalPrice}`)).toBeVisible();
    await expect(canvas.getByText(`₹${supima.price}`).tagName).toBe("S");
    await expect(canvas.getByText(`${supima.discount}% off`)).toBeVisible();
    await expect(canvas.getAllByText(`Rated ${supima.rating.toFixed(1)} out of 5`)[0]).toBeInTheDocument();
    await expect(canvas.getByText(`(${supima.reviewCount} reviews)`)).toBeVisible();
    const images = within(
      canvas.getByRole("region", { name: `${supima.name} in ${supima.variants[0].color} images` }),
    ).getAllByRole("img");
    await expect(images[0]).toHaveAttribute("fetchpriority", "high");
    await expect(images[0]).toHaveAttribute("srcset", expect.stringContaining("-800.webp 800w"));
    await expect(images[1]).toHaveAttribute("loading", "lazy");
    // Info rows.
    await expect(canvas.getByText("Return policy").nextElementSibling).toHaveTextContent(
      `${supima.returnPolicy} days`,
    );
    await expect(canvas.getByText("COD available").nextElementSibling).toHaveTextContent("Yes");
    await expect(canvas.getByText("Availability").nextElementSibling).toHaveTextContent("In Stock");
    // No size is chosen at first.
    const sizes = canvas.getByRole("radiogroup", { name: /Size/ });
    for (const radio of within(sizes).getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

/**
 * Delivery, returns, refunds, exchange, cancellation and every charge stated on the product page, before
 * the bag, with the link to the whole policy (docs/decisions/seller-disclosures.md#before-payment).
 */
export const PurchaseTermsStated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const terms = within(canvas.getByRole("region", { name: PRODUCT_TERMS_TITLE }));
    for (const line of productPurchaseTerms(supima)) {
      await expect(terms.getByText(line.term)).toBeVisible();
      await expect(terms.getByText(line.text)).toBeVisible();
    }
    await expect(terms.getByText(/Free delivery across India/)).toBeVisible();
    await expect(terms.getByText(/no cancellation charge/)).toBeVisible();
    await expect(terms.getByText(/gift wrap ₹25, only if you tick it/)).toBeVisible();
    await expect(terms.getByRole("link", { name: "Cancellation and Returns policy" })).toHaveAttribute(
      "href",
      "/return-cancellation",
    );
  },
};

/** No discount: one price, nothing struck, no badge; a 4.5 average shows four and a half stars. */
export const NotDiscounted: Story = {
  parameters: productRoute(kashmir),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, kashmir.name);
    await expect(canvas.getByText(`₹${kashmir.finalPrice.toLocaleString("en-IN")}`)).toBeVisible();
    await expect(canvasElement.querySelector("s")).toBeNull();
    await expect(canvas.queryByText(/% off$/)).toBeNull();
    const top = canvas.getAllByText(`Rated ${kashmir.rating.toFixed(1)} out of 5`)[0]
      .parentElement as HTMLElement;
    await expect(top.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    await expect(top.querySelectorAll('[data-star="half"]')).toHaveLength(1);
  },
};

/** A sold-out size is crossed out (still choosable, to ask for an alert); a low one says how many are left. */
export const SoldOutAndLowStockSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const sizes = canvas.getByRole("radiogroup", { name: /Size/ });
    const soldOut = within(sizes).getByRole("radio", { name: "L, sold out" });
    await expect(soldOut).toBeEnabled();
    const crossed = within(sizes).getByText("L").closest("label") as HTMLElement;
    await expect(getComputedStyle(crossed).textDecorationLine).toBe("line-through");
    await expect(within(sizes).getByRole("radio", { name: "M, only 2 left" })).toBeEnabled();
    await userEvent.click(within(sizes).getByText("M"));
    await expect(within(sizes).getByRole("radio", { name: "M, only 2 left" })).toBeChecked();
    // The stepper stops at the 2 in stock.
    const quantity = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(canvas.getByRole("button", { name: /Increase/ }));
    await expect(quantity).toHaveValue("2");
    await expect(canvas.getByRole("button", { name: /Increase/ })).toBeDisabled();
  },
};

const restockCalls = sentRequests("post", "/product/:productId/restock-alerts");

/** A sold-out size chosen: the page says so and offers Notify me for it in place of Add to Cart. */
export const SoldOutSizeNotifyMe: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const sizes = canvas.getByRole("radiogroup", { name: /Size/ });
    await userEvent.click(within(sizes).getByText("L"));
    await expect(within(sizes).getByRole("radio", { name: "L, sold out" })).toBeChecked();
    await expect(canvas.getByRole("heading", { name: "Size L is sold out in this colour." })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Notify me when L is back" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Add to Cart" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Buy Now" })).toBeNull();
    // Back to a size in stock: the cart buttons return.
    await userEvent.click(within(sizes).getByText("S"));
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await userEvent.click(within(sizes).getByText("L"));
    await expect(canvas.getByRole("button", { name: "Notify me when L is back" })).toBeVisible();
  },
};

/** Notify me for the one sold-out size: the alert is asked for that variant and size, and the answer stays. */
export const SoldOutSizeAlertSet: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    restockCalls.clear();
    msw.use(restockCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("L"));
    await userEvent.click(canvas.getByRole("button", { name: "Notify me when L is back" }));
    await expectVisible(canvas.findByText("We'll mail you when L is back in stock."));
    await expect(restockCalls.bodies).toEqual([{ variantId: supima.variants[0]._id, size: "L" }]);
    await expect(canvas.queryByRole("button", { name: "Notify me when L is back" })).toBeNull();
  },
};

/** A guest's Notify me asks them to sign in, with the size kept in the URL the sign-in returns to. */
export const SoldOutSizeGuest: Story = {
  beforeEach({ msw }) {
    restockCalls.clear();
    msw.use(restockCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("L"));
    await userEvent.click(canvas.getByRole("button", { name: "Notify me when L is back" }));
    await expectLoginPopup();
    await expect(canvas.getByTestId("location")).toHaveTextContent(
      `${productPath(supima._id, supima.variants[0]._id)}?size=L`,
    );
    await expect(restockCalls.bodies).toHaveLength(0);
  },
};

/** Back from signing in (the size in the URL): the sold-out size is chosen and Notify me is ready. */
export const SoldOutSizeBackFromSignIn: Story = {
  parameters: {
    route: {
      path: "/display/:productId/:variantId",
      initialEntry: `${productPath(supima._id, supima.variants[0]._id)}?size=L`,
    },
    ...signedIn.parameters,
  },
  beforeEach: signedIn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await expect(canvas.getByRole("radio", { name: "L, sold out" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Notify me when L is back" })).toBeEnabled();
  },
};

/** Every size sold out: the page says so and offers Notify me per size; the server's answer shows. */
export const AllSizesSoldOut: Story = {
  parameters: { ...productRoute(streetDhaba), ...signedIn.parameters },
  beforeEach: signedIn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, streetDhaba.name);
    await expect(
      canvas.getByRole("heading", { name: "This colour is sold out in every size." }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Add to Cart" })).toBeNull();
    await expect(canvas.getByText("Availability").nextElementSibling).toHaveTextContent("Out of Stock");
    await userEvent.click(canvas.getByRole("button", { name: "Notify me when XL is back" }));
    await expectVisible(canvas.findByText("We'll mail you when XL is back in stock."));
  },
};

/** A guest's Notify me opens the login popup, and nothing is sent. */
export const AllSizesSoldOutGuest: Story = {
  parameters: productRoute(streetDhaba),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, streetDhaba.name);
    await userEvent.click(canvas.getByRole("button", { name: "Notify me when M is back" }));
    await expectLoginPopup();
  },
};

/** Choosing a colour changes the gallery (back to its first image) and the URL. */
export const ChangeColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const [first, second] = supima.variants;
    await userEvent.click(canvas.getByRole("radio", { name: second.color }));
    await expectVisible(canvas.findByRole("region", { name: `${supima.name} in ${second.color} images` }));
    await expect(
      canvas.getAllByRole("img", { name: new RegExp(`in ${second.color}, front view`) })[0],
    ).toHaveAttribute("src", second.images[0]);
    await expect(canvas.getByRole("radio", { name: second.color })).toBeChecked();
    await expect(canvas.getByTestId("location")).toHaveTextContent(productPath(supima._id, second._id));
    await expect(
      canvas.queryByRole("region", { name: `${supima.name} in ${first.color} images` }),
    ).toBeNull();
  },
};

/** A guest's Add to Cart fills their bag as a shopper's does: the toast, and the header's count. */
export const GuestAddToCart: Story = {
  render: () => (
    <WithLoginPopup>
      <CartButton />
      <ProductScreen />
      <LocationProbe />
    </WithLoginPopup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await expect(canvas.getByRole("link", { name: "Cart" })).toBeVisible();
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("XL"));
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expectToast("Product added to cart successfully");
    await expectVisible(canvas.findByRole("link", { name: "Cart, 1 item" }));
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(cartCalls.bodies).toEqual([
      { productId: supima._id, variantId: supima.variants[0]._id, size: "XL", quantity: 1 },
    ]);
  },
};

/** Signed in: without a size, 'Please select a size.'; with one, the line is sent and the toast says so. */
export const SignedInAddToCart: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expectVisible(canvas.findByText("Please select a size."));
    await expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("XL"));
    await expect(canvas.queryByText("Please select a size.")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Increase Quantity" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expectToast("Product added to cart successfully");
    await expect(cartCalls.bodies).toEqual([
      { productId: supima._id, variantId: supima.variants[0]._id, size: "XL", quantity: 2 },
    ]);
  },
};

export const AddToCartFails: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    msw.use(
      http.post("/cart/items", ({ response }) =>
        response(409).json({ success: false, message: "Out of stock" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("S"));
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expectToast("Error adding product to cart");
  },
};

/** Buy Now goes to checkout with the size and quantity in the URL. */
export const BuyNow: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expectVisible(canvas.findByText("Please select a size."));
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("S"));
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expect(
      await canvas.findByText(
        `Navigated to /checkout/${supima._id}/${supima.variants[0]._id}?size=S&quantity=1`,
      ),
    ).toBeInTheDocument();
  },
};

/** A guest's Buy Now goes to the checkout as a shopper's does (the checkout has them sign in first). */
export const GuestBuyNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(within(canvas.getByRole("radiogroup", { name: /Size/ })).getByText("S"));
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expectVisible(
      canvas.findByText(`Navigated to /checkout/${supima._id}/${supima.variants[0]._id}?size=S&quantity=1`),
    );
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

/** The size guide: the sub-category's chart, in cm or inches, with its fit note. */
export const SizeGuide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    await userEvent.click(canvas.getByRole("button", { name: "Size guide" }));
    const dialog = await findOpenDialog("Size guide: Regular-fit T-shirts");
    const table = within(dialog).getByRole("table");
    const cells = () =>
      within(within(table).getByRole("rowheader", { name: "M" }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Size", "Chest", "Length", "Shoulder", "Sleeve"]);
    await expect(cells()).toEqual(["101", "70", "44", "21"]);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Inches" }));
    // Inches to the nearest half.
    await waitFor(() => expect(cells()).toEqual(["40", "27.5", "17.5", "8.5"]));
    await expect(within(dialog).getByText(/Regular fit: true to size/)).toBeVisible();
    // Every column in view (it used to cut Sleeve off on a phone).
    await expect(table.scrollWidth).toBeLessThanOrEqual((table.parentElement as HTMLElement).clientWidth);
  },
};

/** Jeans are sold by waist: the sizes are waists in inches, and the guide lists them by waist. */
export const JeansByWaist: Story = {
  parameters: productRoute(charcoalJeans),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, charcoalJeans.name);
    const sizes = canvas.getByRole("radiogroup", { name: /Size/ });
    await expect(
      within(sizes)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["30", "32", "34", "36", "38"]);
    await expect(within(sizes).getByRole("radio", { name: "32, sold out" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Size guide" }));
    const dialog = await findOpenDialog("Size guide: Jeans");
    const table = within(dialog).getByRole("table");
    await expect(within(table).getAllByRole("columnheader")[0]).toHaveTextContent("Waist size");
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["30", "32", "34", "36", "38"]);
    await expect(within(dialog).getByText(/take your usual waist size/)).toBeVisible();
  },
};

/** Beside a pincode we do not deliver to, the trust strip promises free delivery only where we deliver. */
export const UnservedPincode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const promises = canvas.getByRole("list", { name: "Shopping with Rangrez" });
    await expect(within(promises).getByText("Free delivery across India")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Pincode" }), "194101");
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expectVisible(canvas.findByText("Sorry, delivery is not available at this location."));
    await expect(within(promises).getByText("Free delivery wherever we deliver")).toBeVisible();
    await expect(within(promises).queryByText(/across India/)).toBeNull();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(
      within(canvasElement).findByRole("heading", { level: 1, name: "Oops! Page Not Found" }),
    );
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("We could not load this product. Please try again."));
    await expect(canvas.getByRole("button", { name: "Try Again" })).toBeEnabled();
  },
};

const wishlistCalls = sentRequests("post", "/auth/wishlist/:userId");

/** Signed in: the heart beside the name saves the product at once (pressed), and the call names it. */
export const WishlistFromProductPage: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    wishlistCalls.clear();
    msw.use(wishlistCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, supima.name);
    const heart = canvas.getByRole("button", { name: `Wishlist ${supima.name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(wishlistCalls.bodies).toEqual([{ productId: supima._id }]));
    // Still saved once the wishlist has been read again (a refused save would have reverted it).
    await waitFor(() => expect(mockStore.wishlistIds).toContain(supima._id));
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  },
};

/** The product page in the shop's header and footer. */
export const InTheShop: Story = {
  ...inTheShopStory(
    supima.name,
    async (canvasElement) => {
      await expectVisible(within(canvasElement).findByRole("button", { name: "Add to Cart" }));
    },
    { as: "guest", tags: ["products", "reviews"] },
  ),
  // The shell has the shop's own login popup.
  render: () => <ProductScreen />,
};
