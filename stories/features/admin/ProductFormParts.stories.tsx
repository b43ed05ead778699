// The product form's lower parts on their own (the screen's stories' screenshots show the top of the page
// only): a colour's pictures uploading, refused, ready and reordered, and the preview of a filled form.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http as mswHttp } from "msw";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffUser } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { pictureHandlers, SAMPLE_PICTURE_SRC } from "../../../mocks/handlers/pictures";
import { mockSignIn } from "../../../mocks/handlers/store";
import { ColourVariantsFields } from "../../../src/features/admin/productForm/ColourVariantsFields";
import { ProductPreview } from "../../../src/features/admin/productForm/ProductPreview";
import * as styles from "../../../src/features/admin/productForm/ProductFormScreen.css";
import {
  emptyProductForm,
  type ProductFormValues,
} from "../../../src/features/admin/productForm/productFormValues";
import { productFormWords as words } from "../../../src/features/admin/productForm/productFormWords";
import { expectVisible, mobileGlobals } from "../../support/storyHelpers";

/** Any uploaded picture's renditions: the shop's sample photo (the mocks keep no files). */
const SAMPLE_PHOTO = "/media/products/acid-wash-oversized-tee-black-front";
const samplePictureFiles = mswHttp.get("*/files/pictures/:file", async ({ params }) => {
  const ending = String(params.file).match(/-(400|800)\.(webp|avif)$/);
  const answer = await fetch(`${SAMPLE_PHOTO}-${ending?.[1] ?? "400"}.${ending?.[2] ?? "webp"}`);
  return new HttpResponse(await answer.arrayBuffer(), {
    headers: { "Content-Type": answer.headers.get("Content-Type") ?? "image/webp" },
  });
});

function oneColour(): ProductFormValues {
  const form = emptyProductForm();
  return {
    ...form,
    name: "Indigo Overshirt",
    description: "A heavy cotton twill shacket with two chest pockets.",
    price: "2499",
    discount: "20",
    category: "upperwear",
    subCategory: "shacket",
    returnPolicy: "15",
    tags: ["newarrival"],
    overview: "Cut roomy, to wear open over a tee.",
    features: [{ key: "f1", text: "Two chest pockets" }],
    specifications: [{ key: "s1", name: "Fabric", value: "Cotton twill" }],
    variants: [
      { ...form.variants[0], color: "Indigo", colorHex: "#2b3a67", sizes: [{ size: "M", stock: "12" }] },
    ],
  };
}

/** The colours part of the form, holding its own values as the screen does. */
function ColoursPart() {
  const [values, setValues] = useState(oneColour);
  return (
    <div className={styles.page}>
      <ColourVariantsFields values={values} errors={{}} edit={setValues} isBusy={false} />
    </div>
  );
}

const meta = {
  title: "Features/Admin/ProductFormParts",
  component: ColoursPart,
  parameters: { route: { path: "/admin/products/new" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    mockSignIn(staffUser._id);
    msw.use(samplePictureFiles, ...authHandlers.default, ...pictureHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof ColoursPart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePictures(canvasElement: HTMLElement, names: string[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file chooser");
  await userEvent.upload(
    input,
    names.map((name) => new File([new Uint8Array(64)], name, { type: "image/jpeg" })),
  );
}

/** Two photos going up: each with its progress bar; the first is the card picture. */
export const PicturesUploading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.pictures.never, "post", "/admin/pictures"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePictures(canvasElement, ["indigo-front.jpg", "indigo-back.jpg"]);
    await expectVisible(canvas.findByRole("progressbar", { name: words.uploading("indigo-front.jpg") }));
    await expect(canvas.getByRole("progressbar", { name: words.uploading("indigo-back.jpg") })).toBeVisible();
    await expect(canvas.getByText(words.cardPicture)).toBeVisible();
  },
};

/** A GIF: the server's reason, and the file is off the list. */
export const PictureRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...pictureHandlers.refused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePictures(canvasElement, ["logo.gif"]);
    await expectVisible(canvas.findByText(/^logo\.gif: file must be a JPEG, PNG, WebP or AVIF picture/));
    await expect(canvas.queryByRole("list", { name: words.picturesOf("Indigo") })).toBeNull();
  },
};

/** Failed in the background (could not be decoded): the reason, and the file is off the list. */
export const PictureFailedProcessing: Story = {
  beforeEach({ msw }) {
    msw.use(...pictureHandlers.failed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePictures(canvasElement, ["front.jpg"]);
    await expectVisible(canvas.findByText(/^front\.jpg: The picture could not be decoded/));
    await expect(canvas.queryByRole("list", { name: words.picturesOf("Indigo") })).toBeNull();
  },
};

/** Two ready pictures, the second moved up by keyboard: it is now the card picture, and the focus follows. */
export const PicturesReordered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePictures(canvasElement, ["indigo-front.jpg", "indigo-back.jpg"]);
    const list = await canvas.findByRole("list", { name: words.picturesOf("Indigo") });
    await waitFor(() => expect(within(list).queryAllByRole("progressbar")).toHaveLength(0), {
      timeout: 5000,
    });
    const up = canvas.getByRole("button", { name: `${words.moveUp}: picture 2, indigo-back.jpg` });
    up.focus();
    await userEvent.keyboard("{Enter}");
    const items = within(list).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("indigo-back.jpg");
    await expect(within(items[0]).getByText(words.cardPicture)).toBeVisible();
    await expect(canvas.getByText(words.pictureMoved("indigo-back.jpg", 1, 2))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvas.getByRole("button", { name: `${words.moveDown}: picture 1, indigo-back.jpg` }),
      ).toHaveFocus(),
    );
    // The Move up it pressed is now the first picture's, disabled under the key: it keeps no pressed look.
    const pressed = canvas.getByRole("button", { name: `${words.moveUp}: picture 1, indigo-back.jpg` });
    await expect(pressed).toBeDisabled();
    await expect(pressed).not.toHaveAttribute("data-pressed");
  },
};

/** Stock for every ticked size at once: "Set all to 8", then "Add 2 to all". */
export const BulkStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "L" }));
    await userEvent.type(canvas.getByRole("textbox", { name: words.bulkPieces }), "8");
    await userEvent.click(canvas.getByRole("button", { name: words.setAll("8") }));
    await userEvent.clear(canvas.getByRole("textbox", { name: words.bulkPieces }));
    await userEvent.type(canvas.getByRole("textbox", { name: words.bulkPieces }), "2");
    await userEvent.click(canvas.getByRole("button", { name: words.addToAll("2") }));
    await expect(canvas.getByRole("textbox", { name: words.stockOf("M") })).toHaveValue("10");
    await expect(canvas.getByRole("textbox", { name: words.stockOf("L") })).toHaveValue("10");
  },
};

/** A filled form's preview: the listing card and the product page's top, drawn by the shop's components. */
export const Preview: Story = {
  render: () => {
    const values = oneColour();
    values.variants[0].pictures = [
      {
        key: "p1",
        fileName: "front.jpg",
        state: "ready",
        progress: 1,
        src: SAMPLE_PICTURE_SRC,
        alt: "Front",
      },
    ];
    return (
      <div className={styles.page}>
        <ProductPreview values={values} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByTestId("preview-card"));
    await expect(card.getByRole("article", { name: "Indigo Overshirt" })).toBeVisible();
    await expect(card.getByText("₹1,999")).toBeVisible();
    const page = within(canvas.getByTestId("preview-page"));
    await expect(page.getByRole("heading", { name: "Indigo Overshirt" })).toBeVisible();
    await expect(page.getByText("₹1,999")).toBeVisible();
    await expect(page.getByText("Two chest pockets")).toBeInTheDocument();
  },
};

export const PreviewPhone: Story = { ...Preview, globals: mobileGlobals };
