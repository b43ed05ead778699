// What POST /customized/uploads and GET /customized/uploads/{id} answer when they refuse, word for word:
// the server and the mock handlers both read them here (as staff's picture words, pictureApiMessages.ts).
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from "./pictureRules";

/** Uploads a shopper may make in an hour (server/services/designs/uploads.ts). */
export const DESIGN_UPLOADS_PER_HOUR = 60;
/** Uploads a guest may make in an hour from one network address: several guests may share one (a mobile
 * carrier's shared address), and a guest's token is free to drop (server/api/designUploads.ts). */
export const GUEST_UPLOADS_PER_ADDRESS_HOUR = 240;
/** Pictures one guest may hold before signing in (server/services/designs/guestUploads.ts). */
export const MAX_GUEST_UPLOADS = 20;

export const designUploadMessages = {
  notFound: "Picture not found",
  tooLarge: `The picture is too large: it may be at most ${MAX_PICTURE_BYTES / (1024 * 1024)} MB`,
  notAForm: "Request body must be a multipart/form-data form",
  tooManyParts: "Send one picture in the field file",
  fileRequired: "file is required",
  empty: "file is empty: choose a picture to upload",
  notAPicture:
    "This file is not a JPEG, PNG or WebP picture (the shop looks at what is inside the file, not its name). GIFs, SVGs and other files cannot be printed: choose a photo saved as JPEG, PNG or WebP",
  unreadable: "The picture cannot be read: the file may be damaged or cut short",
  animated: "An animated picture cannot be used: upload a still picture",
  tooManyPixels: (width: number, height: number) =>
    `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the most the shop takes is ${MAX_PICTURE_PIXELS / 1e6} megapixels. Save it smaller and upload it again`,
  guestFull: `You have uploaded ${MAX_GUEST_UPLOADS} pictures without signing in, the most a guest can keep. Sign in to upload more: your pictures come with you`,
  tooMany: (seconds: number) =>
    `You have uploaded many pictures in the last hour. Try again in ${Math.ceil(seconds / 60)} minutes`,
} as const;
