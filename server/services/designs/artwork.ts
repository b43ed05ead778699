// The pictures a design's side draws, as data: URIs for the print renderer's SVG (librsvg reads no files
// and no WebP, so each picture goes in as PNG, or JPEG when it has no transparency: a photo the size of the
// print area is a few MB of JPEG against tens of PNG). Each is resized once, with sharp's Lanczos filter,
// to the pixels its box covers in the output, so librsvg only places it.
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { DesignLayer } from "../../../src/api/types";
import type { ArtworkSources } from "../../../src/lib/design/DesignLayersSvg";
import { MAX_PICTURE_PIXELS } from "../../../src/lib/pictureRules";
import type { Database } from "../../db/schema";
import type { FileStore } from "../../storage/fileStore";
import { FILES_PATH } from "../../storage/http";
import { isValidFileKey } from "../../storage/keys";

/** Where /media is served from (server/app.ts): the generated sample art, graphics among it. */
export const MEDIA_DIR = fileURLToPath(new URL("../../../mocks/media/", import.meta.url));

/** A /media address's file (the graphics' `path`), or undefined for anything that is not one. */
export async function mediaFile(path: string, mediaDir = MEDIA_DIR): Promise<Buffer | undefined> {
  const match = /^\/media\/((?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(path);
  if (!match || match[1].includes("..")) return undefined;
  return readFile(`${mediaDir}${match[1]}`).catch(() => undefined);
}

/** The bytes behind a picture's address: a sample file under /media, or a stored one under /files. */
export async function pictureAt(store: FileStore, path: string): Promise<Uint8Array | undefined> {
  const prefix = `${FILES_PATH}/`;
  if (path.startsWith(prefix)) {
    const key = path.slice(prefix.length);
    return isValidFileKey(key) ? (await store.get(key))?.bytes : undefined;
  }
  return mediaFile(path);
}

type Pixels = { width: number; height: number };

/** The picture resized to `size` (stretched, as preserveAspectRatio="none" draws it), as a data: URI. */
async function dataUri(bytes: Uint8Array, size: Pixels): Promise<string> {
  const resized = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: "fill" });
  const { hasAlpha } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  const encoded = hasAlpha
    ? await resized.png({ compressionLevel: 2 }).toBuffer()
    : await resized.jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
  return `data:image/${hasAlpha ? "png" : "jpeg"};base64,${encoded.toString("base64")}`;
}

/** For each picture a layer names, the most pixels any of its boxes covers at `pixelsPerUnit`. */
function sizesNeeded(layers: readonly DesignLayer[], pixelsPerUnit: number) {
  const sizes = new Map<string, Pixels>();
  for (const layer of layers) {
    if (layer.kind === "text") continue;
    const id = layer.kind === "graphic" ? `graphic:${layer.graphicId}` : `upload:${layer.uploadId}`;
    const before = sizes.get(id) ?? { width: 1, height: 1 };
    sizes.set(id, {
      width: Math.max(before.width, Math.ceil(layer.width * pixelsPerUnit)),
      height: Math.max(before.height, Math.ceil(layer.height * pixelsPerUnit)),
    });
  }
  return sizes;
}

/** The hrefs DesignLayersSvg draws `layers` with, at `pixelsPerUnit` output pixels per print unit. A
 * picture that is missing (a graphic removed, an upload deleted) is left out, as the browser leaves out
 * one it cannot load. */
export async function artworkSources(
  db: Kysely<Database>,
  store: FileStore,
  layers: readonly DesignLayer[],
  pixelsPerUnit: number,
): Promise<Pick<ArtworkSources, "graphicHref" | "uploadHref">> {
  const sizes = sizesNeeded(layers, pixelsPerUnit);
  const ids = (kind: string) =>
    [...sizes.keys()].filter((id) => id.startsWith(`${kind}:`)).map((id) => id.slice(kind.length + 1));
  const graphicIds = ids("graphic");
  const uploadIds = ids("upload");
  const graphics = graphicIds.length
    ? await db.selectFrom("graphics").select(["id", "path"]).where("id", "in", graphicIds).execute()
    : [];
  const uploads = uploadIds.length
    ? await db
        .selectFrom("design_uploads")
        .select(["id", "storage_key"])
        .where("id", "in", uploadIds)
        .execute()
    : [];
  const hrefs = new Map<string, string>();
  const add = async (id: string, bytes: Uint8Array | undefined) => {
    const size = sizes.get(id);
    if (bytes && size) hrefs.set(id, await dataUri(bytes, size));
  };
  for (const graphic of graphics) await add(`graphic:${graphic.id}`, await pictureAt(store, graphic.path));
  for (const upload of uploads)
    await add(`upload:${upload.id}`, (await store.get(upload.storage_key))?.bytes);
  return {
    graphicHref: (id) => hrefs.get(`graphic:${id}`),
    uploadHref: (id) => hrefs.get(`upload:${id}`),
  };
}
