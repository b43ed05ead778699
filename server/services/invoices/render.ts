// Draws a stored GST document (snapshot.ts) as an A4 PDF with pdfkit. Everything printed comes from the
// snapshot and the document's row (number, date), so a document downloaded again later is the same one.
// The text font is a subset of DejaVu Sans shipped beside this file (fonts/), because the PDF standard
// fonts have no rupee sign.
import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { formatRupeesPaise } from "../../../src/lib/money";
import { rupeesInWords } from "./amountInWords";
import type { DocumentLine, DocumentSnapshot, Party } from "./snapshot";

export interface StoredDocument {
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: Date;
  snapshot: DocumentSnapshot;
}

const fonts = {
  regular: readFileSync(new URL("./fonts/DejaVuSans-invoice.ttf", import.meta.url)),
  bold: readFileSync(new URL("./fonts/DejaVuSans-Bold-invoice.ttf", import.meta.url)),
};

const indiaDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateOf = (iso: string | Date) => indiaDate.format(new Date(iso));
const money = (paise: number) => formatRupeesPaise(paise / 100);
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

const MARGIN = 40;
const GREY = "#555555";
/** Room the totals block and the notes under it need. */
const TOTALS_HEIGHT = 170;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, stored: StoredDocument): void {
  const { snapshot } = stored;
  const isInvoice = stored.kind === "invoice";
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font("bold")
    .fontSize(18)
    .text(isInvoice ? "Tax Invoice" : "Credit Note", MARGIN, MARGIN, { width });
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(GREY)
    .text("Original for recipient", { width })
    .fillColor("black");
  doc.moveDown(0.5).fontSize(9);
  const facts: [string, string][] = [
    [isInvoice ? "Invoice number" : "Credit note number", stored.number],
    [isInvoice ? "Invoice date" : "Credit note date", dateOf(stored.issuedAt)],
  ];
  if (snapshot.corrects) {
    facts.push([
      "Against invoice",
      `${snapshot.corrects.number} dated ${dateOf(snapshot.corrects.issuedAt)}`,
    ]);
    facts.push(["Reason", snapshot.reason === "return" ? "Goods returned" : "Order cancelled"]);
  }
  facts.push(["Order", `${snapshot.orderNumber ?? snapshot.orderId} of ${dateOf(snapshot.orderDate)}`]);
  facts.push(["Reverse charge", "No"]);
  for (const [label, value] of facts) {
    doc.font("bold").text(`${label}: `, { continued: true }).font("regular").text(value);
  }
}

const stateLine = (party: Party) => `State: ${party.state}, State code: ${party.stateCode ?? "—"}`;

/** Supplier on the left, recipient on the right, side by side. */
function parties(doc: Doc, snapshot: DocumentSnapshot): void {
  const top = doc.y + 12;
  const column = (doc.page.width - 2 * MARGIN - 20) / 2;
  const block = (x: number, title: string, party: Party, extra: string[]) => {
    doc.font("bold").fontSize(8).fillColor(GREY).text(title, x, top, { width: column }).fillColor("black");
    doc.font("bold").fontSize(10).text(party.name, { width: column });
    doc.font("regular").fontSize(9);
    for (const text of [...party.addressLines, stateLine(party), ...extra]) doc.text(text, { width: column });
    return doc.y;
  };
  const { supplier, recipient, placeOfSupply } = snapshot;
  const left = block(MARGIN, "SUPPLIER", supplier, [`GSTIN: ${supplier.gstin}`]);
  const place = `Place of supply: ${placeOfSupply.state} (${placeOfSupply.stateCode ?? "—"})`;
  const right = block(MARGIN + column + 20, "RECIPIENT (BILLED AND SHIPPED TO)", recipient, [place]);
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 14;
}

function linesTable(doc: Doc, snapshot: DocumentSnapshot): void {
  const intra = snapshot.split === "CGST+SGST";
  const header = [
    "#",
    "HSN",
    "Description",
    "Qty",
    "Taxable value",
    "Rate",
    ...(intra ? ["CGST", "SGST"] : ["IGST"]),
    "Total",
  ];
  const taxCells = (line: DocumentLine) =>
    intra
      ? [
          `${money(line.cgst)}\n@ ${percent(line.rate / 2)}`,
          `${money(line.sgst)}\n@ ${percent(line.rate / 2)}`,
        ]
      : [`${money(line.igst)}\n@ ${percent(line.rate)}`];
  const rows = snapshot.lines.map((line, index) => [
    String(index + 1),
    line.hsn,
    line.description,
    String(line.quantity),
    money(line.taxable),
    percent(line.rate),
    ...taxCells(line),
    money(line.total),
  ]);
  const numeric = { align: { x: "right" as const } };
  doc.font("regular").fontSize(8);
  doc.table({
    position: { x: MARGIN, y: doc.y },
    maxWidth: doc.page.width - 2 * MARGIN,
    columnStyles: [18, 34, "*", 24, 64, 30, ...(intra ? [58, 58] : [64]), 64].map((width, index) =>
      index >= 3 ? { width, ...numeric } : { width },
    ),
    defaultStyle: { border: 0.5, borderColor: "#999999", padding: 3 },
    data: [header.map((text) => ({ text, font: { src: "bold" }, backgroundColor: "#eeeeee" })), ...rows],
  });
}

function totals(doc: Doc, stored: StoredDocument): void {
  const { snapshot } = stored;
  const { totals: sums } = snapshot;
  const rows: [string, number][] = [["Total taxable value", sums.taxable]];
  if (snapshot.split === "CGST+SGST") rows.push(["CGST", sums.cgst], ["SGST", sums.sgst]);
  else rows.push(["IGST", sums.igst]);
  rows.push(["Total tax", sums.tax]);
  const width = 220;
  const x = doc.page.width - MARGIN - width;
  // The totals, the amount in words and the notes stay together on one page.
  if (doc.y + TOTALS_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.8).fontSize(9);
  for (const [label, amount] of rows) {
    const y = doc.y;
    doc.font("regular").text(label, x, y, { width: 120 });
    doc.text(money(amount), x + 120, y, { width: 100, align: "right" });
  }
  const y = doc.y + 4;
  const label = stored.kind === "invoice" ? "Grand total" : "Total credited";
  doc.font("bold").fontSize(11).text(label, x, y, { width: 120 });
  doc.text(money(sums.total), x + 120, y, { width: 100, align: "right" });
  doc.x = MARGIN;
  doc.moveDown(0.8).fontSize(9).font("bold").text("Amount in words: ", MARGIN, doc.y, { continued: true });
  doc.font("regular").text(rupeesInWords(sums.total));
}

function footer(doc: Doc, snapshot: DocumentSnapshot): void {
  const notes = ["Prices include GST; the tax shown is contained in them."];
  if (snapshot.lines.some((line) => !line.lineId)) {
    notes.push(
      "Charges (gift wrap, shipping, cash on delivery fee) are part of a composite supply and carry the HSN code and rate of its principal supply.",
    );
  }
  notes.push("This is a computer-generated document and needs no signature.");
  doc.moveDown(1.2).font("regular").fontSize(7.5).fillColor(GREY);
  for (const note of notes) doc.text(note, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.fillColor("black");
}

/** The document as PDF bytes. */
export function renderDocumentPdf(stored: StoredDocument): Promise<Buffer> {
  const title = `${stored.kind === "invoice" ? "Tax Invoice" : "Credit Note"} ${stored.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: stored.snapshot.supplier.name, CreationDate: stored.issuedAt },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  heading(doc, stored);
  parties(doc, stored.snapshot);
  linesTable(doc, stored.snapshot);
  totals(doc, stored);
  footer(doc, stored.snapshot);
  doc.end();
  return done;
}
