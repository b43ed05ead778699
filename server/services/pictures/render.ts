// The job that makes a picture's renditions (docs/decisions/picture-pipeline.md#rendering): the original
// decoded once, within the pixel limit, turned upright by its EXIF orientation, cover-cropped to the
// purpose's shape and encoded as each rendition. sharp writes no metadata unless asked (no EXIF, no GPS,
// no camera details leave the shop). Safe to run twice: every key is derived from the original's hash and
// the recipe, so a retry after a crash writes the same files again, and a row no longer processing is left
// alone.
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database, PicturePurpose } from "../../db/schema";
import type { FileStore } from "../../storage/fileStore";
import { sha256Hex } from "../../storage/fileStore";
import { fileUrl } from "../../storage/http";
import { derivedKey } from "../../storage/keys";
import { MAX_PICTURE_PIXELS, RENDITIONS, type Rendition, smallestFor } from "../../../src/lib/pictureRules";
import { pictureMessages } from "../../../src/lib/pictureApiMessages";
import { trackedTransaction } from "../cacheVersions/transaction";
import { pictureSettled } from "../catalogue/pictureWaits";
import { ENCODING, RENDITION_RECIPE } from "./rules";
import { PICTURE_MEDIA_TYPES } from "./sniff";

/** How long one try may render before it is counted failed and tried again. Its worker renews the job's
 * lease while it works, so however long a try takes on a busy machine no other worker takes the picture
 * meanwhile (docs/decisions/picture-pipeline.md#a-slow-render-runs-once); this only ends a try that hung.
 * About ten times the slowest try measured (67 s: a 12-megapixel photo on PostgreSQL with the 2-core
 * machine at a load average of 20). */
export const PICTURE_RENDER_MAX_MS = 10 * 60_000;

/** Where renditions are kept: served at /files/pictures/… and cached for good. */
export const RENDITIONS_FOLDER = "pictures";

interface RenderedFile {
  key: string;
  bytes: Uint8Array;
  rendition: Rendition;
}

/** The hash every rendition's key of `original` for `purpose` is derived from (same original, same recipe:
 * same keys). */
const sourceHashOf = (original: Uint8Array, purpose: PicturePurpose) =>
  sha256Hex(new TextEncoder().encode(`${RENDITION_RECIPE}:${purpose}:${sha256Hex(original)}`));

/** Where the picture will be seen once rendered: the `src` its row gets when ready, known before the job
 * runs (a product added with its files names it at once and stays a draft until it is there:
 * server/services/catalogue/pictureWaits.ts). */
export function renderedSrcOf(original: Uint8Array, purpose: PicturePurpose): string {
  const first = RENDITIONS[purpose][0];
  return fileUrl(
    derivedKey(RENDITIONS_FOLDER, sourceHashOf(original, purpose), String(first.width), first.format),
  );
}

/** The files of every rendition of `original` for `purpose`, the one a row names first. Throws when sharp
 * cannot decode the original. */
export async function renderRenditions(
  original: Uint8Array,
  purpose: PicturePurpose,
): Promise<RenderedFile[]> {
  const sourceHash = sourceHashOf(original, purpose);
  const largest = smallestFor(purpose);
  // Decoded once (JPEG shrinks while it loads), upright, at the largest rendition's size.
  const { data, info } = await sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(largest.width, largest.height, { fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const files: RenderedFile[] = [];
  for (const rendition of RENDITIONS[purpose]) {
    const resized = sharp(data, raw).resize(rendition.width, rendition.height, { fit: "cover" });
    const encoded = rendition.format === "avif" ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp);
    files.push({
      key: derivedKey(RENDITIONS_FOLDER, sourceHash, String(rendition.width), rendition.format),
      bytes: new Uint8Array(await encoded.toBuffer()),
      rendition,
    });
  }
  return files;
}

/** After the job's last try (the store kept failing, or every try outran its lease): the picture is failed,
 * never left processing for ever. */
export const pictureGivenUp = (db: Kysely<Database>, pictureId: string) =>
  markFailed(db, pictureId, pictureMessages.notRendered);

/** The row failed, and the products waiting for it told, in one transaction. */
async function markFailed(db: Kysely<Database>, pictureId: string, error: string): Promise<void> {
  await trackedTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("pictures")
      .set({ status: "failed", error })
      .where("id", "=", pictureId)
      .where("status", "=", "processing")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) > 0) await pictureSettled(trx, pictureId, false);
  });
}

/** The job's work for one picture: its renditions stored, then the row ready (or failed, with why). A store
 * that fails throws, and the job is tried again. */
export async function renderPicture(
  db: Kysely<Database>,
  files: FileStore,
  pictureId: string,
): Promise<void> {
  const row = await db.selectFrom("pictures").selectAll().where("id", "=", pictureId).executeTakeFirst();
  if (row?.status !== "processing") return;
  const original = await files.get(row.original_key);
  if (!original) return markFailed(db, pictureId, pictureMessages.missing);
  let rendered: RenderedFile[];
  try {
    rendered = await renderRenditions(original.bytes, row.purpose);
  } catch {
    return markFailed(db, pictureId, pictureMessages.undecodable);
  }
  for (const file of rendered) {
    await files.put(file.key, file.bytes, { contentType: PICTURE_MEDIA_TYPES[file.rendition.format] });
  }
  // Ready, and a product that waited for this picture alone published, in one transaction.
  await trackedTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("pictures")
      .set({ status: "ready", src: fileUrl(rendered[0].key), ready_at: new Date() })
      .where("id", "=", pictureId)
      .where("status", "=", "processing")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) > 0) await pictureSettled(trx, pictureId, true);
  });
}
