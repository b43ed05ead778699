// An uploaded picture checked before anything is stored (docs/decisions/picture-pipeline.md#checks): its
// type from its bytes, and its size in pixels from its header, which sharp reads without decoding the
// picture, so a small file that would decode to gigabytes is refused for the price of reading a header.
import sharp, { type Metadata } from "sharp";
import type { PicturePurpose } from "../../db/schema";
import { pictureMessages } from "../../../src/lib/pictureApiMessages";
import { MAX_PICTURE_PIXELS, smallestFor } from "../../../src/lib/pictureRules";
import { ApiError } from "../errors";
import { type PictureType, pictureTypeOf } from "./sniff";

/** sharp's names of the formats the sniffer knows (AVIF is read by its HEIF loader). */
const SHARP_FORMAT: Record<PictureType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

export interface CheckedUpload {
  type: PictureType;
  /** Upright: after its EXIF orientation. */
  width: number;
  height: number;
}

/** The picture's type and upright size, or the ApiError (400, 415, 422) saying why it cannot be taken. */
export async function checkUpload(bytes: Uint8Array, purpose: PicturePurpose): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new ApiError(400, pictureMessages.empty);
  const type = pictureTypeOf(bytes);
  if (!type) throw new ApiError(415, pictureMessages.notAPicture);
  let metadata: Metadata;
  try {
    // Only the header is read; no pixel limit here, so a huge picture's size is known and said.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(422, pictureMessages.unreadable);
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw new ApiError(415, pictureMessages.notAPicture);
  const { width, height } = metadata;
  if (!width || !height) throw new ApiError(422, pictureMessages.unreadable);
  if ((metadata.pages ?? 1) > 1) throw new ApiError(422, pictureMessages.animated);
  if (width * height > MAX_PICTURE_PIXELS)
    throw new ApiError(422, pictureMessages.tooManyPixels(width, height));
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned ? { width: height, height: width } : { width, height };
  const least = smallestFor(purpose);
  if (upright.width < least.width || upright.height < least.height) {
    throw new ApiError(422, pictureMessages.tooSmall(purpose, upright.width, upright.height));
  }
  return { type, ...upright };
}
