import sharp from "sharp";
import { users } from "../../mocks/fixtures";
import { expect, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";

// A guest's own picture against the built shop (docs/decisions/customiser-design.md#a-guests-pictures):
// uploaded with no account, drawn on the stage from the private address that only the guest's cookie
// opens, kept through signing in with the design, and saved by the account.

test("a guest uploads their own picture, signs in on saving, and the design saves with it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const picture = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#c8553d" } })
    .png()
    .toBuffer();

  await gotoHydrated(page, "/customized");
  await page
    .getByRole("radiogroup", { name: /^Colour/ })
    .locator("label")
    .first()
    .click();
  await expect(page.getByText(/^No account needed\./)).toBeVisible();
  const uploading = page.waitForResponse(
    (answer) => answer.url().endsWith("/api/v1/customized/uploads") && answer.request().method() === "POST",
  );
  await page
    .getByLabel(/Upload a picture/)
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  const uploaded = await uploading;
  expect(uploaded.status()).toBe(201);
  const { data } = await uploaded.json();
  const layers = page.getByRole("listbox", { name: "Layers on the front" }).getByRole("option");
  await expect(layers.first()).toHaveText(/^Your picture, front, centred/);

  // The picture is the guest's: their browser reads it, another browser does not.
  expect((await page.request.get(data.url)).status()).toBe(200);
  const stranger = await browser.newContext();
  expect((await stranger.request.get(data.url)).status()).toBe(404);
  await stranger.close();

  // Saving asks the guest to sign in; back in the customiser, the design and its picture are as they were.
  await page.getByRole("button", { name: "Save design" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomized$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(users[0].email);
  await page.getByLabel("Password", { exact: true }).fill(users[0].password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/customized$/);
  await waitForHydration(page);
  await expect(layers.first()).toHaveText(/^Your picture, front, centred/);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain("__Host-rz_uploads");

  const saving = page.waitForResponse(
    (answer) =>
      answer.url().endsWith("/api/v1/auth/user/customization") && answer.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save design" }).click();
  await expect(page.getByText("Design saved.")).toBeVisible();
  const saved = await (await saving).json();
  expect(saved.data.sides.front).toEqual([expect.objectContaining({ kind: "upload", uploadId: data._id })]);
  expect((await page.request.get(data.url)).status()).toBe(200);
});
