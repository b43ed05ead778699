import sharp from "sharp";
import { customiser, staffUser, users } from "../../mocks/fixtures";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { logIn, orderOf } from "./shopping";

// The customiser against the built shop (docs/decisions/customiser-design.md): a shopper designs a black
// hoodie as a guest (a graphic on the front, words on the back), is asked to sign in when saving and finds
// the design kept, orders it on delivery; staff confirm the order and download its print files, each
// 3,600 × 4,800 pixels at 300 DPI.

const graphic = customiser.graphics.find((g) => g.categoryId === customiser.graphicCategories[0]._id);
if (!graphic) throw new Error("the first graphic category has graphics");
const WORDS = "Chai Pe Charcha";

/** react-aria draws its radios over hidden inputs: the label is what a shopper clicks. */
const chooseRadio = async (page: Page, group: string | RegExp, name: string) => {
  const radio = page.getByRole("radiogroup", { name: group }).getByRole("radio", { name });
  await page.locator("label", { has: radio }).click();
  await expect(radio).toBeChecked();
};

test("a guest designs a hoodie, keeps it through sign-in, orders it on delivery; staff download its print files", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const shopper = users[0];
  await gotoHydrated(page, "/customized");
  await expect(page.getByRole("group", { name: /Hoodie, front, your design/ })).toBeVisible();

  // The front: a colour and a graphic.
  await chooseRadio(page, /^Colour/, "Black");
  await page.getByRole("button", { name: `Add graphic ${graphic.name}` }).click();
  await expect(page.getByRole("listbox", { name: "Layers on the front" }).getByRole("option")).toHaveCount(1);

  // The back: words.
  await chooseRadio(page, "View", "Back");
  await page.getByRole("textbox", { name: "Your words" }).fill(WORDS);
  await page.getByRole("button", { name: "Add text" }).click();
  await expect(page.getByRole("listbox", { name: "Layers on the back" })).toContainText(WORDS);

  // Saving asks a guest to sign in; the design comes back with them.
  await page.getByRole("button", { name: "Save design" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/customized/);
  await waitForHydration(page);
  await chooseRadio(page, "View", "Back");
  await expect(page.getByRole("listbox", { name: "Layers on the back" })).toContainText(WORDS);

  // Order Now saves it and opens the one checkout, paid on delivery.
  await page.getByRole("button", { name: "Order Now" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+\/[^/]+\?.*type=customized/);
  await waitForHydration(page);
  await expect(page.getByText(/Customised products can't be returned or exchanged/)).toBeVisible();
  const cod = page.getByRole("radio", { name: /^Cash on Delivery/ });
  await page.locator("label", { has: cod }).click();
  await expect(cod).toBeChecked();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\//);
  const orderId = page.url().split("/order-confirmed/")[1];
  const order = await orderOf(page, orderId);
  expect(order.items).toHaveLength(1);
  expect(order.items[0].design.sides.front).toHaveLength(1);
  expect(order.items[0].design.sides.back[0]).toMatchObject({ kind: "text", text: WORDS });
  // The blank (₹1,299) and two printed sides (₹200 each), priced by the server.
  expect(order.items[0].price).toBe(1699);

  // Staff confirm it; its print files are made in the background and downloaded from the board.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);
  await gotoHydrated(staff, `/admin/orders?q=${order.orderNumber}`);
  await staff.getByRole("link", { name: `Order ${order.orderNumber}` }).click();
  const panel = staff.getByRole("region", { name: `Order ${order.orderNumber}` });
  await expect(panel.getByRole("region", { name: "Design" }).getByRole("img").first()).toBeVisible();
  await panel.getByRole("button", { name: "Confirm order" }).click();
  const files = panel.getByRole("region", { name: "Print files" });
  for (const side of ["front", "back"]) {
    const link = files.getByRole("link", { name: `Download ${side} print file` });
    await expect(link).toBeVisible({ timeout: 90_000 });
    const answer = await staff.request.get((await link.getAttribute("href")) ?? "");
    expect(answer.status()).toBe(200);
    const meta = await sharp(await answer.body()).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, density: meta.density }).toEqual({
      format: "png",
      width: 3600,
      height: 4800,
      density: 300,
    });
  }
  await staffContext.close();
});
