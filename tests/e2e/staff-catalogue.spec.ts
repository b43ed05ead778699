import sharp from "sharp";
import { staffUser, users } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { logIn, orderOf, placementMail } from "./shopping";

// The staff catalogue against the built shop (docs/decisions/staff-catalogue.md): staff add a product with
// two colours, three sizes and a photo of each colour on the add screen, the photos uploaded and prepared
// by the shop, and publish it; a shopper finds it by search, opens it and orders it on delivery; staff then
// change its price and a size's stock on its edit screen, and the shopper's page shows both.

/** A name no sample product comes near, so the search finds this product first. */
const NAME = "Phulkari Bloom Oversized Tee";
const COLOURS = [
  { name: "Indigo", rgb: { r: 40, g: 50, b: 120 } },
  { name: "Rust", rgb: { r: 170, g: 80, b: 40 } },
];

/** A photo as staff take one: a JPEG of the product picture's least size, in the colour's shade. */
const photoOf = async (rgb: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: rgb } })
    .jpeg({ quality: 80 })
    .toBuffer();

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** One colour's part of the form: its name, three sizes ticked, and one photo with its alt text. */
/** The Legal Metrology declarations a product needs to be published: who makes it, where, consumer care,
 * and each size's measurements in cm (chest, length and shoulder for a top). */
async function fillDeclarations(staff: Page) {
  const section = staff.getByRole("region", { name: "Legal declarations" });
  await section.getByRole("combobox", { name: "Declared by" }).selectOption("manufacturer");
  await section.getByRole("textbox", { name: "Their name" }).fill("Rangrez Apparel Pvt. Ltd.");
  await section
    .getByRole("textbox", { name: "Their address" })
    .fill("3rd Floor, Shekhar Central, AB Road, Palasia, Indore 452001");
  await section.getByRole("textbox", { name: "Country of origin" }).fill("India");
  await section.getByRole("textbox", { name: "Consumer-care email" }).fill("care@rangrez.in");
  await section.getByRole("textbox", { name: "Consumer-care phone" }).fill("+91 98765 43210");
  for (const [size, chest] of [
    ["S", 104],
    ["M", 110],
    ["L", 116],
  ] as const) {
    await section.getByRole("textbox", { name: `Chest of size ${size} (cm)` }).fill(String(chest));
    await section.getByRole("textbox", { name: `Length of size ${size} (cm)` }).fill(String(chest - 30));
    await section.getByRole("textbox", { name: `Shoulder of size ${size} (cm)` }).fill(String(chest / 2));
  }
}

async function fillColour(staff: Page, index: number) {
  const colour = COLOURS[index];
  const section = staff.getByRole("region", { name: new RegExp(`^Colour ${index + 1}`) });
  await section.getByRole("textbox", { name: "Colour name" }).fill(colour.name);
  const sizes = section.getByRole("group", { name: /^Sizes/ });
  for (const size of ["S", "M", "L"]) {
    // The box itself is hidden under its drawn look (react-aria): the label is what staff click.
    await sizes.getByText(size, { exact: true }).click();
    await expect(sizes.getByRole("checkbox", { name: size, exact: true })).toBeChecked();
  }
  const chooser = staff.waitForEvent("filechooser");
  await section.getByRole("button", { name: `Add pictures of ${colour.name}` }).click();
  await (await chooser).setFiles({
    name: `${colour.name.toLowerCase()}-front.jpg`,
    mimeType: "image/jpeg",
    buffer: await photoOf(colour.rgb),
  });
  await section
    .getByRole("textbox", { name: "Alt text, picture 1" })
    .fill(`${NAME} in ${colour.name}, front`);
}

test("staff add and publish a product; a shopper finds it, orders it, and sees staff's later changes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);

  // The add screen: the product, two colours of three sizes, 6 of each (set in bulk), a photo each.
  const opened = await gotoHydrated(staff, "/admin/products/new");
  expect(opened?.status()).toBe(200);
  await staff.getByRole("textbox", { name: "Name", exact: true }).fill(NAME);
  await staff
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Hand-drawn phulkari flowers on heavy cotton.");
  await staff.getByRole("textbox", { name: "Price (MRP, ₹)" }).fill("1299");
  await staff.getByRole("textbox", { name: "Discount (%)" }).fill("10");
  // The final price follows, computed, not typed: 1299 − 129.9, rounded down.
  await expect(staff.getByText(rupees(1169), { exact: true }).first()).toBeVisible();
  await staff.getByLabel("Category", { exact: true }).selectOption("upperwear");
  await staff.getByLabel("Sub-category", { exact: true }).selectOption("oversize-t-shirt");
  await staff.getByRole("textbox", { name: "Return policy (days)" }).fill("7");
  const tags = staff.getByRole("group", { name: "Tags" });
  await tags.getByText("New Arrivals", { exact: true }).click();
  await expect(tags.getByRole("checkbox", { name: "New Arrivals" })).toBeChecked();
  await fillColour(staff, 0);
  await staff.getByRole("button", { name: "Add colour" }).click();
  await fillColour(staff, 1);
  await staff.getByRole("textbox", { name: "Pieces" }).fill("6");
  await staff.getByRole("button", { name: "Set all to 6" }).click();
  await fillDeclarations(staff);
  // Each photo goes up, then the shop prepares it; a ready one shows its thumbnail.
  await expect(staff.locator("[data-picture] img")).toHaveCount(2, { timeout: 60_000 });
  await expect(staff.getByText("processing", { exact: true })).toHaveCount(0);
  await expect(staff.getByText("Card picture", { exact: true })).toHaveCount(1);
  await staff.getByRole("button", { name: "Publish" }).click();
  await expect(staff.getByText("Product successfully added!")).toBeVisible();
  // The form is empty again for the next product.
  await expect(staff.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");

  const found = await staff.request.get(`/api/v1/admin/products?q=${encodeURIComponent(NAME)}`);
  const row = (await found.json()).data.products[0] as { _id: string; status: string; totalStock: number };
  expect(row).toMatchObject({ status: "published", totalStock: 36 });

  // A shopper searches for it, opens it, and orders it on delivery.
  const shopper = users[0];
  await logIn(page, shopper);
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  await box.pressSequentially("phulkari bloom", { delay: 30 });
  const result = page.locator('[role="listbox"] [role="option"]').filter({ hasText: NAME });
  await expect(result).toBeVisible({ timeout: 10_000 });
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/display/${row._id}/`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(rupees(1169)).first()).toBeVisible();
  const rust = page.getByRole("radio", { name: "Rust" });
  await page.locator("label", { has: rust }).click();
  await expect(rust).toBeChecked();
  await page.getByRole("radiogroup", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${row._id}/`));
  await waitForHydration(page);
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  const cod = page.getByRole("radio", { name: /^Cash on Delivery/ });
  await page.locator("label", { has: cod }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\//, { timeout: 15_000 });
  const order = await orderOf(page, page.url().split("/order-confirmed/")[1]);
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({ productId: row._id, size: "M", quantity: 1 });
  await placementMail(order.orderNumber, shopper.email);

  // Staff raise the price and sell out Indigo's L on the edit screen.
  await gotoHydrated(staff, `/admin/products/${row._id}`);
  await expect(staff.getByRole("heading", { name: `Edit product: ${NAME}` })).toBeVisible();
  await staff.getByRole("textbox", { name: "Price (MRP, ₹)" }).fill("1499");
  const indigo = staff.getByRole("region", { name: /^Colour 1/ });
  await indigo.getByRole("textbox", { name: "Stock of L" }).fill("0");
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByText("Changes saved.")).toBeVisible();

  // The shopper's page of Indigo shows the new price and L sold out.
  const product = (await (await page.request.get(`/api/v1/product/product/${row._id}`)).json()).data.data
    .data;
  const indigoId = product.variants.find((v: { color: string }) => v.color === "Indigo")._id;
  await gotoHydrated(page, productPath(row._id, indigoId));
  await expect(page.getByText(rupees(1349)).first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "L, sold out" })).toBeVisible();
  await staffContext.close();
});
