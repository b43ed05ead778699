import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { catalogue, staffUser, users } from "../../mocks/fixtures";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";

// The staff orders board against the built shop (issue 11): a guest gets 401 and a shopper 403, on the
// page and on the API; staff find a shopper's new cash-on-delivery order on the board and move it along
// (confirm, ship with courier and tracking number, deliver), and the shopper's own read of the order
// follows each step.

type User = (typeof users)[number];

async function logIn(page: Page, user: User) {
  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A product cash on delivery is offered for, with a size in stock. */
const product = catalogue.find(
  (p) => p.codAvailable !== false && p.variants[0].sizes.some((s) => s.stock >= 3),
);
if (!product) throw new Error("the catalogue has a product to pay on delivery");
const size = product.variants[0].sizes.find((s) => s.stock >= 3)?.size ?? "M";

/** Places a Buy Now cash-on-delivery order for `shopper` (signed in on `request`) at the server's total. */
async function placeCodOrder(request: APIRequestContext, shopper: User): Promise<string> {
  const address = shopper.address;
  if (!address) throw new Error("the shopper has a saved address");
  const line = { productId: product!._id, variantId: product!.variants[0]._id, quantity: 1, size };
  const quote = await request.post("/api/v1/checkout/quote", {
    data: { product: line, paymentMode: "COD", pincode: address.pincode },
  });
  expect(quote.status()).toBe(200);
  const total: number = (await quote.json()).data.total;
  const placed = await request.post("/api/v1/order/cod", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name: address.name ?? shopper.username,
      email: shopper.email,
      phoneNumber: address.phoneNumber ?? shopper.phone,
      deliveryAddress: address.street,
      pincode: address.pincode,
      city: address.city,
      state: address.state,
      product: line,
      totalAmount: total,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).data._id;
}

test("the board answers a guest 401 and a shopper 403, on the page and on the API", async ({ page }) => {
  const asGuest = await page.goto("/admin/orders");
  expect(asGuest?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Please log in first" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In", exact: true }).last()).toHaveAttribute(
    "href",
    "/login?redirect=%2Fadmin%2Forders",
  );
  expect((await page.request.get("/api/v1/admin/orders")).status()).toBe(401);

  await logIn(page, users[0]);
  const asShopper = await page.goto("/admin/orders");
  expect(asShopper?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Staff only" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Orders" })).toHaveCount(0);
  const api = await page.request.get("/api/v1/admin/orders");
  expect(api.status()).toBe(403);
  expect((await api.json()).message).toBe("Staff only");
});

test("staff confirm, ship and deliver a shopper's order on the board", async ({ page, browser }) => {
  const shopper = users[0];
  await logIn(page, shopper);
  const orderId = await placeCodOrder(page.request, shopper);
  const shopperSees = async () => (await (await page.request.get(`/api/v1/order/${orderId}`)).json()).data;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);
  const board = await gotoHydrated(staff, `/admin/orders?q=${orderId}`);
  expect(board?.status()).toBe(200);
  await expect(staff.getByRole("searchbox", { name: "Search" })).toHaveValue(orderId);
  await staff.getByRole("link", { name: `Order ${orderId}` }).click();
  await expect(staff).toHaveURL(new RegExp(`order=${orderId}`));
  const panel = staff.getByRole("region", { name: `Order ${orderId}` });
  await expect(panel.getByRole("region", { name: "Customer" })).toContainText(shopper.email);

  await panel.getByRole("button", { name: "Confirm order" }).click();
  await expect(panel.getByRole("button", { name: "Ship…" })).toBeVisible();
  expect((await shopperSees()).status).toBe("confirmed");

  await panel.getByRole("button", { name: "Ship…" }).click();
  const dialog = staff.getByRole("dialog", { name: "Ship this order" });
  await dialog.getByRole("textbox", { name: /Courier/ }).fill("Delhivery");
  await dialog.getByRole("textbox", { name: /Tracking number/ }).fill("DL4455667788IN");
  await dialog.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole("region", { name: "Shipment" })).toContainText("DL4455667788IN");
  const shipped = await shopperSees();
  expect(shipped.status).toBe("shipped");
  expect(shipped.shipment).toMatchObject({ courier: "Delhivery", trackingNumber: "DL4455667788IN" });

  await panel.getByRole("button", { name: "Mark delivered" }).click();
  await expect(panel.getByText("Nothing to do for this order now.")).toBeVisible();
  const delivered = await shopperSees();
  expect(delivered.status).toBe("delivered");
  expect(delivered.paymentStatus).toBe("paid");
  expect(delivered.timeline.map((e: { kind: string }) => e.kind)).toEqual(
    expect.arrayContaining(["placed", "confirmed", "shipped", "delivered"]),
  );
  // The list was read again: the order's row shows where it stands.
  const row = staff.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(row.getByText("Delivered")).toBeVisible();
  await staffContext.close();
});
