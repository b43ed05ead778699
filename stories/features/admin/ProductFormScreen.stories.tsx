import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http as mswHttp } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffProductsForEditing } from "../../../mocks/fixtures";
import { API_BASE_PATTERN, only, variants } from "../../../mocks/handlers";
import { SERVER_ERROR_MESSAGE } from "../../../mocks/handlers/http";
import { authHandlers } from "../../../mocks/handlers/auth";
import { pictureHandlers } from "../../../mocks/handlers/pictures";
import {
  STAFF_CATALOGUE_MESSAGES,
  staffCatalogueHandlers,
  UNDECLARED_SAMPLE,
} from "../../../mocks/handlers/staffProductEdits";
import { declarationsMissingMessage } from "../../../src/lib/productDeclarations";
import {
  AddProductScreen,
  EditProductScreen,
  productFormWords as words,
  staffMessages,
} from "../../../src/features/admin";
import { withLocationProbe } from "../../support/LocationProbe";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible, fillField, mobileGlobals } from "../../support/storyHelpers";
import { shopperRefusedStory } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const created = sentRequests("post", "/admin/products");
const updated = sentRequests("put", "/admin/products/:id");
const edited = staffProductsForEditing[0];
const EDIT_ROUTE = { path: "/admin/products/:id", initialEntry: `/admin/products/${edited._id}` };

/**
 * The shop's sample photo for any uploaded picture's renditions (the mocks keep no files): the preview
 * and the thumbnails show a real product photo.
 */
const SAMPLE_PHOTO = "/media/products/acid-wash-oversized-tee-black-front";
const samplePictureFiles = mswHttp.get("*/files/pictures/:file", async ({ params }) => {
  const ending = String(params.file).match(/-(400|800)\.(webp|avif)$/);
  const answer = await fetch(`${SAMPLE_PHOTO}-${ending?.[1] ?? "400"}.${ending?.[2] ?? "webp"}`);
  return new HttpResponse(await answer.arrayBuffer(), {
    headers: { "Content-Type": answer.headers.get("Content-Type") ?? "image/webp" },
  });
});

const meta = {
  title: "Features/Admin/ProductFormScreen",
  component: AddProductScreen,
  decorators: [withLocationProbe],
  // In the staff layout's frame: the shop's header and the staff navigation, as the page shows it.
  parameters: { route: { path: "/admin/products/new" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    created.clear();
    updated.clear();
    msw.use(
      created.handler,
      updated.handler,
      samplePictureFiles,
      ...authHandlers.default,
      ...staffCatalogueHandlers(),
      ...pictureHandlers.default,
    );
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof AddProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editStory = { render: () => <EditProductScreen />, parameters: { route: EDIT_ROUTE } } as const;

type Canvas = ReturnType<typeof within>;
const textbox = (canvas: Canvas, name: string) => canvas.getByRole("textbox", { name });

/** The form, once staff may use it. */
const form = (canvas: Canvas) => canvas.findByRole("form", { name: words.addTitle });

/** Chooses photos in a colour's file chooser, as staff picking several files at once. */
async function choosePictures(canvasElement: HTMLElement, names: string[], colour = 0) {
  const input = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[colour];
  const files = names.map((name) => new File([new Uint8Array(64)], name, { type: "image/jpeg" }));
  await userEvent.upload(input, files);
}

/** Everything a product needs but its pictures: words, prices, kind, tags, a colour with two sizes. */
async function fillAllButPictures(canvas: Canvas) {
  await form(canvas);
  await fillField(textbox(canvas, words.name), "Indigo Overshirt");
  await fillField(textbox(canvas, words.description), "A heavy cotton twill shacket with two chest pockets.");
  await fillField(textbox(canvas, words.price), "2499");
  await userEvent.clear(textbox(canvas, words.discount));
  await fillField(textbox(canvas, words.discount), "20");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: words.category }), "upperwear");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: words.subCategory }), "shacket");
  await fillField(textbox(canvas, words.returnPolicy), "15");
  await userEvent.click(canvas.getByRole("checkbox", { name: "New Arrivals" }));
  await fillField(textbox(canvas, words.colourName), "Indigo");
  await userEvent.click(canvas.getByRole("checkbox", { name: "M" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "L" }));
  await fillField(textbox(canvas, words.bulkPieces), "12");
  await userEvent.click(canvas.getByRole("button", { name: words.setAll("12") }));
}

/** One picture uploaded, ready, with its alt text. */
async function addReadyPicture(canvas: Canvas, canvasElement: HTMLElement) {
  await choosePictures(canvasElement, ["indigo-front.jpg"]);
  const pictures = await canvas.findByRole("list", { name: words.picturesOf("Indigo") });
  await waitFor(() => expect(within(pictures).queryByRole("progressbar")).toBeNull(), { timeout: 5000 });
  await fillField(textbox(canvas, `${words.alt}, picture 1`), "Indigo overshirt, front");
}

/** Staff open Add product: an empty form, COD on, the final price waiting for a price, nothing flagged. */
export const EmptyAddForm: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.addTitle })).toBeVisible();
    await form(canvas);
    await expect(textbox(canvas, words.name)).toHaveValue("");
    await expect(textbox(canvas, words.discount)).toHaveValue("0");
    await expect(canvas.getByTestId("final-price")).toHaveTextContent("—");
    await expect(canvas.getByRole("checkbox", { name: words.cod })).toBeChecked();
    await expect(canvas.getByRole("button", { name: words.saveDraft })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: words.publish })).toBeEnabled();
    await expect(canvas.queryByRole("heading", { name: words.summaryTitle })).toBeNull();
    // A page of the product table's: its navigation item is marked as the current section.
    await expectStaffNavAt(canvas, "Products", "true");
  },
};

/** Filled in: the final price follows price and discount, and the preview shows the card and page top. */
export const FilledWithPreview: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAllButPictures(canvas);
    await addReadyPicture(canvas, canvasElement);
    await expect(canvas.getByTestId("final-price")).toHaveTextContent("₹1,999");
    await expect(canvas.getByText(words.cardPicture)).toBeVisible();
    const card = within(canvas.getByTestId("preview-card"));
    await expect(card.getByRole("article", { name: "Indigo Overshirt" })).toBeVisible();
    await expect(card.getByText("₹1,999")).toBeVisible();
    await expect(card.getByText("NEW")).toBeVisible();
    const page = within(canvas.getByTestId("preview-page"));
    await expect(page.getByRole("heading", { name: "Indigo Overshirt" })).toBeVisible();
    await expect(page.getByText("15 days")).toBeVisible();
    await expect(page.getByText("In Stock")).toBeVisible();
  },
};

/** Saved with nothing typed: each required field says so in the shop's words, and the focus is on Name. */
export const RequiredFieldMissing: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await userEvent.click(canvas.getByRole("button", { name: words.saveDraft }));
    const name = textbox(canvas, words.name);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("name is required. Please fill the field.");
    const summary = within(canvas.getByRole("region", { name: words.summaryTitle }));
    await expect(
      summary.getByRole("link", { name: "name is required. Please fill the field." }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "tags is required. Please fill the field." }),
    ).toBeVisible();
    await expect(created.bodies).toEqual([]);
  },
};

/** Everything filled but the pictures: the colour asks for an image, and the focus goes to its button. */
export const NoImages: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAllButPictures(canvas);
    await userEvent.click(canvas.getByRole("button", { name: words.publish }));
    const add = canvas.getByRole("button", { name: words.addPictures("Indigo") });
    await waitFor(() => expect(add).toHaveFocus());
    await expect(add).toHaveAccessibleDescription(words.imagesRequired);
    await expect(
      canvas.getByRole("link", { name: `${words.colour(1, "Indigo")}: ${words.imagesRequired}` }),
    ).toBeVisible();
    await expect(created.bodies).toEqual([]);
  },
};

/** Two photos chosen at once, still going up: each shows its progress bar. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.pictures.never, "post", "/admin/pictures"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await choosePictures(canvasElement, ["front.jpg", "back.jpg"]);
    await expectVisible(canvas.findByRole("progressbar", { name: words.uploading("front.jpg") }));
    await expect(canvas.getByRole("progressbar", { name: words.uploading("back.jpg") })).toBeVisible();
    await expect(canvas.getByText(words.cardPicture)).toBeVisible();
  },
};

/** Uploaded, the renditions still being made: "processing" until the picture is ready. */
export const Processing: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...pictureHandlers.processing);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await choosePictures(canvasElement, ["front.jpg"]);
    await expectVisible(canvas.findByRole("progressbar", { name: `front.jpg: ${words.processing}` }));
    await expect(canvas.getByText(words.processing)).toBeVisible();
  },
};

/** A file that is not a photo the shop takes: the server's reason shows and it leaves the list. */
export const PictureRefused: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...pictureHandlers.refused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await choosePictures(canvasElement, ["logo.gif"]);
    const alert = await canvas.findByText(/^logo\.gif: file must be a JPEG, PNG, WebP or AVIF picture/);
    await expect(alert).toBeVisible();
    await expect(canvas.queryByRole("list", { name: words.picturesOf("") })).toBeNull();
  },
};

/** Published with two pictures reordered: 'Product successfully added!', the form empty again for the next
 * product, and the pictures sent in the order staff set. */
export const Saved: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAllButPictures(canvas);
    await addReadyPicture(canvas, canvasElement);
    // A second picture, moved first: the order staff set is the order saved.
    await choosePictures(canvasElement, ["indigo-back.jpg"]);
    const alt2 = await canvas.findByRole("textbox", { name: `${words.alt}, picture 2` });
    await fillField(alt2, "Indigo overshirt, back");
    const pictures = canvas.getByRole("list", { name: words.picturesOf("Indigo") });
    await waitFor(() => expect(within(pictures).queryByRole("progressbar")).toBeNull(), { timeout: 5000 });
    await userEvent.click(
      canvas.getByRole("button", { name: `${words.moveUp}: picture 2, indigo-back.jpg` }),
    );
    await userEvent.click(canvas.getByRole("button", { name: words.publish }));
    const done = await canvas.findByText(words.added);
    await waitFor(() => expect(done).toHaveFocus());
    await expect(textbox(canvas, words.name)).toHaveValue("");
    await expect(canvas.getByTestId("final-price")).toHaveTextContent("—");
    const [body] = created.bodies as Record<string, unknown>[];
    await expect(body).toMatchObject({
      name: "Indigo Overshirt",
      price: 2499,
      discount: 20,
      status: "published",
      variants: [
        {
          color: "Indigo",
          sizes: [
            { size: "M", stock: 12 },
            { size: "L", stock: 12 },
          ],
          images: [{ alt: "Indigo overshirt, back" }, { alt: "Indigo overshirt, front" }],
        },
      ],
    });
  },
};

/** The server refuses the save: its words show, and everything typed stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.staffCatalogue.error, "post", "/admin/products"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAllButPictures(canvas);
    await addReadyPicture(canvas, canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: words.saveDraft }));
    await expectVisible(canvas.findByText(SERVER_ERROR_MESSAGE));
    await expect(textbox(canvas, words.name)).toHaveValue("Indigo Overshirt");
  },
};

/** No answer at all (the connection dropped): the shop's fallback words. */
export const FallbackError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(mswHttp.post(`${API_BASE_PATTERN}/admin/products`, () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAllButPictures(canvas);
    await addReadyPicture(canvas, canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: words.saveDraft }));
    await expectVisible(canvas.findByText(words.fallback));
    await expect(textbox(canvas, words.name)).toHaveValue("Indigo Overshirt");
  },
};

/** A product opened for editing: its values, its status, and who changed it when. */
export const EditWithHistory: Story = {
  ...editStory,
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: words.editTitle(edited.name) }));
    await expect(textbox(canvas, words.name)).toHaveValue(edited.name);
    await expect(canvas.getAllByRole("textbox", { name: words.colourName })).toHaveLength(
      edited.variants.length,
    );
    const history = within(canvas.getByRole("region", { name: words.history }));
    await expect(history.getByText("Added")).toBeVisible();
    await expect(history.getByText(new RegExp(edited.history[0].actorName))).toBeVisible();
    const status = within(canvas.getByRole("region", { name: words.status }));
    await expect(status.getByText("Published")).toBeVisible();
  },
};

/** Saved after someone else: their change is not overwritten; Reload keeps what was typed. */
export const StaleEdit: Story = {
  ...editStory,
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffCatalogueEditConflict());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: words.name });
    await userEvent.clear(name);
    await fillField(name, "Logo Crew Tee, new season");
    await userEvent.click(canvas.getByRole("button", { name: words.saveChanges }));
    await expectVisible(canvas.findByText(STAFF_CATALOGUE_MESSAGES.changedMeanwhile));
    await expect(canvas.getByRole("button", { name: words.reload })).toBeEnabled();
    await expect(name).toHaveValue("Logo Crew Tee, new season");
  },
};

const staffCatalogueEditConflict = () => variants.staffCatalogue.conflict;

/** After Reload: the newer copy is taken in, the typed name is still there, ready to save again. */
export const StaleEditReloaded: Story = {
  ...editStory,
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffCatalogueEditConflict());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: words.name });
    await userEvent.clear(name);
    await fillField(name, "Logo Crew Tee, new season");
    await userEvent.click(canvas.getByRole("button", { name: words.saveChanges }));
    await userEvent.click(await canvas.findByRole("button", { name: words.reload }));
    await expectVisible(canvas.findByText(words.reloaded));
    await expect(name).toHaveValue("Logo Crew Tee, new season");
  },
};

/** A published product moved back to the drafts: shoppers no longer see it; Publish is offered. */
export const StatusDraft: Story = {
  ...editStory,
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: words.toDraft }));
    const status = within(canvas.getByRole("region", { name: words.status }));
    await expectVisible(status.findByText("Draft"));
    await expect(status.getByRole("button", { name: words.publish })).toBeVisible();
    await expect(status.getByRole("status")).toHaveTextContent(words.statusChanged("Moved to drafts"));
  },
};

/** A published product: its badge, Move to drafts and Archive. */
export const StatusPublished: Story = {
  ...editStory,
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: words.status });
    const status = within(region);
    await expect(status.getByText("Published")).toBeVisible();
    await expect(status.getByRole("button", { name: words.toDraft })).toBeVisible();
    await expect(status.getByRole("button", { name: words.archive })).toBeVisible();
  },
};

/** The legal declarations (docs/decisions/product-declarations.md) as loaded, with a field per sold size
 * and measure; made abroad but not named by its importer, the form says what publishing needs, and the
 * save sends what staff gave. */
export const DeclarationsEdited: Story = {
  ...editStory,
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole("region", { name: words.declarations }));
    const declared = edited.declarations;
    await expect(section.getByRole("textbox", { name: words.countryOfOrigin })).toHaveValue(
      declared.countryOfOrigin,
    );
    await expect(section.getByRole("combobox", { name: words.makerRole })).toHaveValue(declared.makerRole);
    const first = declared.measurements?.[0];
    await expect(
      section.getByRole("textbox", { name: words.measurementLabel(first?.size ?? "", "Chest") }),
    ).toHaveValue(String(first?.chest));
    await expect(section.getByTestId("declarations-needed")).toHaveTextContent(words.readyToPublish);

    const country = section.getByRole("textbox", { name: words.countryOfOrigin });
    await userEvent.clear(country);
    await fillField(country, "Bangladesh");
    await expect(section.getByTestId("declarations-needed")).toHaveTextContent(
      "Needed to publish: the importer, for a product made outside India.",
    );
    await userEvent.selectOptions(section.getByRole("combobox", { name: words.makerRole }), "importer");
    await expect(section.getByTestId("declarations-needed")).toHaveTextContent(words.readyToPublish);
    await userEvent.click(canvas.getByRole("button", { name: words.saveChanges }));
    await expectVisible(canvas.findByText(words.saved));
    const sent = updated.bodies.at(-1) as { product: { declarations: Record<string, unknown> } };
    await expect(sent.product.declarations).toMatchObject({
      countryOfOrigin: "Bangladesh",
      makerRole: "importer",
    });
  },
};

/** A draft without its declarations cannot be published: the server's refusal names what is missing,
 * on the screen, and the product stays a draft. */
export const PublishRefusedWithoutDeclarations: Story = {
  ...editStory,
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffCatalogueHandlers([{ ...edited, status: "draft", declarations: {} }]));
    msw.use(...variants.staffCatalogue.undeclared);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole("region", { name: words.status }));
    const section = within(canvas.getByRole("region", { name: words.declarations }));
    await expect(section.getByTestId("declarations-needed")).toHaveTextContent(
      /^Needed to publish: .*country of origin/,
    );
    await userEvent.click(region.getByRole("button", { name: words.publish }));
    const alert = await canvas.findByText(declarationsMissingMessage(UNDECLARED_SAMPLE));
    await expectVisible(Promise.resolve(alert));
    await expect(region.getByText("Draft")).toBeVisible();
  },
};

/** Archived (how a product is deleted): the badge says so, and it can be restored as a draft. */
export const StatusArchived: Story = {
  ...editStory,
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: words.archive }));
    const status = within(canvas.getByRole("region", { name: words.status }));
    await expectVisible(status.findByText("Archived"));
    await expect(status.getByRole("button", { name: words.restore })).toBeVisible();
    await expect(status.queryByRole("button", { name: words.archive })).toBeNull();
  },
};

/** A product that does not exist: the not-found page. */
export const UnknownProduct: Story = {
  ...editStory,
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.staffCatalogue.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: /not found/i }));
  },
};

/** A guest: asked to log in, coming back to the form. */
export const GuestRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Fproducts%2Fnew",
    );
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** A signed-in shopper: staff only, and the way back to the shop. */
export const ShopperRefused: Story = shopperRefusedStory(words.screenName, (canvas) =>
  canvas.queryByRole("form"),
);

/** The product on its way: the spinner under the title. */
export const Loading: Story = {
  ...editStory,
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.staffCatalogue.never, "get", "/admin/products/{id}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** A typed form and a stray click on a link: asked first, with Stay and Leave. */
export const UnsavedChangesGuard: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await fillField(textbox(canvas, words.name), "Half-typed product");
    await userEvent.click(canvas.getByRole("link", { name: words.backToProducts }));
    const open = await screen.findByRole("alertdialog", { name: words.leaveTitle });
    await waitFor(() => expect(open.closest("[data-entering]")).toBeNull());
    const dialog = within(open);
    // Visible once the dialog's fade-in has run (on a busy machine, a while after it is in the page).
    await waitFor(() => expect(dialog.getByText(words.leaveText)).toBeVisible());
    await expect(dialog.getByRole("button", { name: words.stay })).toBeVisible();
    await expect(dialog.getByRole("button", { name: words.leave })).toBeVisible();
  },
};

/** The empty form on a phone: one column, the buttons at hand. */
export const EmptyAddFormPhone: Story = {
  ...EmptyAddForm,
  globals: mobileGlobals,
};
