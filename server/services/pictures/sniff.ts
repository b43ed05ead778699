// The type of an uploaded picture, from its first bytes: a file's name and the type its sender declares are
// whatever the sender says (a text file named photo.jpg, an SVG with a script sent as image/png), its
// magic numbers are what the decoders will read.
export type PictureType = "jpeg" | "png" | "webp" | "avif";

/** The media type each is stored under. */
export const PICTURE_MEDIA_TYPES: Record<PictureType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** An ISO base media file whose `ftyp` box names AVIF as its brand or one it is compatible with. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** JPEG, PNG, WebP or AVIF by the bytes, else undefined. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return undefined;
}
