import { staffUser, users } from "../../mocks/fixtures";
import { expect, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";
import { buyable, logIn, placeCodOrder, sizesOf } from "./shopping";

// The staff orders board against the built shop: a guest gets 401 and a shopper 403, on the
// page and on the API; staff find a shopper's new cash-on-delivery order on the board and move it along
// (confirm, ship with courier and tracking number, deliver), and the shopper's own read of the order
// follows each step.

/** A product cash on delivery is offered for, with a size in stock. */
const product = buyable[0];
const size = sizesOf(product).first;

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
  const { orderId, orderNumber } = await placeCodOrder(page.request, shopper, product, size);
  const shopperSees = async () => (await (await page.request.get(`/api/v1/order/${orderId}`)).json()).data;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);
  // Support finds it by the number the shopper reads out.
  const board = await gotoHydrated(staff, `/admin/orders?q=${orderNumber}`);
  expect(board?.status()).toBe(200);
  await expect(staff.getByRole("searchbox", { name: "Search" })).toHaveValue(orderNumber);
  await staff.getByRole("link", { name: `Order ${orderNumber}` }).click();
  await expect(staff).toHaveURL(new RegExp(`order=${orderId}`));
  const panel = staff.getByRole("region", { name: `Order ${orderNumber}` });
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
  const row = staff
    .getByRole("list", { name: "Orders" })
    .getByRole("listitem")
    .filter({ hasText: orderNumber });
  await expect(row.getByText("Delivered")).toBeVisible();
  await staffContext.close();
});
