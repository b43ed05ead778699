// Files in a folder on this machine (FILE_STORE=disk; the default without DATABASE_URL). For one
// development process: an instance on another machine would not see them
// (docs/decisions/file-storage.md). Each file lies flat in the folder under its key with the slashes
// written %2F (`products%2F<hash>.webp`): a key maps to one name and back, none climbs out of the folder,
// and "a" and "a/b" can both exist as they can in every store. Its media type is beside, in
// `.meta/<name>.json` (no key starts with a dot, so `.meta` and `.tmp` are never a key's). Each write goes
// to `.tmp` first and is renamed into place, so a reader never sees half a file.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type FileStore, type StoredFile, type StoredFileInfo, sha256Hex } from "./fileStore";
import { assertValidFileKey, assertValidPrefix, isValidFileKey } from "./keys";
import { checkPut } from "./putChecks";

const UNKNOWN_TYPE = "application/octet-stream";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** A key's file name: only "/" in a key needs writing otherwise, and a key holds no "%" to confuse. */
const fileName = (key: string) => key.replaceAll("/", "%2F");
const keyOf = (name: string) => name.replaceAll("%2F", "/");

export function diskFileStore(root: string): FileStore {
  const contentPath = (key: string) => join(root, fileName(key));
  const metaPath = (key: string) => join(root, ".meta", `${fileName(key)}.json`);

  async function writeAtomically(path: string, data: Uint8Array | string) {
    const temporary = join(root, ".tmp", randomUUID());
    await mkdir(join(root, ".tmp"), { recursive: true });
    await mkdir(join(root, ".meta"), { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async function contentTypeOf(key: string): Promise<string> {
    try {
      return (JSON.parse(await readFile(metaPath(key), "utf8")) as { contentType: string }).contentType;
    } catch (error) {
      if (isMissing(error)) return UNKNOWN_TYPE;
      throw error;
    }
  }

  async function get(key: string): Promise<StoredFile | undefined> {
    assertValidFileKey(key);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(contentPath(key)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    // The etag is the hash of the bytes read, not a stored one: it always describes what is answered.
    return {
      key,
      bytes,
      size: bytes.byteLength,
      etag: sha256Hex(bytes),
      contentType: await contentTypeOf(key),
    };
  }

  async function stat(key: string): Promise<StoredFileInfo | undefined> {
    const file = await get(key);
    if (!file) return undefined;
    const { bytes: _bytes, ...info } = file;
    return info;
  }

  return {
    kind: "disk",
    async put(key, bytes, { contentType }) {
      const type = checkPut(key, bytes, contentType);
      // The media type first: bytes in place always have one.
      await writeAtomically(metaPath(key), JSON.stringify({ contentType: type }));
      await writeAtomically(contentPath(key), bytes);
      return { key, contentType: type, size: bytes.byteLength, etag: sha256Hex(bytes) };
    },
    get,
    stat,
    async delete(key) {
      assertValidFileKey(key);
      try {
        await rm(contentPath(key));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await rm(metaPath(key), { force: true });
      return true;
    },
    async list(prefix) {
      assertValidPrefix(prefix);
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      // `.meta` and `.tmp` are no keys (a segment starting with a dot never is), nor anything else odd.
      const keys = names
        .map(keyOf)
        .filter((key) => key.startsWith(prefix) && isValidFileKey(key))
        .sort();
      const files: StoredFileInfo[] = [];
      for (const key of keys) {
        const found = await stat(key);
        if (found) files.push(found);
      }
      return files;
    },
  };
}
