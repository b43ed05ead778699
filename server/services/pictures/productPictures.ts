// A product names its pictures by address (docs/decisions/staff-catalogue.md#adding-and-changing-products):
// a ready product picture uploaded on the product form (docs/decisions/picture-pipeline.md: its `src`), one
// of the shop's own sample photos, or one the product shows already. Anything else (a banner picture, one
// still processing or failed, an address made up) is refused, so shoppers never meet a missing picture.
// The multipart add manages its own pictures' wait (server/services/catalogue/pictureWaits.ts).
import type { Kysely } from "kysely";
import { catalogue } from "../../../mocks/fixtures/products";
import type { Database } from "../../db/schema";
import { ApiError } from "../errors";

const SAMPLE_PHOTOS = new Set(catalogue.flatMap((product) => product.variants.flatMap((v) => v.images)));

export const pictureNotReady = (src: string) =>
  `images: ${src} is not a ready product picture. Upload it on the product form and wait until it is ready.`;

/** Refuses (400) the first address that is neither a sample, nor shown already, nor a ready product picture. */
export async function checkProductPictures(
  db: Kysely<Database>,
  srcs: readonly string[],
  shownAlready: ReadonlySet<string> = new Set(),
): Promise<void> {
  const unknown = [...new Set(srcs)].filter((src) => !SAMPLE_PHOTOS.has(src) && !shownAlready.has(src));
  if (unknown.length === 0) return;
  const ready = await db
    .selectFrom("pictures")
    .select("src")
    .where("src", "in", unknown)
    .where("status", "=", "ready")
    .where("purpose", "=", "product")
    .execute();
  const found = new Set(ready.map((row) => row.src));
  const missing = unknown.find((src) => !found.has(src));
  if (missing) throw new ApiError(400, pictureNotReady(missing));
}
