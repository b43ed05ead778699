// The catalogue as a CSV file and back (docs/decisions/staff-catalogue.md#csv-export-and-import). One row
// per product, colour and size; the product's and the colour's columns repeat on each of their rows. The
// import reads the rows back into the JSON calls' StaffProductInput, checks them by the same rules
// (the contract's schema, productInput.ts) and writes them with the same writers as POST and PUT
// /admin/products, so the file has no rules of its own.
import type { Kysely } from "kysely";
import { requestValidator } from "../../../src/api/contract";
import { SIZES } from "../../../src/api/enums";
import { CsvError, csvLine, csvValue, parseCsv } from "../../../src/lib/csv";
import type { Database, ProductStatus } from "../../db/schema";
import { ApiError } from "../errors";
import { checkProductInput, type StaffProductInput } from "./productInput";
import {
  type Actor,
  type CatalogueDeps,
  createProduct,
  setProductStatus,
  updateProduct,
} from "./productWrite";
import { productSnapshot } from "./staffProduct";

type Db = Kysely<Database>;

/** The columns, in the export's order; the import needs each of them, in any order. */
export const CSV_COLUMNS = [
  "productId",
  "updatedAt",
  "name",
  "description",
  "price",
  "discount",
  "category",
  "subCategory",
  "returnPolicy",
  "tags",
  "codAvailable",
  "status",
  "overview",
  "features",
  "materialAndCare",
  "specifications",
  "colourId",
  "colour",
  "swatch",
  "pictures",
  "pictureAlts",
  "size",
  "stockAtExport",
  "stock",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Row = Record<Column, string>;

const PRODUCT_COLUMNS: Column[] = CSV_COLUMNS.slice(0, 16) as Column[];
const COLOUR_COLUMNS: Column[] = ["colour", "swatch", "pictures", "pictureAlts"];

/** The import's bounds: a file of 20,000 rows is several thousand products, read and checked in seconds;
 * a larger catalogue is imported in parts (any set of whole products is a valid file). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** Products exported per query. */
const EXPORT_PAGE = 500;
/** Entries an import's answer lists (the counts cover every product). */
const MAX_ENTRIES = 1000;

export const csvMessages = {
  tooLarge: `The file is too large: at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB and ${MAX_IMPORT_ROWS} rows. Import the catalogue in parts (whole products in each).`,
  noFile: "Choose the CSV file to import (the form's file field).",
  empty: "The file has no rows.",
  missingColumns: (columns: string[]) =>
    `The header lacks ${columns.join(", ")}: export the catalogue for a file with every column.`,
  unknownColumns: (columns: string[]) =>
    `The header has columns the import does not know: ${columns.join(", ")}.`,
  cellCount: (rows: number[], expected: number) =>
    `Rows ${rows.join(", ")} do not have the header's ${expected} cells (a comma or quote may be unquoted).`,
  disagree: (row: number, first: number, column: string) =>
    `Row ${row}: ${column} differs from row ${first}; every row of one product (or colour) must say the same.`,
  unknownProduct: (row: number, id: string) => `Row ${row}: there is no product ${id}.`,
  stale: (row: number) =>
    `Row ${row}: the product was saved after this file was exported. Export again and make the change there.`,
  notAStatus: (row: number) => `Row ${row}: status must be draft, published or archived.`,
  archivedNew: (row: number) => `Row ${row}: a new product cannot be archived; leave it a draft.`,
  picturesMismatch: (row: number) =>
    `Row ${row}: pictures and pictureAlts must have one line each per picture.`,
  invalid: (row: number, message: string) => `Row ${row}: ${message}`,
  planned: "Dry run: nothing was written.",
  notApplied: "The file has errors, so nothing was written. Correct the rows named and import it again.",
  applied: "Imported.",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Export

const lines = (values: readonly string[]) => values.join("\n");

/** The file, a page of products at a time (keyset on id), so no more than a page is held. */
export async function* exportCsv(db: Db): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS);
  let after = "";
  for (;;) {
    const products = await db
      .selectFrom("products")
      .selectAll()
      .where("id", ">", after)
      // Customiser blanks are not catalogue products (docs/decisions/customiser-design.md#storage).
      .where("status", "<>", "blank")
      .orderBy("id")
      .limit(EXPORT_PAGE)
      .execute();
    if (products.length === 0) return;
    after = products[products.length - 1].id;
    const ids = products.map((p) => p.id);
    const variants = await db
      .selectFrom("product_variants")
      .select(["id", "product_id", "color", "color_hex", "images", "image_alts", "position"])
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("position")
      .execute();
    const sizes = variants.length
      ? await db
          .selectFrom("variant_sizes")
          .select(["variant_id", "size", "stock"])
          .where(
            "variant_id",
            "in",
            variants.map((v) => v.id),
          )
          .execute()
      : [];
    let chunk = "";
    for (const p of products) {
      const details = p.product_details[0];
      const productCells = [
        p.id,
        new Date(p.updated_at).toISOString(),
        p.name,
        p.description,
        p.price,
        p.discount,
        p.category,
        p.sub_category,
        p.return_policy,
        p.tags.join("|"),
        p.cod_available,
        p.status,
        details?.overview ?? "",
        lines(details?.features ?? []),
        lines(details?.materialAndCare ?? []),
        lines((details?.specifications ?? []).map((s) => `${s.name}: ${s.value}`)),
      ];
      for (const v of variants.filter((variant) => variant.product_id === p.id)) {
        const colourCells = [v.id, v.color, v.color_hex, lines(v.images), lines(v.image_alts)];
        const ofColour = sizes
          .filter((s) => s.variant_id === v.id)
          .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
        for (const s of ofColour)
          chunk += csvLine([...productCells, ...colourCells, s.size, s.stock, s.stock]);
      }
    }
    yield chunk;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Import: the plan

export interface ImportEntry {
  row: number;
  productId?: string;
  name: string;
  outcome: "created" | "changed" | "unchanged" | "error";
  fields: string[];
  message?: string;
}

interface PlannedProduct {
  entry: ImportEntry;
  input?: StaffProductInput;
  status?: ProductStatus;
  updatedAt?: string;
  statusChanged?: boolean;
}

class RowError extends Error {}

/** The file's rows by column; a 400 naming the rows when it cannot be read as the export's CSV. */
function rowsOf(text: string): Array<{ row: number; values: Row }> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, MAX_IMPORT_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvError) throw new ApiError(400, error.message);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new ApiError(400, csvMessages.empty);
  const names = header.cells.map((cell) => cell.trim());
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new ApiError(400, csvMessages.missingColumns(missing));
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new ApiError(400, csvMessages.unknownColumns(unknown.slice(0, 5)));
  const ragged = body.filter((record) => record.cells.length !== names.length).map((record) => record.row);
  if (ragged.length > 0) throw new ApiError(400, csvMessages.cellCount(ragged.slice(0, 10), names.length));
  return body.map((record) => ({
    row: record.row,
    values: Object.fromEntries(names.map((name, i) => [name, csvValue(record.cells[i])])) as Row,
  }));
}

/** Rows grouped by key, in the order each key first appears. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

function agree(rows: Array<{ row: number; values: Row }>, columns: Column[]): void {
  const [first, ...rest] = rows;
  for (const other of rest) {
    for (const column of columns) {
      if (other.values[column] !== first.values[column]) {
        throw new RowError(csvMessages.disagree(other.row, first.row, column));
      }
    }
  }
}

const listOf = (cell: string) =>
  cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const numberOr = (cell: string): number | string => (/^\s*\d{1,9}\s*$/.test(cell) ? Number(cell) : cell);
const booleanOr = (cell: string): boolean | string =>
  cell.trim().toLowerCase() === "true" ? true : cell.trim().toLowerCase() === "false" ? false : cell;

/** A product's rows as the JSON call's input (unchecked), its status and the updatedAt it was exported at. */
function candidateOf(rows: Array<{ row: number; values: Row }>, existing: boolean) {
  agree(rows, PRODUCT_COLUMNS);
  const p = rows[0].values;
  const variants = groupBy(
    rows,
    (r) => r.values.colourId.trim() || `new:${r.values.colour.trim().toLowerCase()}`,
  ).map((colourRows) => {
    agree(colourRows, COLOUR_COLUMNS);
    const v = colourRows[0].values;
    const pictures = listOf(v.pictures);
    const alts = listOf(v.pictureAlts);
    if (pictures.length !== alts.length) throw new RowError(csvMessages.picturesMismatch(colourRows[0].row));
    const colourId = v.colourId.trim();
    return {
      ...(existing && colourId ? { _id: colourId } : {}),
      color: v.colour,
      colorHex: v.swatch,
      sizes: colourRows.map(({ values }) => ({
        size: values.size,
        stock: numberOr(values.stock),
        ...(existing && colourId && values.stockAtExport.trim() !== ""
          ? { stockWas: numberOr(values.stockAtExport) }
          : {}),
      })),
      images: pictures.map((src, i) => ({ src, alt: alts[i] })),
    };
  });
  const specifications = listOf(p.specifications).map((line) => {
    const at = line.indexOf(":");
    return at === -1
      ? { name: line, value: "" }
      : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
  });
  return {
    candidate: {
      name: p.name,
      description: p.description,
      price: numberOr(p.price),
      discount: numberOr(p.discount),
      category: p.category,
      subCategory: p.subCategory,
      returnPolicy: numberOr(p.returnPolicy),
      tags: p.tags
        .split("|")
        .map((tag) => tag.trim())
        .filter(Boolean),
      codAvailable: booleanOr(p.codAvailable),
      productDetails: {
        overview: p.overview,
        features: listOf(p.features),
        materialAndCare: listOf(p.materialAndCare),
        specifications,
      },
      variants,
    },
    status: p.status.trim(),
    updatedAt: p.updatedAt.trim(),
  };
}

function checkedInput(candidate: unknown, row: number): StaffProductInput {
  const checked = requestValidator().checkValues(
    { product: "/components/schemas/StaffProductInput" },
    { product: candidate },
  );
  if (!checked.ok) throw new RowError(csvMessages.invalid(row, checked.message.replace(/^product\./, "")));
  const input = (checked.values as { product: StaffProductInput }).product;
  try {
    checkProductInput(input);
  } catch (error) {
    if (error instanceof ApiError) throw new RowError(csvMessages.invalid(row, error.message));
    throw error;
  }
  return input;
}

/** What saving `input` over the product as it is now would change, by the input's field names; stock as
 * PUT moves it (by the file's stock less stockAtExport). */
function changesOf(
  input: StaffProductInput,
  now: NonNullable<Awaited<ReturnType<typeof productSnapshot>>>,
): string[] {
  const details = (d: StaffProductInput["productDetails"]) => ({
    overview: d?.overview ?? "",
    features: d?.features ?? [],
    materialAndCare: d?.materialAndCare ?? [],
    specifications: (d?.specifications ?? []).map(({ name, value }) => ({ name, value })),
  });
  const order = (size: string) => SIZES.indexOf(size as (typeof SIZES)[number]);
  const variantsNow = now.variants.map((v) => ({
    _id: v._id,
    color: v.color,
    colorHex: v.colorHex.toLowerCase(),
    sizes: v.sizes.map(({ size, stock }) => ({ size, stock })),
    images: v.images,
  }));
  const variantsAfter = input.variants.map((v) => {
    const current = now.variants.find((n) => n._id === v._id);
    return {
      _id: v._id,
      color: v.color.trim(),
      colorHex: v.colorHex.toLowerCase(),
      sizes: v.sizes
        .map(({ size, stock, stockWas }) => {
          const was = current?.sizes.find((s) => s.size === size)?.stock;
          return { size, stock: was === undefined ? stock : was + (stock - (stockWas ?? was)) };
        })
        .sort((a, b) => order(a.size) - order(b.size)),
      images: v.images.map(({ src, alt }) => ({ src, alt: alt.trim() })),
    };
  });
  const pairs: Array<[string, unknown, unknown]> = [
    ["name", now.name, input.name],
    ["description", now.description, input.description],
    ["price", now.price, input.price],
    ["discount", now.discount, input.discount],
    ["category", now.category, input.category],
    ["subCategory", now.subCategory, input.subCategory],
    ["returnPolicy", now.returnPolicy, input.returnPolicy],
    ["tags", now.tags, input.tags],
    ["codAvailable", now.codAvailable, input.codAvailable],
    ["productDetails", details(now.productDetails), details(input.productDetails)],
    ["variants", variantsNow, variantsAfter],
  ];
  return pairs.filter(([, a, b]) => JSON.stringify(a) !== JSON.stringify(b)).map(([field]) => field);
}

const STATUSES: readonly string[] = ["draft", "published", "archived"];

async function planProduct(db: Db, rows: Array<{ row: number; values: Row }>): Promise<PlannedProduct> {
  const row = rows[0].row;
  const productId = rows[0].values.productId.trim();
  const entry: ImportEntry = { row, name: rows[0].values.name, outcome: "error", fields: [] };
  if (productId) entry.productId = productId;
  try {
    const { candidate, status, updatedAt } = candidateOf(rows, Boolean(productId));
    if (!STATUSES.includes(status)) throw new RowError(csvMessages.notAStatus(row));
    const input = checkedInput(candidate, row);
    if (!productId) {
      if (status === "archived") throw new RowError(csvMessages.archivedNew(row));
      return {
        entry: { ...entry, outcome: "created" },
        input: { ...input, status: status as "draft" | "published" },
      };
    }
    const now = await productSnapshot(db, productId);
    if (!now) throw new RowError(csvMessages.unknownProduct(row, productId));
    if (new Date(updatedAt).getTime() !== new Date(now.updatedAt).getTime()) {
      throw new RowError(csvMessages.stale(row));
    }
    const fields = changesOf(input, now);
    const statusChanged = status !== now.status;
    if (statusChanged) fields.push("status");
    return {
      entry: { ...entry, outcome: fields.length > 0 ? "changed" : "unchanged", fields },
      input,
      status: status as ProductStatus,
      updatedAt: now.updatedAt,
      statusChanged,
    };
  } catch (error) {
    if (error instanceof RowError) return { entry: { ...entry, message: error.message } };
    throw error;
  }
}

export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  counts: Record<ImportEntry["outcome"], number>;
  entries: ImportEntry[];
  truncated: boolean;
}

function reportOf(planned: PlannedProduct[], dryRun: boolean, applied: boolean): ImportReport {
  const counts = { created: 0, changed: 0, unchanged: 0, error: 0 };
  for (const { entry } of planned) counts[entry.outcome] += 1;
  const listed = planned.map((p) => p.entry).filter((entry) => entry.outcome !== "unchanged");
  return {
    dryRun,
    applied,
    counts,
    entries: listed.slice(0, MAX_ENTRIES),
    truncated: listed.length > MAX_ENTRIES,
  };
}

/**
 * The file's plan (dryRun) or the plan applied. A plan with an error is never applied; otherwise each
 * product is written in its own transaction by the JSON calls' writers, with its audit row, and a product
 * saved by someone between the plan and its write (PUT's 409) becomes that product's error.
 */
export async function importCsv(
  deps: CatalogueDeps,
  actor: Actor,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const rows = rowsOf(text);
  const products = groupBy(
    rows,
    (r) => r.values.productId.trim() || `new:${r.values.name.trim().toLowerCase()}`,
  );
  const planned: PlannedProduct[] = [];
  for (const productRows of products) planned.push(await planProduct(deps.db, productRows));
  if (dryRun || planned.some((p) => p.entry.outcome === "error")) return reportOf(planned, dryRun, false);
  for (const plan of planned) {
    const { entry, input } = plan;
    if (!input || entry.outcome === "unchanged") continue;
    try {
      if (entry.outcome === "created") {
        entry.productId = await createProduct(deps, actor, input);
        continue;
      }
      const id = entry.productId as string;
      if (entry.fields.some((field) => field !== "status")) {
        await updateProduct(deps, actor, id, { product: input, updatedAt: plan.updatedAt as string });
      }
      if (plan.statusChanged && plan.status) await setProductStatus(deps, actor, id, plan.status);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Object.assign(entry, { outcome: "error", message: csvMessages.invalid(entry.row, error.message) });
    }
  }
  return reportOf(planned, false, true);
}
