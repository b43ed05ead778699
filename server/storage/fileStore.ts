// One interface for the files the shop stores and serves itself: product pictures uploaded by staff,
// shoppers' uploads, generated print files (docs/decisions/file-storage.md). Two stores implement it: a
// folder on this machine (development, diskFileStore.ts) and a PostgreSQL table (every instance of a
// deployed shop, postgresFileStore.ts); fromEnv.ts picks one.
import { createHash } from "node:crypto";

/** What a store knows of a file besides its bytes. */
export interface StoredFileInfo {
  key: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** The SHA-256 of the bytes in lower-case hex: the HTTP ETag, and the name of a content-addressed key. */
  etag: string;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Uint8Array;
}

export interface FileStore {
  /** Which store this is (logs, tests). */
  readonly kind: "disk" | "postgres";
  /** Writes the file, replacing any under the same key (the last write wins). Throws InvalidFileKey,
   * InvalidContentType or FileTooLarge before anything is written. */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<StoredFileInfo>;
  /** The file, or undefined when there is none under the key. Throws InvalidFileKey for a malformed key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** What `get` answers without the bytes (a conditional request answered 304 reads no content). */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; answers whether there was one. */
  delete(key: string): Promise<boolean>;
  /** The files whose keys start with `prefix` ("" for all), in key order. */
  list(prefix: string): Promise<StoredFileInfo[]>;
}

/** The largest file a store takes: a print file at 300 DPI (3,600 × 4,800 RGBA PNG) is at most its raw
 * 69 MB when its pixels do not compress (measured with the print area filled with noise: 53 MB), so every
 * design can be printed (docs/decisions/file-storage.md#keys); see the decision for larger. */
export const MAX_STORED_FILE_BYTES = 80 * 1024 * 1024;

/** A key the stores refuse (keys.ts says which they take). */
export class InvalidFileKey extends Error {
  constructor(key: string) {
    super(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidFileKey";
  }
}

export class InvalidContentType extends Error {
  constructor(contentType: string) {
    super(`Not a media type: ${JSON.stringify(contentType.slice(0, 80))}`);
    this.name = "InvalidContentType";
  }
}

export class FileTooLarge extends Error {
  constructor(size: number) {
    super(`A stored file holds at most ${MAX_STORED_FILE_BYTES} bytes; this one has ${size}`);
    this.name = "FileTooLarge";
  }
}

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
