import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { catalogue } from "../../../mocks/fixtures";
import { ProductDeclarationsSection } from "../../../src/features/product/ProductDeclarationsSection";
import { formatRupees } from "../../../src/lib/money";
import { charcoalJeans, supima } from "./productStoryKit";

// The product page's Legal Metrology declarations (docs/decisions/product-declarations.md): who made,
// marketed or imported the garment, its country of origin, MRP inclusive of all taxes, net quantity,
// consumer care, and its sizes' measurements in cm on the page itself.

const madeInIndia = catalogue.find(
  (p) => p.declarations?.makerRole === "manufacturer" && p.subCategory === "hoodie",
);
if (!madeInIndia) throw new Error("The sample catalogue has a hoodie made in India");

const meta = {
  title: "Features/Product/ProductDeclarations",
  component: ProductDeclarationsSection,
  parameters: { layout: "padded" },
  args: { product: madeInIndia },
} satisfies Meta<typeof ProductDeclarationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each declaration by its name, as a list of terms and values. */
function declared(canvasElement: HTMLElement): Record<string, string> {
  const terms = canvasElement.querySelectorAll("dt");
  return Object.fromEntries(
    [...terms].map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""]),
  );
}

/** Made in India by the shop's company: the manufacturer, India, the MRP with taxes, care contacts and a
 * top's chest, length and shoulder per size in cm. */
export const MadeInIndia: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Product declarations" })).toBeVisible();
    const terms = declared(canvasElement);
    await expect(terms["Manufactured by"]).toContain("Rangrez Apparel Pvt. Ltd.");
    await expect(terms["Manufactured by"]).toContain("Indore");
    await expect(terms["Country of origin"]).toBe("India");
    await expect(terms.MRP).toBe(`${formatRupees(madeInIndia.price)} (inclusive of all taxes)`);
    await expect(terms["Net quantity"]).toBe("1 piece");
    await expect(canvas.getByRole("link", { name: "care@rangrez.in" })).toHaveAttribute(
      "href",
      "mailto:care@rangrez.in",
    );
    await expect(canvas.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    const table = canvas.getByRole("table", { name: "Garment measurements in centimetres" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    await expect(headers).toEqual(["Size", "Chest", "Length", "Shoulder", "Sleeve"]);
    const m = madeInIndia.declarations?.measurements[0];
    const first = within(table).getAllByRole("row")[1];
    await expect(
      within(first)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual([m?.chest, m?.length, m?.shoulder, m?.sleeve].map(String));
  },
};

/** Imported from Sri Lanka: named by its importer, the country of origin says where it was made. */
export const Imported: Story = {
  args: { product: supima },
  play: async ({ canvasElement }) => {
    const terms = declared(canvasElement);
    await expect(terms["Imported by"]).toContain("Rangrez Apparel Pvt. Ltd.");
    await expect(terms["Country of origin"]).toBe("Sri Lanka");
  },
};

/** Jeans measured by waist and inseam (and hip and length), per waist size. */
export const JeansByWaist: Story = {
  args: { product: charcoalJeans },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(declared(canvasElement)["Country of origin"]).toBe("Bangladesh");
    const table = canvas.getByRole("table", { name: "Garment measurements in centimetres" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Waist size", "Waist", "Hip", "Length", "Inseam"]);
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(charcoalJeans.declarations?.measurements.map((row) => row.size));
  },
};

/** A product without complete declarations (published before the shop kept them) shows nothing. */
export const WithoutDeclarations: Story = {
  args: { product: { ...madeInIndia, declarations: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: "Product declarations" })).toBeNull();
  },
};
