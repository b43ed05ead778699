// GET /order/{id}/invoice and /order/{id}/credit-notes/{noteId} through the whole app: who may download,
// what answers before the invoice exists, and the PDF answer itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceMessages } from "../../server/services/invoices/download";
import { brand } from "../../src/lib/brand";
import { authMessages } from "../../src/lib/accountApiMessages";
import { pglite } from "../support/databases";
import { pdfText } from "../support/pdfText";
import { credit, documentsOf, download, issue, placeOrder, staffBrowser } from "./invoices-helpers";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";

describe("invoice and credit note downloads", () => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(pglite);
  }, 120_000);
  afterAll(() => o.close());

  const refusal = (answer: Awaited<ReturnType<typeof download>>, status: number, message: string) => {
    expect(answer.status).toBe(status);
    expect(answer.json()).toEqual({ success: false, message });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  };

  it("answer the guest 401, another shopper 404, and the owner 404 until the invoice is issued", async () => {
    const owner = await o.shopper();
    const stranger = await o.shopper();
    const orderId = await placeOrder(o, owner.browser, [[o.item(1), 1]]);
    const path = `/order/${orderId}/invoice`;
    refusal(await download(o, null, path), 401, authMessages.loginRequired);
    refusal(await download(o, stranger.browser, path), 404, "Order not found");
    refusal(await download(o, owner.browser, path), 404, invoiceMessages.notIssued);
    refusal(await download(o, owner.browser, "/order/no-such-order/invoice"), 404, "Order not found");
    await issue(o, orderId);
    refusal(await download(o, stranger.browser, path), 404, "Order not found");
  });

  it("give the owner the invoice as a PDF attachment named by its number, never cached; staff too", async () => {
    const owner = await o.shopper();
    const orderId = await placeOrder(o, owner.browser, [[o.item(2), 2]]);
    await issue(o, orderId);
    const [invoice] = await documentsOf(o, orderId);
    const line = await o.h.handle.db
      .selectFrom("order_lines")
      .select("hsn")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    for (const browser of [owner.browser, await staffBrowser(o)]) {
      const answer = await download(o, browser, `/order/${orderId}/invoice`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`,
      );
      expect(answer.headers.get("content-disposition")).toMatch(
        /^attachment; filename="invoice-RZ-26-27-\d{6}\.pdf"$/,
      );
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe("%PDF-");
      const text = await pdfText(answer.bytes);
      expect(text).toContain(invoice.number);
      expect(text).toContain(brand.supplier.gstin);
      expect(text).toContain(line.hsn);
      expect(text).toContain("IGST");
    }
  });

  it("give a credit note by its id to the owner; another order's note or an unknown id is 404", async () => {
    const owner = await o.shopper();
    const stranger = await o.shopper();
    const orderId = await placeOrder(o, owner.browser, [[o.item(3), 1]]);
    const otherOrder = await placeOrder(o, owner.browser, [[o.item(4), 1]]);
    await issue(o, orderId);
    const { total_amount } = await o.h.handle.db
      .selectFrom("orders")
      .select("total_amount")
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    await credit(o, orderId, { reason: "cancellation", amount: total_amount });
    const [invoice, note] = await documentsOf(o, orderId);
    const path = `/order/${orderId}/credit-notes/${note.id}`;

    refusal(await download(o, null, path), 401, authMessages.loginRequired);
    refusal(await download(o, stranger.browser, path), 404, "Order not found");
    refusal(
      await download(o, owner.browser, `/order/${otherOrder}/credit-notes/${note.id}`),
      404,
      invoiceMessages.noCreditNote,
    );
    refusal(
      await download(o, owner.browser, `/order/${orderId}/credit-notes/${invoice.id}`),
      404,
      invoiceMessages.noCreditNote,
    );
    const tooLong = await download(o, owner.browser, `/order/${orderId}/credit-notes/${"x".repeat(65)}`);
    expect(tooLong.status).toBe(400);

    const answer = await download(o, owner.browser, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="credit-note-${note.number.replace(/\//g, "-")}.pdf"`,
    );
    const text = await pdfText(answer.bytes);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
  });
});
