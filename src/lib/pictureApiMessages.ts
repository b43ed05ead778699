// What staff's picture calls answer when a picture is refused, fails or is unknown, word for word: the
// server and the mock handlers both answer from this module (as for the catalogue's words,
// catalogueApiMessages.ts), so stories, tests and the shop see the same texts.
import type { PicturePurpose } from "../api/types";
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, smallestFor } from "./pictureRules";

export const pictureMessages = {
  notFound: "Picture not found",
  tooLarge: `The upload is too large: a picture may be at most ${MAX_PICTURE_BYTES / (1024 * 1024)} MB`,
  empty: "file is empty: choose a photo to upload",
  notAPicture:
    "file must be a JPEG, PNG, WebP or AVIF picture (checked from its contents, not its name); GIF, SVG and other files are not taken",
  unreadable: "The picture's header cannot be read: the file may be damaged or cut short",
  animated: "An animated picture cannot be used: upload a still photo",
  tooManyPixels: (width: number, height: number) =>
    `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the most the shop takes is ${MAX_PICTURE_PIXELS / 1e6} megapixels. Save it smaller and upload it again`,
  tooSmall: (purpose: PicturePurpose, width: number, height: number) => {
    const least = smallestFor(purpose);
    return `A ${purpose.replace("-", " ")} picture must be at least ${least.width} × ${least.height} pixels, so it stays sharp on large screens; this one is ${width} × ${height}`;
  },
  /** Why a picture accepted failed in the background. */
  missing: "The original picture is no longer in the file store: upload it again",
  undecodable: "The picture could not be decoded (it may be damaged or cut short): upload it again",
  notRendered: "The picture could not be rendered after several tries: upload it again later",
} as const;
