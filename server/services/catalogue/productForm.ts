// A product added with its picture files (POST /product/create, the multipart form;
// docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files): a thin adapter onto the JSON
// call's rules and writer. The form is read (src/lib/productForm.ts), each file named by the address its
// rendering will have and given a default alt text, the whole checked as a StaffProductInput by the
// contract and productInput.ts, every picture checked from its bytes (uploadChecks.ts) — all before
// anything is stored. Then one transaction stores the originals, their rows and render jobs, the product
// as a draft, and the waits that publish it when its last picture is ready (pictureWaits.ts).
import type { Kysely } from "kysely";
import { requestValidator } from "../../../src/api/contract";
import { uploadedPictureAlt } from "../../../src/lib/pictureAlt";
import { FormRefusal, readProductForm } from "../../../src/lib/productForm";
import type { Database } from "../../db/schema";
import type { FileStore } from "../../storage/fileStore";
import { trackedTransaction } from "../cacheVersions/transaction";
import { ApiError } from "../errors";
import { storePicture } from "../pictures/pictures";
import { renderedSrcOf } from "../pictures/render";
import { type CheckedUpload, checkUpload } from "../pictures/uploadChecks";
import { waitForPictures } from "./pictureWaits";
import { checkProductInput, type StaffProductInput } from "./productInput";
import { type Actor, insertProduct } from "./productWrite";

const INPUT_SCHEMA = "/components/schemas/StaffProductInput";

/** The contract's words name the field inside the product ("product.variants.color …"): the form's
 * fields are the product's own. */
const withoutPrefix = (message: string) => message.replace(/^product\./, "");

/** The form as the JSON call's input, each picture's bytes beside its place; throws a 400 or 413. */
export async function productInputOfForm(
  form: FormData,
): Promise<{ input: StaffProductInput; pictures: Uint8Array[] }> {
  let read: ReturnType<typeof readProductForm>;
  try {
    read = readProductForm(form);
  } catch (error) {
    if (error instanceof FormRefusal) throw new ApiError(error.status, error.message);
    throw error;
  }
  const { variants, ...rest } = read.fields;
  const pictures: Uint8Array[] = [];
  const candidate = {
    ...rest,
    variants: await Promise.all(
      variants.map(async ({ files, ...variant }) => ({
        ...variant,
        images: await Promise.all(
          files.map(async (file, index) => {
            const bytes = new Uint8Array(await file.arrayBuffer());
            pictures.push(bytes);
            return {
              src: renderedSrcOf(bytes, "product"),
              alt: uploadedPictureAlt(read.fields.name, variant.color, index, files.length),
            };
          }),
        ),
      })),
    ),
  };
  const checked = requestValidator().checkValues({ product: INPUT_SCHEMA }, { product: candidate });
  if (!checked.ok) throw new ApiError(400, withoutPrefix(checked.message));
  const input = (checked.values as { product: StaffProductInput }).product;
  checkProductInput(input);
  return { input, pictures };
}

/**
 * Adds the product with its pictures; answers its id. Every picture is checked before anything is stored,
 * so a refused one leaves nothing behind. The product is a draft until its pictures are ready, then
 * published if `status` asked for it.
 */
export async function createProductWithPictures(
  deps: { db: Kysely<Database>; files: FileStore },
  actor: Actor & { id: string },
  form: FormData,
): Promise<string> {
  const { input, pictures } = await productInputOfForm(form);
  const checks: CheckedUpload[] = [];
  for (const bytes of pictures) checks.push(await checkUpload(bytes, "product"));
  return trackedTransaction(deps.db, async (trx) => {
    const pictureIds: string[] = [];
    for (const [index, bytes] of pictures.entries()) {
      const row = await storePicture(
        trx,
        deps.files,
        { bytes, purpose: "product", uploadedBy: actor.id },
        checks[index],
      );
      pictureIds.push(row.id);
    }
    const productId = await insertProduct(trx, actor, input, "draft");
    await waitForPictures(trx, {
      productId,
      pictureIds,
      publish: input.status === "published",
      actor,
    });
    return productId;
  });
}
