// Shoppers' pictures for their designs (docs/decisions/customiser-design.md#uploads): checked by their
// bytes and header before anything decodes them (as staff's pictures, docs/decisions/picture-pipeline.md#checks),
// then turned upright, stripped of every metadata (EXIF, GPS position, camera) and stored privately as a
// WebP under private/, which /files never serves: only GET /customized/uploads/{id} hands one out, to the
// people `mayReadUpload` names.
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import sharp, { type Metadata } from "sharp";
import {
  DESIGN_UPLOADS_PER_HOUR,
  GUEST_UPLOADS_PER_ADDRESS_HOUR,
  designUploadMessages,
} from "../../../src/lib/designUploadMessages";
import { MAX_PICTURE_PIXELS } from "../../../src/lib/pictureRules";
import type { Database, DesignUploadsTable } from "../../db/schema";
import type { UserRow } from "../accounts/users";
import { newId } from "../accounts/tokens";
import { ApiError } from "../errors";
import { pictureTypeOf } from "../pictures/sniff";
import { type ThrottlePolicy, takeHit } from "../throttle";
import { heldByGuest, holdGuestPlace } from "./guestUploads";
import type { FileStore } from "../../storage/fileStore";
import { fileStoreWithin } from "../../storage/fromEnv";
import { PRIVATE_PREFIX } from "../../storage/keys";

export type DesignUploadRow = Selectable<DesignUploadsTable>;

/** Where uploads are kept: under private/, so /files never serves one. */
export const DESIGN_UPLOADS_FOLDER = `${PRIVATE_PREFIX}design-uploads`;

/** The longest side an upload is kept at: the print area's diagonal at 300 DPI (2,000 units = 20 inches),
 * longer than any box that fits in it, so no printed layer ever enlarges a picture that was sharper when
 * sent. Larger pictures are scaled down to it; smaller ones are kept as they are. */
export const UPLOAD_LONGEST_SIDE = 6000;

/** Lossy WebP at a high quality: a printed photo shows no difference at 300 DPI, while a lossless copy of a
 * 36-megapixel photo is some 50 MB to keep and to read back for every print file. */
const UPLOAD_WEBP = { quality: 90, effort: 4 } as const;

/** Per shopper: enough for an afternoon of trying pictures, not a store for anything else. */
export const DESIGN_UPLOAD_THROTTLE: ThrottlePolicy = {
  limit: DESIGN_UPLOADS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

/** The formats the contract takes for a design (no AVIF: sharp's HEIF reader is the slowest and least
 * needed), by sharp's name for each. */
const TAKEN = { jpeg: "jpeg", png: "png", webp: "webp" } as const;

/** The address the contract gives an upload. */
export const designUploadUrl = (id: string) => `/api/v1/customized/uploads/${id}`;

export const designUploadAnswer = (row: DesignUploadRow) => ({
  _id: row.id,
  width: row.width,
  height: row.height,
  url: designUploadUrl(row.id),
});

/** Per network address, for guests: a guest's token is free to drop, so their budget is their address's,
 * larger since a carrier's shared address may carry many guests (docs/decisions/customiser-design.md#a-guests-pictures). */
export const GUEST_UPLOAD_THROTTLE: ThrottlePolicy = {
  limit: GUEST_UPLOADS_PER_ADDRESS_HOUR,
  windowMs: 60 * 60 * 1000,
};

/** Who an upload is counted against: a shopper, or a guest's network address. */
export type UploadBudget = { userId: string } | { guestAddress: string };

/** One upload counted against `who`, or 429 (before the body is read: server/api/designUploads.ts). */
export async function takeUploadBudget(
  db: Kysely<Database>,
  who: UploadBudget,
  policy?: ThrottlePolicy,
): Promise<void> {
  const [key, rule] =
    "userId" in who
      ? [`design-upload:${who.userId}`, policy ?? DESIGN_UPLOAD_THROTTLE]
      : [`design-upload-guest:${who.guestAddress}`, policy ?? GUEST_UPLOAD_THROTTLE];
  const outcome = await db.transaction().execute((tx) => takeHit(tx, key, rule));
  if (!outcome.allowed) {
    throw new ApiError(429, designUploadMessages.tooMany(outcome.retryAfterSeconds), {
      retryAfter: outcome.retryAfterSeconds,
    });
  }
}

/** The picture's header, or the ApiError (400, 415, 422) saying why it cannot be taken. Nothing decoded. */
async function checkedHeader(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.byteLength === 0) throw new ApiError(400, designUploadMessages.empty);
  const type = pictureTypeOf(bytes);
  if (type === undefined || type === "avif") throw new ApiError(415, designUploadMessages.notAPicture);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(422, designUploadMessages.unreadable);
  }
  if (metadata.format !== TAKEN[type]) throw new ApiError(415, designUploadMessages.notAPicture);
  const { width, height } = metadata;
  if (!width || !height) throw new ApiError(422, designUploadMessages.unreadable);
  if ((metadata.pages ?? 1) > 1) throw new ApiError(422, designUploadMessages.animated);
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new ApiError(422, designUploadMessages.tooManyPixels(width, height));
  }
  return metadata;
}

/** Upright (EXIF orientation applied), at most UPLOAD_LONGEST_SIDE, as WebP with no metadata at all (sharp
 * writes none unless asked). 422 when the pixels cannot be decoded (a file cut short). */
async function uprightWebp(bytes: Uint8Array) {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize(UPLOAD_LONGEST_SIDE, UPLOAD_LONGEST_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp(UPLOAD_WEBP)
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new ApiError(422, designUploadMessages.unreadable);
  }
}

/** Whose an upload is: a shopper's, or a guest's (the hash of their token: guestUploads.ts). */
export type UploadOwner = { userId: string } | { guestTokenHash: string };

/** Checks, converts and stores `bytes` for `owner`: the file and its row in one transaction (a guest's
 * place counted in it: guestUploads.ts). A guest's file is kept under `guests/`: its key never changes,
 * and the row says whose it is. */
export async function acceptDesignUpload(
  db: Kysely<Database>,
  files: FileStore,
  whose: UploadOwner,
  bytes: Uint8Array,
): Promise<DesignUploadRow> {
  await checkedHeader(bytes);
  const picture = await uprightWebp(bytes);
  const id = `up_${newId()}`;
  const folder = "userId" in whose ? whose.userId : "guests";
  const key = `${DESIGN_UPLOADS_FOLDER}/${folder}/${id}.webp`;
  const ownerColumns =
    "userId" in whose
      ? { user_id: whose.userId, guest_token_hash: null }
      : { user_id: null, guest_token_hash: whose.guestTokenHash };
  return db.transaction().execute(async (trx) => {
    if ("guestTokenHash" in whose) await holdGuestPlace(trx, whose.guestTokenHash);
    await fileStoreWithin(files, trx).put(key, picture.bytes, { contentType: "image/webp" });
    return trx
      .insertInto("design_uploads")
      .values({ id, ...ownerColumns, storage_key: key, width: picture.width, height: picture.height })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Whether a design snapshot (`column`, jsonb: { sides: { front, back } } or the sides themselves) prints
 * the upload. */
const printsUpload = (column: RawBuilder<unknown>, uploadId: string) => {
  const uses = (side: "front" | "back") => JSON.stringify({ [side]: [{ uploadId }] });
  return sql<boolean>`(${column} @> ${uses("front")}::jsonb or ${column} @> ${uses("back")}::jsonb)`;
};

/** Whether staff may read an upload: those who handle orders, and only one an order of its owner prints
 * (the order line's snapshot of the design): staff review and print what was ordered, and a shopper's
 * other pictures stay theirs (docs/decisions/customiser-design.md#uploads). */
export async function mayStaffReadUpload(
  db: Kysely<Database>,
  staff: Pick<UserRow, "role" | "permissions">,
  upload: DesignUploadRow,
): Promise<boolean> {
  if (staff.role !== "staff" || !staff.permissions.includes("orders") || upload.user_id === null)
    return false;
  const row = await db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select("l.id")
    .where("o.user_id", "=", upload.user_id)
    .where("l.design", "is not", null)
    .where(printsUpload(sql`l.design -> 'sides'`, upload.id))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a design its owner shared with its pictures uses the upload: then anyone may see it. */
async function sharedWithPictures(db: Kysely<Database>, upload: DesignUploadRow): Promise<boolean> {
  if (upload.user_id === null) return false;
  const row = await db
    .selectFrom("designs")
    .select("id")
    .where("user_id", "=", upload.user_id)
    .where("shared", "=", true)
    .where("share_uploads", "=", true)
    .where(printsUpload(sql`sides`, upload.id))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `viewer` (null: a guest) may see the upload: its owner (an account, or the guest whose upload
 * token hashes to `guestHash`), staff handling orders, or anyone when a shared design shares it. */
export async function mayReadUpload(
  db: Kysely<Database>,
  viewer: UserRow | null,
  upload: DesignUploadRow,
  guestHash?: string,
): Promise<boolean> {
  if (heldByGuest(upload, guestHash)) return true;
  if (upload.user_id === null) return false;
  if (viewer?.id === upload.user_id) return true;
  if (viewer && (await mayStaffReadUpload(db, viewer, upload))) return true;
  return sharedWithPictures(db, upload);
}

/** The upload's WebP for `viewer` (with the request's guest upload token's hash), or 404 (never 403: whether a picture exists is not told). */
export async function readDesignUpload(
  db: Kysely<Database>,
  files: FileStore,
  viewer: UserRow | null,
  id: string,
  guestHash?: string,
): Promise<Uint8Array> {
  const upload = await db.selectFrom("design_uploads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!upload || !(await mayReadUpload(db, viewer, upload, guestHash))) {
    throw new ApiError(404, designUploadMessages.notFound);
  }
  const file = await files.get(upload.storage_key);
  if (!file) throw new ApiError(404, designUploadMessages.notFound);
  return file.bytes;
}
