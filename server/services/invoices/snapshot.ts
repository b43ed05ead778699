// What a GST document prints, fixed when it is issued and stored with it (tax_documents.lines), so the PDF
// rendered on any later download is the same document whatever happens to the catalogue, the brand config
// or the order. Amounts are integer paise, so the lines add up to the totals exactly.
//
// The figures are the bill's own: each order line's amount (unit price × quantity − its coupon share) and
// the GST the order stored for it; taxable value = amount − GST. The charges (gift wrap, shipping, a COD
// fee) are printed as lines of their own. The pricing module taxes them as part of a composite supply at
// the rate of its principal supply (the line of the largest amount), so they carry that line's HSN code and
// rate (CGST Act s. 8(a): a composite supply is treated as a supply of its principal supply), and their
// GST is what the order's GST holds beyond its lines'.
import type { Kysely, Selectable, Transaction } from "kysely";
import { brand } from "../../../src/lib/brand";
import type { Database, OrderLinesTable, OrdersTable } from "../../db/schema";
import { containedGstPaise } from "../pricing/gst";
import { gstStateOf } from "./stateCodes";

type Db = Kysely<Database> | Transaction<Database>;

export type TaxSplit = "CGST+SGST" | "IGST";

export interface DocumentLine {
  /** The order line it prints (absent for a charge). */
  lineId?: string;
  hsn: string;
  description: string;
  quantity: number;
  /** GST rate in percent (CGST and SGST are half of it each). */
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + tax: what the line costs, GST included. */
  total: number;
}

export interface DocumentTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

export interface Party {
  name: string;
  addressLines: string[];
  state: string;
  /** The GST state code; null when the stored state is not an Indian state or union territory. */
  stateCode: string | null;
}

export interface DocumentSnapshot {
  version: 1;
  orderId: string;
  /** The order's number as shoppers know it (documents issued before order numbers existed have none). */
  orderNumber?: string;
  orderDate: string;
  supplier: Party & { gstin: string };
  recipient: Party;
  placeOfSupply: { state: string; stateCode: string | null };
  split: TaxSplit;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** Credit notes: the invoice they correct, and why. */
  corrects?: { number: string; issuedAt: string };
  reason?: "cancellation" | "return";
}

/** GST split into CGST + SGST (half each; an odd paisa goes to CGST so the halves sum exactly) or IGST. */
export function splitTax(tax: number, split: TaxSplit): Pick<DocumentLine, "cgst" | "sgst" | "igst"> {
  if (split === "IGST") return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export function totalsOf(lines: DocumentLine[]): DocumentTotals {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const igst = sum((line) => line.igst);
  return {
    taxable: sum((line) => line.taxable),
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    total: sum((l) => l.total),
  };
}

const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);

/** The supplier as the brand config has it today (stored in each document as issued). */
export function supplierParty(): DocumentSnapshot["supplier"] {
  const { supplier } = brand;
  const { address } = supplier;
  return {
    name: supplier.legalName,
    addressLines: [
      ...address.lines.slice(1),
      `${address.city}, ${address.state} ${address.pincode}`,
      address.country,
    ],
    state: supplier.state,
    stateCode: supplier.gstStateCode,
    gstin: supplier.gstin,
  };
}

type OrderRow = Selectable<OrdersTable>;
type LineRow = Selectable<OrderLinesTable>;

function line(
  fields: Pick<DocumentLine, "lineId" | "hsn" | "description" | "quantity" | "rate">,
  total: number,
  tax: number,
  split: TaxSplit,
): DocumentLine {
  return { ...fields, taxable: total - tax, ...splitTax(tax, split), total };
}

/** The charges of the order as lines at the principal supply's HSN code and rate (see the file comment). */
function chargeLines(order: OrderRow, lines: LineRow[], goodsTax: number, split: TaxSplit): DocumentLine[] {
  const charges = [
    { description: "Gift wrap", amount: order.gift_wrap },
    { description: "Shipping", amount: order.shipping },
    { description: "Cash on delivery fee", amount: order.cod_fee },
  ].filter((charge) => charge.amount > 0);
  if (charges.length === 0 || lines.length === 0) return [];
  // The first line of the largest amount, as the pricing module picks it.
  const amountOf = (row: LineRow) => row.unit_price * row.quantity - row.coupon_share;
  const principal = lines.reduce((best, row) => (amountOf(row) > amountOf(best) ? row : best));
  const rate = Number(principal.gst_rate);
  // The bill taxed the charges together, rounded once: each charge its own share, the last one the rest.
  let taxLeft = paise(order.gst) - goodsTax;
  return charges.map((charge, index) => {
    const tax = index === charges.length - 1 ? taxLeft : containedGstPaise(charge.amount, rate);
    taxLeft -= tax;
    const fields = { hsn: principal.hsn, description: charge.description, quantity: 1, rate };
    return line(fields, charge.amount * 100, tax, split);
  });
}

/** The invoice of an order as it stands now (read in the issuing transaction). */
export async function invoiceSnapshot(db: Db, orderId: string): Promise<DocumentSnapshot> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const supplier = supplierParty();
  const delivery = gstStateOf(order.state);
  // Goods delivered: the place of supply is where the delivery ends (IGST Act s. 10(1)(a)).
  const placeOfSupply = { state: delivery?.name ?? order.state, stateCode: delivery?.code ?? null };
  const split: TaxSplit = placeOfSupply.stateCode === supplier.stateCode ? "CGST+SGST" : "IGST";
  const goods = rows.map((row) => {
    const fields = {
      lineId: row.id,
      hsn: row.hsn,
      description: `${row.name} (${row.color}, size ${row.size})`,
      quantity: row.quantity,
      rate: Number(row.gst_rate),
    };
    return line(fields, (row.unit_price * row.quantity - row.coupon_share) * 100, paise(row.gst), split);
  });
  const goodsTax = goods.reduce((sum, row) => sum + row.cgst + row.sgst + row.igst, 0);
  const lines = [...goods, ...chargeLines(order, rows, goodsTax, split)];
  return {
    version: 1,
    orderId,
    orderNumber: order.order_number,
    orderDate: new Date(order.created_at).toISOString(),
    supplier,
    recipient: {
      name: order.name,
      addressLines: [order.delivery_address, `${order.city}, ${placeOfSupply.state} ${order.pincode}`],
      state: placeOfSupply.state,
      stateCode: placeOfSupply.stateCode,
    },
    placeOfSupply,
    split,
    lines,
    totals: totalsOf(lines),
  };
}

/**
 * A credit note against an invoice: the invoice's lines for `lineIds` (every goods line when absent); a
 * cancellation of the whole order also reverses the charges, a return does not (they are not refunded).
 */
export function creditNoteSnapshot(
  invoice: { number: string; issuedAt: Date; snapshot: DocumentSnapshot },
  credit: { reason: "cancellation" | "return"; lineIds?: string[] },
): DocumentSnapshot {
  const wanted = credit.lineIds ? new Set(credit.lineIds) : null;
  const withCharges = !wanted && credit.reason === "cancellation";
  const lines = invoice.snapshot.lines.filter((row) =>
    row.lineId ? !wanted || wanted.has(row.lineId) : withCharges,
  );
  return {
    ...invoice.snapshot,
    supplier: supplierParty(),
    lines,
    totals: totalsOf(lines),
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason: credit.reason,
  };
}
