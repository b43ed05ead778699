// Contract tag "admin": staff add a product with the multipart, bracket-notation form of ProductCreateForm.
// Uploaded images are not stored: each variant shows the placeholder image in the mocks.
import {
  type Category,
  PLACEHOLDER_IMAGE_PATH,
  PRODUCT_TAGS,
  type Product,
  type ProductTag,
  SIZES,
  SUB_CATEGORIES,
  type SizeStock,
  type SubCategory,
  type Variant,
} from "../fixtures";
import { fail, http } from "./http";
import { db, nextMockId, nowIso, requireStaff } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

/** 400 ProductCreateErrorResponse: the screen reads `error`. */
function invalid(message: string): never {
  return fail(400, message, { error: message });
}

function text(form: FormData, field: string): string {
  const value = form.get(field);
  if (typeof value !== "string" || value.trim() === "") invalid(`${field} is required`);
  return value.trim();
}

function wholeNumber(form: FormData, field: string, max?: number): number {
  const raw = text(form, field);
  const value = Number(raw);
  if (!/^[0-9]+$/.test(raw) || (max !== undefined && value > max)) {
    invalid(`${field} must be a whole number${max !== undefined ? ` from 0 to ${max}` : ""}`);
  }
  return value;
}

function choice<T extends string>(form: FormData, field: string, allowed: readonly T[]): T {
  const value = text(form, field);
  if (!(allowed as readonly string[]).includes(value))
    invalid(`${field} must be one of: ${allowed.join(", ")}`);
  return value as T;
}

function parseVariants(form: FormData): Variant[] {
  const variants: Variant[] = [];
  for (let i = 0; form.has(`variants[${i}][color]`); i++) {
    const color = text(form, `variants[${i}][color]`);
    const hex = form.get(`variants[${i}][colorHex]`);
    const sizes: SizeStock[] = [];
    for (let j = 0; form.has(`variants[${i}][sizes][${j}][size]`); j++) {
      const size = choice(form, `variants[${i}][sizes][${j}][size]`, SIZES);
      sizes.push({ size, stock: wholeNumber(form, `variants[${i}][sizes][${j}][stock]`) });
    }
    if (sizes.length === 0) invalid(`variants[${i}][sizes] needs at least one size`);
    const images = [...form.keys()].filter((k) => k.startsWith(`variants[${i}][images]`));
    if (images.length === 0) invalid(`variants[${i}][images] needs at least one image`);
    variants.push({
      _id: nextMockId("var"),
      color,
      colorHex: typeof hex === "string" && /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : "#808080",
      images: images.map(() => PLACEHOLDER_IMAGE_PATH),
      sizes,
    });
  }
  if (variants.length === 0) invalid("variants needs at least one variant");
  return variants;
}

const defaults = [
  http.post("/product/create", async ({ request, cookies, response }) => {
    requireStaff(cookies);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalid("The body must be multipart/form-data");
    }
    const name = text(form, "name");
    const description = text(form, "description");
    const price = wholeNumber(form, "price");
    const discount = wholeNumber(form, "discount", 100);
    const category = choice<Category>(form, "category", ["upperwear", "bottomwear"]);
    const subCategory = choice<SubCategory>(form, "subCategory", SUB_CATEGORIES);
    const returnPolicy = wholeNumber(form, "returnPolicy");
    const tags = [...form.getAll("tags[]"), ...form.getAll("tags")].map(String);
    if (tags.length === 0) invalid("tags needs at least one tag");
    for (const tag of tags) {
      if (!(PRODUCT_TAGS as readonly string[]).includes(tag))
        invalid(`tags must be among: ${PRODUCT_TAGS.join(", ")}`);
    }
    const variants = parseVariants(form);
    const cod = form.get("codAvailable");
    const finalPrice = price - Math.floor((price * discount) / 100);
    const features = form.getAll("productDetails[features][]").map(String);
    const product: Product = {
      _id: nextMockId("prd"),
      variantId: variants[0]._id,
      name,
      description,
      category,
      subCategory,
      images: [...variants[0].images],
      variants,
      price,
      originalPrice: price,
      finalPrice,
      discount,
      isNew: tags.includes("newarrival"),
      rating: 0,
      reviews: [],
      tags: tags as ProductTag[],
      codAvailable: cod === null ? true : String(cod) === "true",
      isAvailable: variants.some((v) => v.sizes.some((s) => s.stock > 0)),
      returnPolicy,
      createdAt: nowIso(),
      productDetails: [
        {
          overview: String(form.get("productDetails[overview]") ?? ""),
          features,
          materialAndCare: form.getAll("productDetails[materialAndCare][]").map(String),
          specifications: [],
        },
      ],
    };
    db.products.push(product);
    return response(201).json({ success: true, message: "Product successfully added!", data: product });
  }),
];

export const adminHandlers: HandlerVariants = defineVariants(defaults);
