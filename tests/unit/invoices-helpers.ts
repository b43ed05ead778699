// Shared setup for the GST document tests: orders placed through the shop's own flow (tests/unit/
// server-orders-helpers.ts), documents issued in a transaction as the order's state machine issues them,
// and the PDFs downloaded as a browser would (raw bytes, not JSON).
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { newId } from "../../server/services/accounts/tokens";
import { Browser } from "./server-auth-helpers";
import { ADDRESS, type Item, type OrderHarness } from "./server-orders-helpers";
import { inTransaction } from "../../server/services/orders/transactions";
import { issueCreditNote, issueInvoice, type CreditNoteRequest } from "../../server/services/invoices";
import type { DocumentSnapshot } from "../../server/services/invoices/snapshot";

/** Delivery in the shop's own state (Indore, Madhya Pradesh): CGST + SGST. ADDRESS (Bengaluru) is IGST. */
export const INDORE = {
  ...ADDRESS,
  deliveryAddress: "22 Vijay Nagar, Scheme 54",
  pincode: "452001",
  city: "Indore",
  state: "Madhya Pradesh",
};

/** A COD order of `lines` (each a cart line of a quantity) to `address`; answers its id. */
export async function placeOrder(
  o: OrderHarness,
  browser: Browser,
  lines: [Item, number][],
  options: { address?: typeof ADDRESS; giftWrap?: boolean; couponCode?: string } = {},
): Promise<string> {
  const address = options.address ?? ADDRESS;
  for (const [item, quantity] of lines) {
    const stock = await o.stockOf(item);
    if (stock < quantity) await o.setStock(item, quantity + 5);
    const added = await browser.post("/cart/items", { ...item, quantity });
    if (added.status !== 201) throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
  }
  const cart = await browser.get("/cart/getusercart");
  const request = {
    cartLineIds: cart.body.data.products.map((p: { _id: string }) => p._id),
    pincode: address.pincode,
    giftWrap: options.giftWrap ?? false,
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  };
  const totalAmount = await o.quoteTotal(browser, request);
  const placed = await o.place(browser, "cod", { ...address, ...request, totalAmount });
  if (placed.status !== 201) throw new Error(`place: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body.data._id;
}

/** A signed-in staff member's browser. */
export async function staffBrowser(o: OrderHarness): Promise<Browser> {
  const id = newId();
  await o.h.handle.db
    .insertInto("users")
    .values({
      id,
      ...identityColumns({
        username: `staff_${id.slice(0, 8)}`,
        email: `staff.${id.slice(0, 8)}@rangrez.in`,
      }),
      role: "staff",
      permissions: ["orders"],
      password_hash: "unused",
    })
    .execute();
  const browser = new Browser(o.app);
  browser.cookie = await createSession(o.h.handle.db, id);
  return browser;
}

export const issue = (o: OrderHarness, orderId: string, at = o.clock.now) =>
  inTransaction(o.h.handle.db, (trx) => issueInvoice(trx, orderId, at));

export const credit = (o: OrderHarness, orderId: string, request: CreditNoteRequest, at = o.clock.now) =>
  inTransaction(o.h.handle.db, (trx) => issueCreditNote(trx, orderId, request, at));

/** The order's stored documents, the invoice first, then credit notes oldest first, with their snapshots. */
export async function documentsOf(o: OrderHarness, orderId: string) {
  const rows = await o.h.handle.db
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("kind", "desc") // the invoice first
    .orderBy("issued_at")
    .orderBy("seq")
    .execute();
  return rows.map((row) => ({ ...row, snapshot: row.lines as DocumentSnapshot }));
}

export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The JSON body of a refusal. */
  json: () => { success: boolean; message: string };
}

/** GET an API path with the browser's session (if any), keeping the answer's bytes. */
export async function download(o: OrderHarness, browser: Browser | null, path: string): Promise<Download> {
  const headers: Record<string, string> = browser?.cookie
    ? { cookie: `${SESSION_COOKIE}=${browser.cookie}` }
    : {};
  const res = await o.app.request(`http://shop.test/api/v1${path}`, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: () => JSON.parse(new TextDecoder().decode(bytes)),
  };
}
