// GST invoices and credit notes of real orders (placed through the shop's flow on PGlite): what is stored,
// how the tax splits by the delivery state, the numbers, and what the PDF says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "../../server/services/invoices";
import { renderDocumentPdf } from "../../server/services/invoices/render";
import { totalsOf } from "../../server/services/invoices/snapshot";
import { inTransaction } from "../../server/services/orders/transactions";
import { formatRupeesPaise } from "../../src/lib/money";
import { brand } from "../../src/lib/brand";
import { pglite } from "../support/databases";
import { pdfPageCount, pdfText } from "../support/pdfText";
import { issueInvoice } from "../../server/services/invoices";
import { credit, documentsOf, INDORE, issue, placeOrder } from "./invoices-helpers";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";

const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);

describe("GST documents", () => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(pglite);
  }, 120_000);
  afterAll(() => o.close());

  const orderRows = async (orderId: string) => {
    const db = o.h.handle.db;
    const order = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("position")
      .execute();
    return { order, lines };
  };

  const textOf = async (document: Awaited<ReturnType<typeof documentsOf>>[number]) =>
    pdfText(
      await renderDocumentPdf({
        kind: document.kind,
        number: document.number,
        issuedAt: new Date(document.issued_at),
        snapshot: document.snapshot,
      }),
    );

  it("in the shop's own state: CGST + SGST halves per line summing to its GST, gift wrap a line, the bill's total", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(
      o,
      browser,
      [
        [o.item(1), 2],
        [o.item(2), 1],
      ],
      { address: INDORE, giftWrap: true, couponCode: "DISCOUNT10" },
    );
    await issue(o, orderId);
    const [invoice] = await documentsOf(o, orderId);
    const { order, lines } = await orderRows(orderId);
    const { snapshot } = invoice;

    expect(invoice).toMatchObject({ kind: "invoice", financial_year: "2026-27" });
    expect(invoice.number).toMatch(/^RZ\/26-27\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(snapshot.split).toBe("CGST+SGST");
    expect(snapshot.placeOfSupply).toEqual({ state: "Madhya Pradesh", stateCode: "23" });
    expect(snapshot.recipient).toMatchObject({ name: INDORE.name, stateCode: "23" });

    const goods = snapshot.lines.filter((line) => line.lineId);
    expect(goods.map((line) => line.lineId)).toEqual(lines.map((line) => line.id));
    for (const [index, line] of goods.entries()) {
      const row = lines[index];
      expect(line.hsn).toBe(row.hsn);
      expect(line.rate).toBe(Number(row.gst_rate));
      expect(line.total).toBe((row.unit_price * row.quantity - row.coupon_share) * 100);
      expect(line.cgst + line.sgst).toBe(paise(row.gst));
      expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
      expect(line.igst).toBe(0);
      expect(line.taxable + line.cgst + line.sgst).toBe(line.total);
    }
    expect(lines.some((row) => row.coupon_share > 0)).toBe(true);

    const wrap = snapshot.lines.find((line) => line.description === "Gift wrap");
    expect(wrap).toMatchObject({ total: 2_500, quantity: 1, hsn: lines[0].hsn });
    expect(snapshot.totals.total).toBe(order.total_amount * 100);
    expect(snapshot.totals.tax).toBe(paise(order.gst));
    expect(snapshot.totals.cgst + snapshot.totals.sgst).toBe(snapshot.totals.tax);
    expect(snapshot.totals.taxable).toBe(snapshot.totals.total - snapshot.totals.tax);

    const text = await textOf(invoice);
    for (const expected of [
      "Tax Invoice",
      invoice.number,
      brand.supplier.legalName,
      `GSTIN: ${brand.supplier.gstin}`,
      "State: Madhya Pradesh, State code: 23",
      "Place of supply: Madhya Pradesh (23)",
      INDORE.name,
      INDORE.deliveryAddress,
      ...lines.map((row) => row.hsn),
      ...lines.map((row) => row.name),
      "Gift wrap",
      "CGST",
      "SGST",
      `Grand total ${formatRupeesPaise(order.total_amount)}`,
      `Total tax ${formatRupeesPaise(Number(order.gst))}`,
      // The order by the number the shopper knows it by.
      `Order: ${order.order_number} of `,
      // The rest of Rule 46 (CGST Rules, 2017): the supplier's address, the date of issue, the quantity and
      // taxable value per line, whether tax is on reverse charge, the copy marked for the recipient, and
      // the signature (none needed on a computer-generated invoice) (docs/decisions/gst-invoices.md).
      brand.supplier.address.lines[1],
      "Invoice date",
      "Qty",
      "Total taxable value",
      "Reverse charge",
      "Original for recipient",
      "needs no signature",
    ]) {
      expect(text).toContain(expected);
    }
    expect(snapshot.orderNumber).toBe(order.order_number);
    expect(text).not.toContain(orderId);
    expect(text).not.toContain("IGST");
    expect(text.replace(/\s+/g, " ")).toMatch(/Amount in words: Rupees [A-Z][A-Za-z -]+ Only/);
  });

  it("in another state: IGST alone, the place of supply that state", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(o, browser, [[o.item(3), 1]]);
    await issue(o, orderId);
    const [invoice] = await documentsOf(o, orderId);
    const { order, lines } = await orderRows(orderId);
    expect(invoice.snapshot.split).toBe("IGST");
    expect(invoice.snapshot.lines).toHaveLength(1);
    expect(invoice.snapshot.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igst: paise(lines[0].gst) });
    expect(invoice.snapshot.totals.total).toBe(order.total_amount * 100);
    const text = await textOf(invoice);
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("State: Karnataka, State code: 29");
    expect(text).toContain("IGST");
    expect(text).toContain(lines[0].hsn);
    expect(text).toContain(`Grand total ${formatRupeesPaise(order.total_amount)}`);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("once per order: issuing again keeps the first invoice and takes no number", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(o, browser, [[o.item(4), 1]]);
    await issue(o, orderId);
    const counter = () =>
      o.h.handle.db
        .selectFrom("tax_document_counters")
        .select("last")
        .where("kind", "=", "invoice")
        .executeTakeFirstOrThrow();
    const before = await counter();
    await issue(o, orderId);
    expect(await counter()).toEqual(before);
    const documents = await documentsOf(o, orderId);
    expect(documents).toHaveLength(1);
    expect(documents[0].seq).toBe(before.last);
  });

  it("a rolled-back transaction gives its number back", async () => {
    const { browser } = await o.shopper();
    const [first, second] = [
      await placeOrder(o, browser, [[o.item(5), 1]]),
      await placeOrder(o, browser, [[o.item(6), 1]]),
    ];
    const db = o.h.handle.db;
    const failed = inTransaction(db, async (trx) => {
      await issueInvoice(trx, first, o.clock.now);
      throw new Error("the confirmation failed after the invoice");
    });
    await expect(failed).rejects.toThrow(/confirmation failed/);
    expect(await documentsOf(o, first)).toEqual([]);
    const last = await db.selectFrom("tax_document_counters").select("last").executeTakeFirstOrThrow();
    await issue(o, second);
    const [invoice] = await documentsOf(o, second);
    expect(invoice.seq).toBe(last.last + 1);
  });

  it("numbers by the Indian financial year: 31 March and 1 April, India time, are different series", async () => {
    const { browser } = await o.shopper();
    const [march, april] = [
      await placeOrder(o, browser, [[o.item(7), 1]]),
      await placeOrder(o, browser, [[o.item(8), 1]]),
    ];
    await issue(o, march, new Date("2027-03-31T23:59:59+05:30"));
    await issue(o, april, new Date("2027-04-01T00:00:00+05:30"));
    const [[marchInvoice], [aprilInvoice]] = [await documentsOf(o, march), await documentsOf(o, april)];
    expect(marchInvoice.number).toMatch(/^RZ\/26-27\/\d{6}$/);
    expect(aprilInvoice).toMatchObject({ number: "RZ/27-28/000001", financial_year: "2027-28", seq: 1 });
    const text = await textOf(aprilInvoice);
    expect(text).toContain("Invoice date: 1 Apr 2027");
  });

  it("prints what was stored: a later change to the order's lines does not change the invoice", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(o, browser, [[o.item(9), 1]]);
    await issue(o, orderId);
    const [invoice] = await documentsOf(o, orderId);
    const { lines } = await orderRows(orderId);
    const before = await textOf(invoice);
    await o.h.handle.db
      .updateTable("order_lines")
      .set({ name: "Renamed Later", hsn: "9999" })
      .where("order_id", "=", orderId)
      .execute();
    const [again] = await documentsOf(o, orderId);
    const after = await textOf(again);
    expect(after).toBe(before);
    expect(after).toContain(lines[0].name);
    expect(after).not.toContain("Renamed Later");
  });

  it("runs a long invoice over pages, the totals whole on the last", async () => {
    const { browser } = await o.shopper();
    const orderId = await placeOrder(o, browser, [[o.item(13), 1]], { address: INDORE, giftWrap: true });
    await issue(o, orderId);
    const [invoice] = await documentsOf(o, orderId);
    const lines = Array.from({ length: 30 }, () => invoice.snapshot.lines).flat();
    const pdf = await renderDocumentPdf({
      kind: "invoice",
      number: invoice.number,
      issuedAt: new Date(invoice.issued_at),
      snapshot: { ...invoice.snapshot, lines, totals: totalsOf(lines) },
    });
    expect(await pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text.match(/Grand total/g)).toHaveLength(1);
    expect(text).toContain(`Grand total ${formatRupeesPaise(totalsOf(lines).total / 100)}`);
    expect(text).toContain(`${lines.length} ${lines[0].hsn}`);
  });

  describe("credit notes", () => {
    it("are not issued for an order without an invoice", async () => {
      const { browser } = await o.shopper();
      const orderId = await placeOrder(o, browser, [[o.item(10), 1]]);
      await credit(o, orderId, { reason: "cancellation", amount: 100 });
      expect(await documentsOf(o, orderId)).toEqual([]);
      expect(await orderDocuments(o.h.handle.db, orderId)).toEqual({ creditNotes: [] });
    });

    it("a cancellation reverses the whole invoice; a return only the returned lines, not the charges", async () => {
      const { browser } = await o.shopper();
      const orderId = await placeOrder(
        o,
        browser,
        [
          [o.item(11), 1],
          [o.item(12), 2],
        ],
        { address: INDORE, giftWrap: true },
      );
      await issue(o, orderId);
      const { order, lines } = await orderRows(orderId);
      const returned = lines[1];
      const returnedAmount = returned.unit_price * returned.quantity - returned.coupon_share;
      await credit(o, orderId, { reason: "return", lineIds: [returned.id], amount: returnedAmount });
      await credit(o, orderId, { reason: "cancellation", amount: order.total_amount });

      const [invoice, returnNote, cancelNote] = await documentsOf(o, orderId);
      expect(returnNote).toMatchObject({ kind: "credit_note", reason: "return", amount: returnedAmount });
      expect(returnNote.number).toMatch(/^CN\/26-27\/\d{6}$/);
      expect(returnNote.number.length).toBeLessThanOrEqual(16);
      expect(returnNote.snapshot.lines.map((line) => line.lineId)).toEqual([returned.id]);
      expect(returnNote.snapshot.totals.total).toBe(returnedAmount * 100);
      expect(returnNote.snapshot.corrects).toEqual({
        number: invoice.number,
        issuedAt: new Date(invoice.issued_at).toISOString(),
      });
      expect(cancelNote.snapshot.lines).toEqual(invoice.snapshot.lines);
      expect(cancelNote.snapshot.totals).toEqual(invoice.snapshot.totals);
      expect(cancelNote.seq).toBe(returnNote.seq + 1);

      const text = await textOf(returnNote);
      for (const expected of [
        "Credit Note",
        returnNote.number,
        `Against invoice: ${invoice.number}`,
        "Reason: Goods returned",
        `GSTIN: ${brand.supplier.gstin}`,
        returned.hsn,
        returned.name,
        "CGST",
        "SGST",
        `Total credited ${formatRupeesPaise(returnedAmount)}`,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("Gift wrap");
      expect(await textOf(cancelNote)).toContain("Reason: Order cancelled");

      const base = `/api/v1/order/${orderId}`;
      expect(await orderDocuments(o.h.handle.db, orderId)).toEqual({
        invoice: {
          id: invoice.id,
          number: invoice.number,
          issuedAt: new Date(invoice.issued_at).toISOString(),
          url: `${base}/invoice`,
        },
        creditNotes: [returnNote, cancelNote].map((note) => ({
          id: note.id,
          number: note.number,
          issuedAt: new Date(note.issued_at).toISOString(),
          url: `${base}/credit-notes/${note.id}`,
          amount: note.amount,
        })),
      });
    });
  });
});
