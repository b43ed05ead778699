import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { shopper } from "../../../mocks/fixtures";
import { reviewHandlers } from "../../../mocks/handlers/reviews";
import { mockSignOut } from "../../../mocks/handlers/store";
import { ProductScreen } from "../../../src/features/product/ProductScreen";
import { sentRequests } from "../../support/sentRequests";
import { fillField, expectVisible } from "../../support/storyHelpers";
import {
  expectLoginPopup,
  forgetPincode,
  logoTee,
  productPageHandlers,
  productRoute,
  reviewedByShopper,
  signedIn,
  supima,
  WithLoginPopup,
} from "./productStoryKit";
import { variants } from "../../../mocks/handlers";

const posts = sentRequests("post", "/product/:productId/addreview");

// The reviews live on the product page (the form updates the page's cached product), so the stories
// render the page and look at its Reviews section.
const meta = {
  title: "Features/Product/Reviews",
  component: ProductScreen,
  parameters: { ...productRoute(supima), ...signedIn.parameters, layout: "fullscreen" },
  render: () => (
    <WithLoginPopup>
      <ProductScreen />
    </WithLoginPopup>
  ),
  beforeEach({ msw }) {
    forgetPincode();
    posts.clear();
    signedIn.beforeEach();
    msw.use(posts.handler, ...productPageHandlers());
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reviews(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole("heading", { level: 2, name: "Reviews" });
  return within(heading.closest("section") as HTMLElement);
}

async function writeReview(section: ReturnType<typeof within>, stars: number, comment: string) {
  await userEvent.click(section.getByRole("radio", { name: `${stars} stars` }));
  const field = section.getByRole("textbox", { name: "Your review" });
  await userEvent.clear(field);
  await fillField(field, comment);
  await userEvent.click(section.getByRole("button", { name: "Submit Review" }));
}

export const Empty: Story = {
  parameters: productRoute(logoTee),
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await expect(section.getByText("No reviews yet. Be the first to review!")).toBeVisible();
    await expect(section.getByRole("heading", { name: "Write a review" })).toBeVisible();
    await expect(section.getByRole("textbox", { name: "Your review" })).toHaveAttribute(
      "placeholder",
      expect.stringMatching(/^Share your experience with this product/),
    );
  },
};

/** The list (at most 24rem tall, then it scrolls), with the verified buyers marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    const list = section.getByRole("list", { name: "Reviews" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(supima.reviews.length);
    await expect(getComputedStyle(list).maxHeight).toBe("384px");
    await expect(getComputedStyle(list).overflowY).toBe("auto");
    const verified = supima.reviews.filter((r) => r.verifiedBuyer).length;
    await expect(within(list).queryAllByText("Verified buyer")).toHaveLength(verified);
    await expect(section.getByText(`${supima.reviewCount} reviews`)).toBeVisible();
  },
};

/** Both fields are needed: nothing is sent without them. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await userEvent.click(section.getByRole("button", { name: "Submit Review" }));
    await expectVisible(section.findByText("Please choose a rating."));
    await expect(section.getByText("Please write your review.")).toBeVisible();
    await expect(posts.bodies).toHaveLength(0);
  },
};

/** The stars are a radio group: arrow keys choose. */
export const KeyboardStars: Story = {
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    section.getByRole("radio", { name: "1 star" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(section.getByRole("radio", { name: "4 stars" })).toBeChecked();
  },
};

export const Posting: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.reviews.never);
  },
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await writeReview(section, 4, "Soft and cool in the Indore summer.");
    await expectVisible(section.findByRole("progressbar", { name: "Posting your review" }));
    await expect(section.getByRole("textbox", { name: "Your review" })).toBeDisabled();
  },
};

/** Posted: the review tops the list, the count moves, and the form now edits it. */
export const Posted: Story = {
  parameters: productRoute(logoTee),
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await writeReview(section, 5, "Soft and cool in the Indore summer.");
    await expectVisible(section.findByText("Thank you! Your review is posted."));
    const list = section.getByRole("list", { name: "Reviews" });
    const first = within(list).getAllByRole("listitem")[0];
    await expect(first).toHaveTextContent(shopper.username);
    await expect(first).toHaveTextContent("Soft and cool in the Indore summer.");
    await expect(section.getByText("1 review")).toBeVisible();
    await expect(section.getByRole("heading", { name: "Edit your review" })).toBeVisible();
    await expect(section.getByRole("textbox", { name: "Your review" })).toHaveValue(
      "Soft and cool in the Indore summer.",
    );
    await expect(posts.bodies).toEqual([{ rating: 5, comment: "Soft and cool in the Indore summer." }]);
  },
};

/** Refused: the server's message, and what was typed stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(...reviewHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await writeReview(section, 3, "Colour is darker than the photos.");
    await expectVisible(section.findByText("Could not save your review"));
    await expect(section.getByRole("textbox", { name: "Your review" })).toHaveValue(
      "Colour is darker than the photos.",
    );
    await expect(section.getByRole("radio", { name: "3 stars" })).toBeChecked();
  },
};

/** The shopper reviewed this product before: the form edits that review, filled in. */
export const EditsOwnReview: Story = {
  parameters: productRoute(reviewedByShopper),
  play: async ({ canvasElement }) => {
    const own = reviewedByShopper.reviews.find((r) => r.user === shopper.username);
    const section = await reviews(canvasElement);
    await expect(section.getByRole("heading", { name: "Edit your review" })).toBeVisible();
    await expect(section.getByRole("textbox", { name: "Your review" })).toHaveValue(own?.comment);
    await expect(
      section.getByRole("radio", { name: `${own?.rating} ${own?.rating === 1 ? "star" : "stars"}` }),
    ).toBeChecked();
  },
};

/** A guest's Submit Review opens the login popup; nothing is sent. */
export const GuestGetsLogin: Story = {
  parameters: { query: { initialData: [] } },
  beforeEach() {
    // A guest: undoes the file's signed-in default.
    mockSignOut();
  },
  play: async ({ canvasElement }) => {
    const section = await reviews(canvasElement);
    await waitFor(() => expect(section.getByRole("heading", { name: "Write a review" })).toBeVisible());
    await writeReview(section, 5, "Great tee.");
    await expectLoginPopup();
    await expect(posts.bodies).toHaveLength(0);
  },
};
