import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { customizations, shopper } from "../../../mocks/fixtures";
import { expectHeldBelowTheHeader, inTheShopStory } from "../../support/inTheShop";
import { sentRequests } from "../../support/sentRequests";
import { variants } from "../../../mocks/handlers";
import { fail, http } from "../../../mocks/handlers/http";
import { CustomiserScreen } from "../../../src/features/customiser/CustomiserScreen";
import { designCheckoutPath } from "../../../src/lib/paths";
import { customiserMessages as messages } from "../../../src/features/customiser/customiserMessages";
import { keepDesign } from "../../../src/features/customiser/designHandoff";
import { newGraphicLayer } from "../../../src/features/customiser/newLayers";
import { mobileGlobals } from "../../support/storyHelpers";
import {
  addFirstGraphic,
  chooseColour,
  customiserPageHandlers,
  customiserRoute,
  findStage,
  firstColour,
  firstGraphic,
  layerOptions,
  signedIn,
} from "./customiserStoryKit";

const meta = {
  title: "Features/Customiser/CustomiserScreen",
  component: CustomiserScreen,
  parameters: { ...customiserRoute, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...customiserPageHandlers());
  },
} satisfies Meta<typeof CustomiserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen: the hoodie's front, nothing printed yet, its price and the choices. */
export const DefaultHoodie: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: /Custom printed hoodies and T-shirts/ }),
    ).toBeVisible();
    const stage = await findStage();
    await expect(stage.querySelector("image")?.getAttribute("href")).toContain("hoodie");
    await expect(canvas.getByRole("radio", { name: "Hoodie" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Front" })).toBeChecked();
    for (const size of ["S", "M", "L", "XL", "XXL"])
      await expect(canvas.getByRole("radio", { name: size })).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "₹1,299 · nothing printed yet" })).toBeVisible();
    await expect(
      await canvas.findByRole("button", { name: `Add graphic ${firstGraphic.name}` }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole("heading", { name: "Custom apparel, printed for you" }),
    ).toBeInTheDocument();
  },
};

/** T-Shirt chosen: its blank and its price. */
export const TShirt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await userEvent.click(canvas.getByRole("radio", { name: "T-Shirt" }));
    const stage = await findStage(/T-Shirt, front, your design/);
    await waitFor(() => expect(stage.querySelector("image")?.getAttribute("href")).toContain("tshirt"));
    await expect(await canvas.findByRole("heading", { name: "₹599 · nothing printed yet" })).toBeVisible();
  },
};

/** The back on view; what is on the front stays on the front. */
export const BackSide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await userEvent.click(canvas.getByRole("radio", { name: "Back" }));
    await findStage(/Hoodie, back, your design/);
    await expect(canvas.getByText(/Nothing on the back yet/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Hoodie, front/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(await canvas.findByRole("heading", { name: "₹1,499 · front printed" })).toBeVisible();
  },
};

/** A graphic placed: centred at 40 % of the print area, selected, listed, priced. */
export const GraphicPlaced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await expect(layerOptions().map((o) => o.textContent)).toEqual([
      `Graphic '${firstGraphic.name}', front, centred, 40 % wide`,
    ]);
    await expect(canvas.getByTestId("selected-layer")).toHaveAccessibleName(
      `Graphic '${firstGraphic.name}', front, centred, 40 % wide`,
    );
    await expect(await canvas.findByRole("heading", { name: "₹1,499 · front printed" })).toBeVisible();
  },
};

/** Saving without a colour asks for one. */
export const ColourRequiredMessage: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Wishlist" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please select a product color.");
  },
};

/** Added to the wishlist once a colour is chosen. */
export const AddedToWishlist: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await chooseColour();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Wishlist" }));
    await expect(await canvas.findByText("Added to your wishlist!")).toBeVisible();
  },
};

/** A guest's save goes to sign in, the design kept for the way back; their picture needed no account. */
export const GuestAskedToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await expect(canvas.getByLabelText(/Upload a picture/)).toBeEnabled();
    await expect(canvas.getByText(messages.uploadGuestNote)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Sign in to upload/ })).toBeNull();
    await addFirstGraphic();
    await chooseColour();
    await userEvent.click(canvas.getByRole("button", { name: "Save design" }));
    await expect(await screen.findByText("Navigated to /login?redirect=%2Fcustomized")).toBeVisible();
    const kept = JSON.parse(window.sessionStorage.getItem("rangrez.customiser.design") ?? "null");
    await expect(kept.sides.front).toHaveLength(1);
  },
};

/** Nothing answers yet: the stage says it is loading the hoodie. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.customiser.never);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("progressbar", { name: "Loading the Hoodie" }),
    ).toBeVisible();
  },
};

/** The blanks' call fails: its words after 'Error fetching image:'. */
export const ErrorFetchingImage: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/customized/getImage", () => fail(500, "The blanks are not available")));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Error fetching image: The blanks are not available"),
    ).toBeVisible();
  },
};

/** The graphics' call fails: its words after 'Error fetching graphic:'. */
export const ErrorFetchingGraphic: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/customized/getGraphic", () => fail(500, "The graphics are not available")));
  },
  play: async ({ canvasElement }) => {
    await findStage();
    await expect(
      await within(canvasElement).findByText("Error fetching graphic: The graphics are not available"),
    ).toBeVisible();
  },
};

/** On a phone: the stage first, the controls under it. */
export const PhoneLayout: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const stage = await findStage();
    const type = within(canvasElement).getByRole("radio", { name: "Hoodie" });
    await expect(stage.getBoundingClientRect().bottom).toBeLessThanOrEqual(type.getBoundingClientRect().top);
    await expect(stage.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * On a phone, the stage stays at the top of the screen while the shopper is down among the tools: words
 * added there show on the garment in view, and a field reached by keyboard is never left under the stage.
 */
export const PhoneStageStaysInView: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = await findStage();
    const words = canvas.getByRole("textbox", { name: "Your words" });
    // The words field just under the top of the screen, where the stage now covers it; then focused.
    window.scrollTo(0, window.scrollY + words.getBoundingClientRect().top - 40);
    await expect(stage.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(words.getBoundingClientRect().top).toBeLessThan(stage.getBoundingClientRect().bottom);
    words.focus();
    await expect(words.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      stage.getBoundingClientRect().bottom,
    );

    await userEvent.type(words, "Chai Pe Charcha");
    await userEvent.click(canvas.getByRole("button", { name: "Add text" }));
    await waitFor(() => expect(stage.querySelector("text")?.textContent).toBe("Chai Pe Charcha"));
    const onScreen = stage.getBoundingClientRect();
    await expect(onScreen.top).toBeGreaterThanOrEqual(0);
    // The stage leaves most of the screen to the tools.
    await expect(onScreen.bottom).toBeLessThanOrEqual(window.innerHeight / 2);
    await expect(canvas.getByRole("button", { name: "Update text" })).toBeVisible();
  },
};

/** The shopper's own saved design reopened (?design=): its garment, colour, size and layers, and sharing. */
export const ReopenedDesign: Story = {
  ...signedIn,
  parameters: { route: { path: "/customized", initialEntry: `/customized?design=${customizations[0]._id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Black" })).toBeChecked(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole("radio", { name: "L" })).toBeChecked();
    await expect(layerOptions()[0]).toHaveTextContent(/^Graphic '.+', front, /);
    await expect(
      await canvas.findByRole("heading", { name: "₹1,699 · front and back printed" }),
    ).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Share this design by link" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Save as copy" })).toBeVisible();
  },
};

/** "Make it yours" from a share page: a guest starts from a new, unsaved copy of the shared design. */
export const CopyOfSharedDesign: Story = {
  parameters: { route: { path: "/customized", initialEntry: `/customized?from=${customizations[0]._id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Black" })).toBeChecked(), {
      timeout: 5000,
    });
    // The colour and the layers arrive in one change, the list's options a render later.
    await waitFor(() => expect(layerOptions()[0]).toHaveTextContent(/^Graphic '.+', front, /));
    await expect(
      await canvas.findByRole("heading", { name: "₹1,699 · front and back printed" }),
    ).toBeVisible();
    // A copy: nothing of the owner's to share or save over.
    await expect(canvas.queryByRole("button", { name: "Save as copy" })).toBeNull();
  },
};

/** A design that is not the shopper's (or no longer there): said plainly, the editor still works. */
export const ReopenedNotFound: Story = {
  ...signedIn,
  parameters: { route: { path: "/customized", initialEntry: "/customized?design=someone-elses" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "We could not find that design in your account. You can start a new one here.",
    );
    await findStage();
    await addFirstGraphic();
  },
};

/** Back from signing in: the guest's picture, now the account's, is on the stage again with its size, so
 * its sharpness is known and the design saves with it. */
export const UploadKeptThroughSignIn: Story = {
  ...signedIn,
  beforeEach() {
    signedIn.beforeEach();
    keepDesign(
      {
        type: "hoodie",
        color: firstColour.color,
        size: "M",
        sides: {
          front: [
            {
              id: "l1",
              kind: "upload",
              uploadId: "up_guest",
              x: 600,
              y: 800,
              width: 480,
              height: 600,
              rotation: 0,
            },
          ],
          back: [],
        },
      },
      [
        {
          _id: "up_guest",
          width: 400,
          height: 500,
          url: "/media/products/acid-wash-oversized-tee-black-front-800.webp",
        },
      ],
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await waitFor(() => expect(layerOptions()[0]).toHaveTextContent(/^Your picture, front, centred/));
    await userEvent.click(layerOptions()[0]);
    // 400 pixels over 4.8 inches: the kept size says it is too small to print at this size.
    await expect(await canvas.findByText(/83 DPI at this size: too low to print/)).toBeVisible();
    await expect(window.sessionStorage.getItem("rangrez.customiser.uploads")).toBeNull();
  },
};

/** Back from signing in: the design the guest made is on the stage again. */
export const DesignKeptThroughSignIn: Story = {
  ...signedIn,
  beforeEach() {
    signedIn.beforeEach();
    keepDesign({
      type: "tshirt",
      color: firstColour.color,
      size: "XL",
      sides: { front: [newGraphicLayer("l1", firstGraphic._id)], back: [] },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage(/T-Shirt, front, your design/);
    await expect(canvas.getByRole("radio", { name: "XL" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: firstColour.color })).toBeChecked();
    // The layer is named once the graphics have arrived.
    await waitFor(() =>
      expect(layerOptions()[0]).toHaveTextContent(
        `Graphic '${firstGraphic.name}', front, centred, 40 % wide`,
      ),
    );
    await expect(window.sessionStorage.getItem("rangrez.customiser.design")).toBeNull();
  },
};

const cartAdds = sentRequests("post", "/cart/items");

/** Added to the bag: saved first, then the bag's line is the design on its blank. (The cart mocks do not
 * keep design lines yet: this story's answer is the shopper's bag as the server would send it back.) */
export const AddedToBag: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    cartAdds.clear();
    msw.use(
      cartAdds.handler,
      http.post("/cart/items", ({ response }) =>
        response(201).json({
          success: true,
          message: "Added to cart",
          data: {
            _id: `cart_${shopper._id}`,
            userId: shopper._id,
            products: [],
            couponCode: null,
            createdAt: "2026-03-12T09:00:00.000Z",
            updatedAt: "2026-03-12T09:00:00.000Z",
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await chooseColour();
    await userEvent.click(canvas.getByRole("button", { name: "Add to cart" }));
    await expect(await canvas.findByText(messages.addedToBag)).toBeVisible();
    const saved = customizations[0];
    await expect(cartAdds.bodies).toEqual([
      {
        productId: saved.productId,
        variantId: saved.variantId,
        size: saved.size,
        quantity: 1,
        customizationId: saved._id,
      },
    ]);
  },
};

/** Order Now: saved, then on to the checkout of the design's blank. */
export const OrderNow: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await addFirstGraphic();
    await chooseColour();
    await userEvent.click(canvas.getByRole("button", { name: "Order Now" }));
    const saved = customizations[0];
    await expect(
      await screen.findByText(`Navigated to ${designCheckoutPath(saved, saved._id)}`),
    ).toBeVisible();
  },
};

/**
 * On a wide screen, scrolled down among the controls and on to their end: the stage stays beside them,
 * just below the shop's sticky header, not under it, with its Front and Back whole in the screen.
 */
export const WideStageBelowTheHeader: Story = {
  ...inTheShopStory(
    messages.heroTitle,
    async (canvasElement) => {
      const stage = await findStage();
      // Every control in, so the editor is as long as it will be.
      await screen.findByRole("button", { name: `Add graphic ${firstGraphic.name}` }, { timeout: 5000 });
      const canvas = within(canvasElement);
      const graphics = canvas.getByRole("heading", { name: "Graphics" });
      window.scrollTo(0, window.scrollY + graphics.getBoundingClientRect().top - 150);
      await expectHeldBelowTheHeader(canvasElement, stage);
      // The controls' last button at the foot of the screen: the page beside the stage ends there.
      const last = canvas.getByRole("button", { name: "Add to cart" });
      window.scrollBy(0, last.getBoundingClientRect().bottom - window.innerHeight);
      await expectHeldBelowTheHeader(canvasElement, stage);
      // The thumbnails of both sides ("Hoodie, front" and "Hoodie, back").
      const sides = canvas.getAllByRole("button", { name: /, (front|back)\b/ });
      await expect(sides).toHaveLength(2);
      for (const side of sides) {
        await expect(side.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      }
    },
    { as: "guest", tags: ["customiser"] },
  ),
};

/** The customiser in the shop's header and footer. */
export const InTheShop: Story = {
  ...inTheShopStory(
    messages.heroTitle,
    async () => {
      await findStage();
      await screen.findByRole("button", { name: `Add graphic ${firstGraphic.name}` }, { timeout: 5000 });
    },
    { as: "guest", tags: ["customiser"] },
  ),
};
