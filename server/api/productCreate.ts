// Contract tag "admin": POST /product/create, the add-product form sent as multipart with its picture files
// (docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files). A thin adapter: the session
// is checked before a byte of the body is read (the contract's validator hands this form on unread), then
// the form, bounded in size (server/app.ts), parts and lengths, goes to the same rules and writer as
// POST /admin/products (server/services/catalogue/productForm.ts). Every refusal carries its words in
// `error` too, where the add-product screen reads them.
import { catalogueWriteMessages } from "../../src/lib/catalogueWriteMessages";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Kysely } from "kysely";
import {
  MAX_PRODUCT_FORM_BYTES,
  MAX_PRODUCT_FORM_PARTS,
  productFormMessages,
} from "../../src/lib/productFormRules";
import type { Database } from "../db/schema";
import { failureAnswer } from "../failures";
import { readProduct } from "../services/product-detail";
import { createProductWithPictures } from "../services/catalogue/productForm";
import { ApiError } from "../services/errors";
import type { FileStore } from "../storage/fileStore";
import { readBoundedForm } from "./boundedBody";
import { privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

/** The call's path, which takes a body up to MAX_PRODUCT_FORM_BYTES (server/app.ts). */
export const PRODUCT_FORM_PATH = "/api/v1/product/create";

const FORM_BOUNDS = {
  maxBytes: MAX_PRODUCT_FORM_BYTES,
  maxParts: MAX_PRODUCT_FORM_PARTS,
  messages: productFormMessages,
};

/** The failure's usual answer, with its message in `error` as well. */
async function withErrorField(error: unknown, c: Context): Promise<Response> {
  const answer = failureAnswer(error, c);
  const body = (await answer.json()) as { message: string };
  return c.json({ ...body, error: body.message }, answer.status as ContentfulStatusCode);
}

export function productCreateRoutes(db: Kysely<Database>, files: FileStore) {
  return new Hono().use(privateAnswers).post("/", async (c) => {
    try {
      const staff = await requireStaff(c, db, "catalogue");
      const form = await readBoundedForm(c, FORM_BOUNDS);
      const id = await createProductWithPictures({ db, files }, staff, form);
      const product = await readProduct(db, id, new Date(), true);
      if (!product) throw new ApiError(404, catalogueWriteMessages.notFound);
      return c.json({ success: true as const, message: catalogueWriteMessages.added, data: product }, 201);
    } catch (error) {
      return withErrorField(error, c);
    }
  });
}
