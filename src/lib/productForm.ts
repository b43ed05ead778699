// Reads the add-product form sent as multipart with its picture files (bracket-named fields:
// `variants[0][sizes][1][stock]`, `tags[]`, `productDetails[features][0]`) into the shape of the JSON
// call's StaffProductInput, with each colour's files beside it. The server and the mock handlers read it
// alike; the server then checks it against the contract and its pictures' bytes
// (docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files). Throws a FormRefusal (400)
// on the first thing wrong, in the words of productFormRules.ts.
import { MAX_PICTURE_BYTES } from "./pictureRules";
import {
  MAX_PRODUCT_FORM_FILES,
  MAX_PRODUCT_FORM_NAME_LENGTH,
  MAX_PRODUCT_FORM_PARTS,
  MAX_PRODUCT_FORM_VALUE_LENGTH,
  productFormMessages as messages,
} from "./productFormRules";
import { swatchOf } from "./colourSwatch";

export class FormRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

type Tree = { [key: string]: Tree | string | File };

/** A field's name as its path: `variants[0][sizes][]` → ["variants", "0", "sizes", ""]. */
function pathOf(name: string): string[] | null {
  if (name.length > MAX_PRODUCT_FORM_NAME_LENGTH) return null;
  const match = /^([A-Za-z]+)((?:\[[A-Za-z0-9]{0,20}\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([A-Za-z0-9]*)\]/g)].map((m) => m[1]);
  // A list position beyond two digits is no form's: refused rather than making a sparse list.
  if (rest.some((segment) => /^\d{3,}$/.test(segment))) return null;
  return [match[1], ...rest];
}

function treeOf(form: FormData): Tree {
  const root: Tree = {};
  let parts = 0;
  let files = 0;
  for (const [name, value] of form.entries()) {
    parts += 1;
    if (parts > MAX_PRODUCT_FORM_PARTS) throw new FormRefusal(400, messages.tooManyParts);
    if (typeof value !== "string") {
      files += 1;
      if (files > MAX_PRODUCT_FORM_FILES) throw new FormRefusal(400, messages.tooManyFiles);
      if (value.size > MAX_PICTURE_BYTES) throw new FormRefusal(413, messages.fileTooLarge(name));
    } else if (value.length > MAX_PRODUCT_FORM_VALUE_LENGTH) {
      throw new FormRefusal(400, messages.tooLong(name.slice(0, MAX_PRODUCT_FORM_NAME_LENGTH)));
    }
    const path = pathOf(name);
    if (!path) throw new FormRefusal(400, messages.unknownField(name));
    let node = root;
    for (const [i, segment] of path.entries()) {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        if (!(key in node)) node[key] = value;
        break;
      }
      const next = node[key];
      if (next === undefined) node[key] = {};
      else if (typeof next === "string" || next instanceof Blob) {
        throw new FormRefusal(400, messages.unknownField(name));
      }
      node = node[key] as Tree;
    }
  }
  return root;
}

/** A branch's values in the order of their positions (`[2]` after `[10]` is still third). */
function listOf(node: Tree | string | File | undefined): Array<Tree | string | File> {
  if (node === undefined) return [];
  if (typeof node === "string" || node instanceof Blob) return [node];
  return Object.keys(node)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .map((key) => node[key]);
}

const isBranch = (node: unknown): node is Tree =>
  typeof node === "object" && node !== null && !(node instanceof Blob);

function textAt(node: Tree | string | File | undefined, field: string): string | undefined {
  if (node === undefined) return undefined;
  if (typeof node !== "string") throw new FormRefusal(400, messages.notText(field));
  return node;
}

function requiredText(node: Tree | string | File | undefined, field: string): string {
  const text = textAt(node, field);
  if (text === undefined || text.trim() === "") throw new FormRefusal(400, messages.required(field));
  return text;
}

/** A whole number as a number; anything else left as text for the contract to refuse in its words. */
const numberOr = (text: string): number | string => (/^\s*-?\d{1,9}\s*$/.test(text) ? Number(text) : text);

function booleanOr(text: string | undefined): boolean | string {
  if (text === undefined || text.trim() === "") return true;
  const value = text.trim().toLowerCase();
  if (value === "true" || value === "on" || value === "1") return true;
  if (value === "false" || value === "off" || value === "0") return false;
  return text;
}

/** A measurement in cm as a number (halves allowed); anything else left as text for the contract. */
const measureOr = (text: string): number | string =>
  /^\s*\d{1,3}(\.\d)?\s*$/.test(text) ? Number(text) : text;

const DECLARED_TEXTS = [
  "makerRole",
  "makerName",
  "makerAddress",
  "countryOfOrigin",
  "careEmail",
  "carePhone",
];
const MEASURED = ["chest", "length", "shoulder", "sleeve", "waist", "hip", "inseam"];

/** `declarations[makerName]`, …, `declarations[measurements][i][chest]` (docs/decisions/product-declarations.md):
 * the fields given, blank ones left out (a draft may lack them). */
function declarationsOf(node: Tree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of DECLARED_TEXTS) {
    const text = textAt(node[field], field);
    if (text?.trim()) out[field] = text.trim();
  }
  const rows = listOf(node.measurements).map((row) => {
    if (!isBranch(row)) throw new FormRefusal(400, messages.required("measurements size"));
    const measured: Record<string, unknown> = { size: requiredText(row.size, "measurements size") };
    for (const measure of MEASURED) {
      const text = textAt(row[measure], measure);
      if (text?.trim()) measured[measure] = measureOr(text);
    }
    return measured;
  });
  if (rows.length > 0) out.measurements = rows;
  return out;
}

export interface ProductFormVariant {
  color: string;
  colorHex: string;
  sizes: Array<{ size: string; stock: number | string }>;
  /** The colour's picture files, in order. */
  files: File[];
}

/** The form's fields in StaffProductInput's shape, its pictures still files: the contract's schema checks
 * the rest. */
export interface ProductForm {
  fields: Record<string, unknown> & { name: string; variants: ProductFormVariant[] };
}

export function readProductForm(form: FormData): ProductForm {
  const tree = treeOf(form);
  const name = requiredText(tree.name, "name");
  const description = requiredText(tree.description, "description");
  const price = numberOr(requiredText(tree.price, "price"));
  const discount = numberOr(requiredText(tree.discount, "discount"));
  const category = requiredText(tree.category, "category");
  const subCategory = requiredText(tree.subCategory, "subCategory");
  const returnPolicy = numberOr(requiredText(tree.returnPolicy, "returnPolicy"));
  const tags = listOf(tree.tags)
    .map((tag) => textAt(tag, "tags"))
    .filter((tag): tag is string => Boolean(tag?.trim()));
  if (tags.length === 0) throw new FormRefusal(400, messages.required("tags"));
  const variantNodes = listOf(tree.variants);
  if (variantNodes.length === 0) throw new FormRefusal(400, messages.required("variants"));
  const variants = variantNodes.map((node): ProductFormVariant => {
    if (!isBranch(node)) throw new FormRefusal(400, messages.required("color"));
    const color = requiredText(node.color, "color");
    const sizeNodes = listOf(node.sizes);
    if (sizeNodes.length === 0) throw new FormRefusal(400, messages.required("sizes"));
    const sizes = sizeNodes.map((size) => {
      if (!isBranch(size)) throw new FormRefusal(400, messages.required("size"));
      return {
        size: requiredText(size.size, "size"),
        stock: numberOr(requiredText(size.stock, "stock")),
      };
    });
    const files = listOf(node.images).map((file) => {
      if (typeof file === "string" || isBranch(file)) throw new FormRefusal(400, messages.notAFile("images"));
      return file;
    });
    if (files.length === 0) throw new FormRefusal(400, messages.imagesRequired);
    const hex = textAt(node.colorHex, "colorHex");
    return { color, colorHex: hex?.trim() ? hex : swatchOf(color), sizes, files };
  });
  const details = isBranch(tree.productDetails) ? tree.productDetails : {};
  const texts = (node: Tree | string | File | undefined, field: string) =>
    listOf(node)
      .map((item) => textAt(item, field))
      .filter((item): item is string => Boolean(item?.trim()));
  const specifications = listOf(details.specifications).map((spec) => ({
    name: isBranch(spec) ? requiredText(spec.name, "specifications name") : "",
    value: isBranch(spec) ? requiredText(spec.value, "specifications value") : "",
  }));
  const status = textAt(tree.status, "status");
  const declarations = isBranch(tree.declarations) ? declarationsOf(tree.declarations) : undefined;
  return {
    fields: {
      name,
      description,
      price,
      discount,
      category,
      subCategory,
      returnPolicy,
      tags,
      codAvailable: booleanOr(textAt(tree.codAvailable, "codAvailable")),
      productDetails: {
        overview: textAt(details.overview, "overview") ?? "",
        features: texts(details.features, "features"),
        materialAndCare: texts(details.materialAndCare, "materialAndCare"),
        specifications,
      },
      variants,
      ...(declarations ? { declarations } : {}),
      ...(status?.trim() ? { status } : {}),
    },
  };
}
