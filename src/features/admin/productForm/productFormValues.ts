// The add/edit product form's values and the pure rules over them: the empty form, the form of a saved
// product, its problems in the shop's words, the StaffProductInput it sends, whether it changed, and a
// stale copy brought up to date without losing what was typed. No React here, so each is unit-tested
// (tests/unit/admin-product-form.test.ts).
import { CATEGORY_OF, SIZES, sizesOf } from "../../../api/enums";
import type { components } from "../../../api/schema";
import type {
  MakerRole,
  ProductDeclarationsInput,
  StaffProduct,
  StaffProductInput,
} from "../../../api/types";
import { MEASURES, type Measure } from "../../../lib/productDeclarations";
import { finalPriceOf } from "../../../lib/finalPrice";
import { productFormWords as words } from "./productFormWords";

type Schemas = components["schemas"];
export type Category = Schemas["Category"];
export type SubCategory = Schemas["SubCategory"];
export type Size = Schemas["Size"];
export type ProductTag = Schemas["ProductTag"];

/** One picture of a colour: on its way up, being made into renditions, or ready with its address. */
export interface PictureDraft {
  key: string;
  fileName: string;
  state: "uploading" | "processing" | "ready";
  /** Upload progress, 0 to 1 (uploading only). */
  progress: number;
  pictureId?: string;
  /** The 400-wide WebP (ready only). */
  src?: string;
  alt: string;
}

export interface SizeDraft {
  size: Size;
  stock: string;
  /** The count the edit screen loaded (server/services/catalogue: stock moves by stock − stockWas). */
  stockWas?: number;
}

export interface VariantDraft {
  key: string;
  _id?: string;
  color: string;
  colorHex: string;
  /** The ticked sizes, in the shop's size order. */
  sizes: SizeDraft[];
  pictures: PictureDraft[];
}

export interface TextRow {
  key: string;
  text: string;
}

export interface SpecRow {
  key: string;
  name: string;
  value: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discount: string;
  category: Category | "";
  subCategory: SubCategory | "";
  returnPolicy: string;
  tags: ProductTag[];
  codAvailable: boolean;
  overview: string;
  features: TextRow[];
  materialAndCare: TextRow[];
  specifications: SpecRow[];
  variants: VariantDraft[];
  /** The Legal Metrology declarations (docs/decisions/product-declarations.md); a draft may leave any blank. */
  makerRole: MakerRole | "";
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  careEmail: string;
  carePhone: string;
  /** Centimetres as typed, per size and measure. */
  measurements: Partial<Record<Size, Partial<Record<Measure, string>>>>;
}

/** A problem per field path ("name", "variants.<key>.images", "features.<key>"); none when it may be sent. */
export type ProductFormErrors = Record<string, string>;

let lastKey = 0;
/**
 * A key for a row added on the page (React's list key, and the error paths' and so the element ids').
 * The rows a form starts with are keyed by their place instead ("v0", "p0-1"), so the server's HTML and
 * the browser's first render name every field alike.
 */
export const newKey = (prefix: string) => `${prefix}n${++lastKey}`;

export const newVariant = (): VariantDraft => ({
  key: newKey("v"),
  color: "",
  colorHex: "#1c1c1e",
  sizes: [],
  pictures: [],
});

export const emptyProductForm = (): ProductFormValues => ({
  name: "",
  description: "",
  price: "",
  discount: "0",
  category: "",
  subCategory: "",
  returnPolicy: "",
  tags: [],
  codAvailable: true,
  overview: "",
  features: [],
  materialAndCare: [],
  specifications: [],
  variants: [{ ...newVariant(), key: "v0" }],
  ...declarationValuesOf({}),
});

/** The declarations' fields of the form, from what the product has. */
function declarationValuesOf(d: ProductDeclarationsInput) {
  const measurements: ProductFormValues["measurements"] = {};
  for (const row of d.measurements ?? []) {
    measurements[row.size] = Object.fromEntries(
      MEASURES.flatMap((m) => (row[m] === undefined ? [] : [[m, String(row[m])]])),
    );
  }
  return {
    makerRole: d.makerRole ?? ("" as const),
    makerName: d.makerName ?? "",
    makerAddress: d.makerAddress ?? "",
    countryOfOrigin: d.countryOfOrigin ?? "",
    careEmail: d.careEmail ?? "",
    carePhone: d.carePhone ?? "",
    measurements,
  };
}

/** The sizes the form's colours are sold in, in the shop's order. */
export const soldSizesOf = (values: Pick<ProductFormValues, "variants">): Size[] =>
  SIZES.filter((size) => values.variants.some((v) => v.sizes.some((s) => s.size === size)));

/** A measurement typed in cm: a number of at most three digits, halves allowed; null otherwise. */
export function centimetresOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.[05])?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= 300 ? n : null;
}

/** The contract's CountryName and CarePhone (openapi/openapi.yaml), checked before sending. */
const COUNTRY_NAME = /^[A-Za-z][A-Za-z .,'()-]*[A-Za-z.)]$/;
const CARE_PHONE = /^\+?[0-9][0-9 -]{5,17}[0-9]$/;

/** The declarations the form sends: blank fields left out, a row per sold size with what was typed. */
export function declarationsInputOf(values: ProductFormValues): ProductDeclarationsInput {
  const text = (value: string) => value.trim() || undefined;
  const measurements = soldSizesOf(values).flatMap((size) => {
    const typed = values.measurements[size] ?? {};
    const row = Object.fromEntries(
      MEASURES.flatMap((m) => {
        const cm = centimetresOf(typed[m] ?? "");
        return cm === null ? [] : [[m, cm]];
      }),
    );
    return Object.keys(row).length > 0 ? [{ size, ...row }] : [];
  });
  const out: ProductDeclarationsInput = {
    makerRole: values.makerRole || undefined,
    makerName: text(values.makerName),
    makerAddress: text(values.makerAddress),
    countryOfOrigin: text(values.countryOfOrigin),
    careEmail: text(values.careEmail),
    carePhone: text(values.carePhone),
    measurements,
  };
  return Object.fromEntries(
    Object.entries(out).filter(([, v]) => v !== undefined),
  ) as ProductDeclarationsInput;
}

/** `product` as the edit form holds it; each size remembers the count it was loaded with. */
export function productFormOf(product: StaffProduct): ProductFormValues {
  const details = product.productDetails;
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discount: String(product.discount),
    category: product.category,
    subCategory: product.subCategory,
    returnPolicy: String(product.returnPolicy),
    tags: [...product.tags],
    codAvailable: product.codAvailable,
    overview: details.overview ?? "",
    features: (details.features ?? []).map((text, i) => ({ key: `f${i}`, text })),
    materialAndCare: (details.materialAndCare ?? []).map((text, i) => ({ key: `m${i}`, text })),
    specifications: (details.specifications ?? []).map(({ name, value }, i) => ({
      key: `s${i}`,
      name,
      value,
    })),
    ...declarationValuesOf(product.declarations),
    variants: product.variants.map((v, i) => ({
      key: `v${i}`,
      _id: v._id,
      color: v.color,
      colorHex: v.colorHex,
      sizes: v.sizes.map(({ size, stock }) => ({ size, stock: String(stock), stockWas: stock })),
      pictures: v.images.map(({ src, alt }, j) => ({
        key: `p${i}-${j}`,
        fileName: src.split("/").at(-1) ?? src,
        state: "ready" as const,
        progress: 1,
        src,
        alt,
      })),
    })),
  };
}

/** A whole number typed in a field, or null (empty, a fraction, letters). */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The final price the form shows, or null until price and discount are numbers in range. */
export function finalPriceOfForm(values: Pick<ProductFormValues, "price" | "discount">): number | null {
  const price = wholeNumberOf(values.price);
  const discount = wholeNumberOf(values.discount);
  if (price === null || discount === null || discount > 100) return null;
  return finalPriceOf(price, discount);
}

/** The sizes a colour may be ticked in: by the sub-category (jeans by waist), else the letter sizes. */
export const sizeChoicesOf = (subCategory: SubCategory | "") => sizesOf(subCategory || "t-shirt");

/** The sub-categories of `category` (all of them before one is chosen). */
export const subCategoriesOf = (category: Category | "") =>
  (Object.keys(CATEGORY_OF) as SubCategory[]).filter((sub) => !category || CATEGORY_OF[sub] === category);

const BOUNDS = {
  price: [1, 1_000_000],
  discount: [0, 90],
  returnPolicy: [0, 365],
  stock: [0, 100_000],
} as const;

function numberProblem(field: keyof typeof BOUNDS, text: string): string | undefined {
  if (!text.trim()) return words.required(field);
  const n = wholeNumberOf(text);
  const [least, most] = BOUNDS[field];
  return n === null || n < least || n > most ? words.wholeNumber(field, least, most) : undefined;
}

/** Every problem of `values`, keyed by field path, in the order the form shows the fields. */
export function productFormProblems(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const put = (path: string, message: string | undefined) => {
    if (message) errors[path] = message;
  };
  put("name", values.name.trim() ? undefined : words.required("name"));
  put("description", values.description.trim() ? undefined : words.required("description"));
  put("price", numberProblem("price", values.price));
  put("discount", numberProblem("discount", values.discount));
  put("category", values.category ? undefined : words.required("category"));
  put("subCategory", values.subCategory ? undefined : words.required("subCategory"));
  put("returnPolicy", numberProblem("returnPolicy", values.returnPolicy));
  put("tags", values.tags.length > 0 ? undefined : words.required("tags"));
  for (const row of values.features)
    if (!row.text.trim()) put(`features.${row.key}`, words.required("feature"));
  for (const row of values.materialAndCare) {
    if (!row.text.trim()) put(`materialAndCare.${row.key}`, words.required("material and care"));
  }
  for (const row of values.specifications) {
    if (!row.name.trim()) put(`specifications.${row.key}.name`, words.required("name"));
    if (!row.value.trim()) put(`specifications.${row.key}.value`, words.required("value"));
  }
  put("variants", values.variants.length > 0 ? undefined : words.required("variants"));
  const country = values.countryOfOrigin.trim();
  put("declarations.countryOfOrigin", !country || COUNTRY_NAME.test(country) ? undefined : words.countryName);
  const email = values.careEmail.trim();
  put("declarations.careEmail", !email || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? undefined : words.email);
  const phone = values.carePhone.trim();
  put("declarations.carePhone", !phone || CARE_PHONE.test(phone) ? undefined : words.phone);
  for (const size of soldSizesOf(values)) {
    for (const [measure, typed] of Object.entries(values.measurements[size] ?? {})) {
      if (typed?.trim() && centimetresOf(typed) === null) {
        put(`measurements.${size}.${measure}`, words.centimetres);
      }
    }
  }
  for (const variant of values.variants) {
    const at = `variants.${variant.key}`;
    put(`${at}.color`, variant.color.trim() ? undefined : words.required("color"));
    put(`${at}.sizes`, variant.sizes.length > 0 ? undefined : words.required("sizes"));
    for (const size of variant.sizes) put(`${at}.stock.${size.size}`, numberProblem("stock", size.stock));
    if (variant.pictures.length === 0) put(`${at}.images`, words.imagesRequired);
    else if (variant.pictures.some((p) => p.state !== "ready")) put(`${at}.images`, words.stillUploading);
    for (const picture of variant.pictures) {
      put(`${at}.pictures.${picture.key}.alt`, picture.alt.trim() ? undefined : words.required("alt"));
    }
  }
  return errors;
}

const bySizeOrder = (a: SizeDraft, b: SizeDraft) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size);

/** What POST /admin/products and PUT /admin/products/{id} take; call only when there are no problems. */
export function staffProductInputOf(
  values: ProductFormValues,
  status?: StaffProductInput["status"],
): StaffProductInput {
  const lines = (rows: readonly TextRow[]) => rows.map((row) => row.text.trim()).filter(Boolean);
  const overview = values.overview.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price.trim()),
    discount: Number(values.discount.trim()),
    category: values.category as Category,
    subCategory: values.subCategory as SubCategory,
    returnPolicy: Number(values.returnPolicy.trim()),
    tags: [...values.tags],
    codAvailable: values.codAvailable,
    productDetails: {
      ...(overview ? { overview } : {}),
      features: lines(values.features),
      materialAndCare: lines(values.materialAndCare),
      specifications: values.specifications.map(({ name, value }) => ({
        name: name.trim(),
        value: value.trim(),
      })),
    },
    variants: values.variants.map((variant) => ({
      ...(variant._id ? { _id: variant._id } : {}),
      color: variant.color.trim(),
      colorHex: variant.colorHex,
      sizes: [...variant.sizes].sort(bySizeOrder).map(({ size, stock, stockWas }) => ({
        size,
        stock: Number(stock.trim()),
        ...(stockWas === undefined ? {} : { stockWas }),
      })),
      images: variant.pictures.map(({ src, alt }) => ({ src: src ?? "", alt: alt.trim() })),
    })),
    declarations: declarationsInputOf(values),
    ...(status ? { status } : {}),
  };
}

/** What the form would send, for "has it changed" (uploads in progress count as changes). */
export const formFingerprint = (values: ProductFormValues) =>
  JSON.stringify({
    ...values,
    features: values.features.map((r) => r.text),
    materialAndCare: values.materialAndCare.map((r) => r.text),
    specifications: values.specifications.map(({ name, value }) => [name, value]),
    variants: values.variants.map(({ key: _, pictures, ...v }) => ({
      ...v,
      pictures: pictures.map(({ src, alt, state, fileName }) => [src, alt, state, fileName]),
    })),
  });

/**
 * The typed form over a newer copy of the product (after a 409): every typed value stays, and each size
 * loaded before keeps the move staff typed (stock − stockWas) on top of the count there is now, so units
 * ordered meanwhile stay taken. A colour or size gone since becomes a new one.
 */
export function rebaseOnFresh(values: ProductFormValues, fresh: StaffProduct): ProductFormValues {
  return {
    ...values,
    variants: values.variants.map((variant) => {
      const now = fresh.variants.find((v) => v._id === variant._id);
      if (!now) return { ...variant, _id: undefined, sizes: variant.sizes.map(({ stockWas: _, ...s }) => s) };
      return {
        ...variant,
        sizes: variant.sizes.map((size) => {
          const count = now.sizes.find((s) => s.size === size.size)?.stock;
          if (count === undefined) return { size: size.size, stock: size.stock };
          if (size.stockWas === undefined) return size;
          const typed = wholeNumberOf(size.stock);
          const stock = typed === null ? size.stock : String(count + typed - size.stockWas);
          return { size: size.size, stock, stockWas: count };
        }),
      };
    }),
  };
}

/** The form with its sub-category (and the sizes ticked) fitted to a new category. */
export function withCategory(values: ProductFormValues, category: Category | ""): ProductFormValues {
  const subCategory =
    values.subCategory && subCategoriesOf(category).includes(values.subCategory) ? values.subCategory : "";
  return withSubCategory({ ...values, category }, subCategory);
}

/** The form with a new sub-category: its category follows, and sizes it is not sold in are unticked. */
export function withSubCategory(values: ProductFormValues, subCategory: SubCategory | ""): ProductFormValues {
  const choices = sizeChoicesOf(subCategory);
  return {
    ...values,
    subCategory,
    category: subCategory ? CATEGORY_OF[subCategory] : values.category,
    variants: values.variants.map((v) => ({ ...v, sizes: v.sizes.filter((s) => choices.includes(s.size)) })),
  };
}

/** Every ticked size of every colour set to `n` pieces, or given `n` more. */
export function withBulkStock(values: ProductFormValues, n: number, how: "set" | "add"): ProductFormValues {
  return {
    ...values,
    variants: values.variants.map((v) => ({
      ...v,
      sizes: v.sizes.map((s) => ({
        ...s,
        stock: String(how === "set" ? n : (wholeNumberOf(s.stock) ?? 0) + n),
      })),
    })),
  };
}

/** The list with the item at `index` moved `step` places. */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(Math.max(0, Math.min(next.length, index + step)), 0, item);
  return next;
}
