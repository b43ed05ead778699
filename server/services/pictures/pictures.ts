// Staff's pictures (docs/decisions/picture-pipeline.md): an upload checked (uploadChecks.ts), its original
// stored privately, its row and the job that renders it (render.ts) written in one transaction, so a
// picture exists exactly when its original and its job do; and a picture's state as the contract gives it.
import type { Kysely, Selectable } from "kysely";
import type { Picture } from "../../../src/api/types";
import type { Database, PicturePurpose, PicturesTable } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { FileStore } from "../../storage/fileStore";
import { fileStoreWithin } from "../../storage/fromEnv";
import { contentAddressedKey, PRIVATE_PREFIX } from "../../storage/keys";
import { newId } from "../accounts/tokens";
import { pictureMessages } from "../../../src/lib/pictureApiMessages";
import { ApiError } from "../errors";
import { PICTURE_MEDIA_TYPES } from "./sniff";
import { type CheckedUpload, checkUpload } from "./uploadChecks";

/** The job that makes a picture's renditions (server/services/jobHandlers.ts). */
export const PICTURE_RENDER_JOB = "picture.render";

/** Where originals are kept: never served at /files (docs/decisions/file-storage.md#serving). */
export const ORIGINALS_FOLDER = `${PRIVATE_PREFIX}pictures`;

export interface PictureUpload {
  bytes: Uint8Array;
  purpose: PicturePurpose;
  uploadedBy: string;
}

/** Checks the upload, then stores its original, its row and its job together; answers the new row. */
export async function acceptPicture(
  db: Kysely<Database>,
  files: FileStore,
  upload: PictureUpload,
): Promise<Selectable<PicturesTable>> {
  const checked = await checkUpload(upload.bytes, upload.purpose);
  return db.transaction().execute((trx) => storePicture(trx, files, upload, checked));
}

/** Stores a checked upload's original, its row and its render job with `trx`, the caller's transaction (a
 * product added with its files stores them with the product: server/services/catalogue/productForm.ts). */
export async function storePicture(
  trx: Kysely<Database>,
  files: FileStore,
  upload: PictureUpload,
  checked: CheckedUpload,
): Promise<Selectable<PicturesTable>> {
  const originalKey = contentAddressedKey(ORIGINALS_FOLDER, upload.bytes, checked.type);
  await fileStoreWithin(files, trx).put(originalKey, upload.bytes, {
    contentType: PICTURE_MEDIA_TYPES[checked.type],
  });
  const row = await trx
    .insertInto("pictures")
    .values({
      id: `pic_${newId()}`,
      purpose: upload.purpose,
      original_key: originalKey,
      uploaded_by: upload.uploadedBy,
      width: checked.width,
      height: checked.height,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A picture that cannot be decoded is marked failed by its one try; these retries are for the store.
  await enqueueJob(trx, {
    kind: PICTURE_RENDER_JOB,
    key: row.id,
    payload: { pictureId: row.id },
    maxAttempts: 5,
  });
  return row;
}

/** A row as the contract's Picture: where it can be seen once ready, why not once failed. */
export function pictureAnswer(row: Selectable<PicturesTable>): Picture {
  return {
    _id: row.id,
    purpose: row.purpose,
    status: row.status,
    ...(row.status === "ready" && row.src ? { src: row.src, width: row.width, height: row.height } : {}),
    ...(row.status === "failed" && row.error ? { error: row.error } : {}),
  };
}

export async function findPicture(db: Kysely<Database>, id: string): Promise<Selectable<PicturesTable>> {
  const row = await db.selectFrom("pictures").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, pictureMessages.notFound);
  return row;
}
