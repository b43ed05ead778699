// The file stores (server/storage/, docs/decisions/file-storage.md): one contract, run against the folder
// on disk, PostgreSQL on PGlite and on a PostgreSQL server, each also served over HTTP at /files by the
// shop. Then what only PostgreSQL gives: a file written in a transaction that rolls back is not there, and
// two servers on one database serve the same files. And which store the environment picks.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { diskFileStore } from "../../server/storage/diskFileStore";
import {
  type FileStore,
  FileTooLarge,
  InvalidContentType,
  InvalidFileKey,
  MAX_STORED_FILE_BYTES,
  sha256Hex,
} from "../../server/storage/fileStore";
import { fileStoreChoice } from "../../server/storage/fromEnv";
import { fileUrl } from "../../server/storage/http";
import { contentAddressedKey } from "../../server/storage/keys";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { describeOnEachDatabase, describeOnPostgres, type TestDatabase } from "../support/databases";
import { createTestDatabase } from "../support/postgres";
import { memoryDatabase, testApp } from "./server-helpers";

/** Every byte value, then random ones: what goes in must come out exactly. */
const BINARY = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...randomBytes(300_000)]);
const WEBP = "image/webp";

const BAD_KEYS = [
  "",
  "../outside",
  "a/../../outside",
  "/absolute",
  "a//b",
  "a/",
  ".hidden",
  "a/.meta",
  "a\\b",
  "a%2Fb",
  "a b",
  "छवि.webp",
  "a\u0000b",
  "x".repeat(256),
  "1/2/3/4/5/6/7/8/9",
];

let sequence = 0;
/** A folder of keys of this test alone, so the tests of a store share it without meeting. */
const folder = () => `t${++sequence}`;

interface Subject {
  store: FileStore;
  app: Hono;
}

/** The behaviour every store has, and its answers at /files. */
function fileStoreContract(open: () => Promise<Subject & { close: () => Promise<void> }>) {
  const subject = {} as Subject;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await open();
    Object.assign(subject, opened);
    close = opened.close;
  }, 60_000);
  afterAll(() => close());

  describe("the store", () => {
    it("gives back exactly the bytes put, with their type, size and SHA-256", async () => {
      const key = `${folder()}/picture.webp`;
      const put = await subject.store.put(key, BINARY, { contentType: WEBP });
      const expected = { key, contentType: WEBP, size: BINARY.byteLength, etag: sha256Hex(BINARY) };
      expect(put).toEqual(expected);
      const got = await subject.store.get(key);
      expect(got && Buffer.from(got.bytes).equals(Buffer.from(BINARY))).toBe(true);
      expect({ ...got, bytes: undefined }).toEqual({ ...expected, bytes: undefined });
      expect(await subject.store.stat(key)).toEqual(expected);
    });

    it("keeps an empty file", async () => {
      const key = `${folder()}/empty.txt`;
      await subject.store.put(key, new Uint8Array(), { contentType: "text/plain" });
      expect((await subject.store.get(key))?.bytes.byteLength).toBe(0);
    });

    it("answers undefined for a key with no file", async () => {
      expect(await subject.store.get(`${folder()}/nothing.webp`)).toBeUndefined();
      expect(await subject.store.stat(`${folder()}/nothing.webp`)).toBeUndefined();
    });

    it("a second put under a key replaces the file, bytes and type", async () => {
      const dir = folder();
      await subject.store.put(`${dir}/logo`, new Uint8Array([1, 2, 3]), { contentType: "image/png" });
      await subject.store.put(`${dir}/logo`, new Uint8Array([9]), { contentType: WEBP });
      const got = await subject.store.get(`${dir}/logo`);
      expect(got && [...got.bytes]).toEqual([9]);
      expect(got?.contentType).toBe(WEBP);
      expect(await subject.store.list(`${dir}/`)).toHaveLength(1);
    });

    it("deletes a file, and says whether there was one", async () => {
      const key = `${folder()}/gone.webp`;
      await subject.store.put(key, BINARY, { contentType: WEBP });
      expect(await subject.store.delete(key)).toBe(true);
      expect(await subject.store.get(key)).toBeUndefined();
      expect(await subject.store.delete(key)).toBe(false);
    });

    it("lists the files under a prefix in key order; a key and the folder of the same name both exist", async () => {
      const dir = folder();
      const bytes = new Uint8Array([7]);
      for (const key of [`${dir}/b`, `${dir}/a/2`, `${dir}/a`, `${dir}/a/1`, `${dir}x/other`])
        await subject.store.put(key, bytes, { contentType: "text/plain" });
      const keys = async (prefix: string) => (await subject.store.list(prefix)).map((file) => file.key);
      expect(await keys(`${dir}/`)).toEqual([`${dir}/a`, `${dir}/a/1`, `${dir}/a/2`, `${dir}/b`]);
      expect(await keys(`${dir}/a/`)).toEqual([`${dir}/a/1`, `${dir}/a/2`]);
      expect((await subject.store.list(`${dir}/`))[0]).toEqual({
        key: `${dir}/a`,
        contentType: "text/plain",
        size: 1,
        etag: sha256Hex(bytes),
      });
    });

    it.each(BAD_KEYS)("refuses the key %j everywhere, writing nothing", async (key) => {
      const bytes = new Uint8Array([1]);
      await expect(subject.store.put(key, bytes, { contentType: WEBP })).rejects.toThrow(InvalidFileKey);
      await expect(subject.store.get(key)).rejects.toThrow(InvalidFileKey);
      await expect(subject.store.stat(key)).rejects.toThrow(InvalidFileKey);
      await expect(subject.store.delete(key)).rejects.toThrow(InvalidFileKey);
      expect((await subject.store.list("")).filter((file) => !/^t\d+x?\//.test(file.key))).toEqual([]);
    });

    it("refuses a prefix that no key could start with", async () => {
      await expect(subject.store.list("../")).rejects.toThrow(InvalidFileKey);
    });

    it("refuses a type that is not a media type, and a file over the limit", async () => {
      const key = `${folder()}/refused`;
      for (const contentType of ["", "webp", "image/webp\r\nSet-Cookie: a=b"])
        await expect(subject.store.put(key, BINARY, { contentType })).rejects.toThrow(InvalidContentType);
      const tooLarge = new Uint8Array(MAX_STORED_FILE_BYTES + 1);
      await expect(subject.store.put(key, tooLarge, { contentType: WEBP })).rejects.toThrow(FileTooLarge);
      expect(await subject.store.get(key)).toBeUndefined();
    });
  });

  describe("served at /files", () => {
    it("a content-addressed file: its type, length, ETag and a year's immutable caching", async () => {
      const key = contentAddressedKey(`${folder()}/products`, BINARY, "webp");
      await subject.store.put(key, BINARY, { contentType: WEBP });
      const res = await subject.app.request(fileUrl(key), { headers: { "Accept-Encoding": "gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(WEBP);
      expect(res.headers.get("content-length")).toBe(String(BINARY.byteLength));
      expect(res.headers.get("etag")).toBe(`"${sha256Hex(BINARY)}"`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(BINARY))).toBe(true);
    });

    it("a key written again is revalidated: 304 while unchanged, the new bytes after an overwrite", async () => {
      const key = `${folder()}/banner.webp`;
      const first = await subject.store.put(key, new Uint8Array([1]), { contentType: WEBP });
      const ask = (etag: string) =>
        subject.app.request(fileUrl(key), { headers: { "If-None-Match": `"${etag}"` } });
      const unchanged = await ask(first.etag);
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get("cache-control")).toBe("public, no-cache");
      expect(unchanged.headers.get("etag")).toBe(`"${first.etag}"`);
      await subject.store.put(key, new Uint8Array([2, 2]), { contentType: WEBP });
      const changed = await ask(first.etag);
      expect(changed.status).toBe(200);
      expect([...new Uint8Array(await changed.arrayBuffer())]).toEqual([2, 2]);
    });

    it("HEAD answers the headers without the bytes", async () => {
      const key = `${folder()}/head.webp`;
      await subject.store.put(key, BINARY, { contentType: WEBP });
      const res = await subject.app.request(fileUrl(key), { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toBe(`"${sha256Hex(BINARY)}"`);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    });

    it("a type a browser would run is only ever a download, sandboxed", async () => {
      const key = `${folder()}/page.html`;
      await subject.store.put(key, new TextEncoder().encode("<script>alert(1)</script>"), {
        contentType: "text/html",
      });
      const res = await subject.app.request(fileUrl(key));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe("attachment");
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
    });

    it("a missing file, a private one and a malformed key are a plain 404, never a page or a 5xx", async () => {
      const privateKey = `private/${folder()}/print.pdf`;
      await subject.store.put(privateKey, BINARY, { contentType: "application/pdf" });
      const paths = [
        fileUrl(`${folder()}/missing.webp`),
        fileUrl(privateKey),
        "/files/",
        "/files/..%2f..%2fpackage.json",
        "/files/a//b",
        "/files/.meta/x.json",
        "/files/%E0%A4%A",
        "/files/%00",
        `/files/${"x".repeat(300)}`,
      ];
      for (const path of paths) {
        const res = await subject.app.request(path);
        expect({ path, status: res.status, type: res.headers.get("content-type") }).toEqual({
          path,
          status: 404,
          type: "text/plain; charset=UTF-8",
        });
      }
    });
  });
}

describe("the disk store", () => {
  let dir = "";
  fileStoreContract(async () => {
    dir = mkdtempSync(join(tmpdir(), "rangrez-files-"));
    const handle = await memoryDatabase();
    const store = diskFileStore(dir);
    return {
      store,
      app: testApp(handle, { files: store }),
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });

  it("keeps a file's bytes under its key's name, to be opened as they are", async () => {
    const store = diskFileStore(dir);
    await store.put("products/look.webp", BINARY, { contentType: WEBP });
    expect(readFileSync(join(dir, "products%2Flook.webp")).equals(Buffer.from(BINARY))).toBe(true);
  });
});

async function migrated(database: TestDatabase): Promise<DatabaseHandle> {
  const handle = await database.open();
  await migrateToLatest(handle.db);
  return handle;
}

describeOnEachDatabase("the PostgreSQL store", (database) => {
  let handle: DatabaseHandle;
  fileStoreContract(async () => {
    handle = await migrated(database);
    const store = postgresFileStore(handle.db);
    return { store, app: testApp(handle, { files: store }), close: () => handle.close() };
  });

  it("a file put in a transaction that rolls back is not there; one that commits is", async () => {
    const dir = folder();
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await postgresFileStore(trx).put(`${dir}/undone`, BINARY, { contentType: WEBP });
        throw new Error("the order failed");
      })
      .catch(() => {});
    await handle.db.transaction().execute(async (trx) => {
      await postgresFileStore(trx).put(`${dir}/kept`, BINARY, { contentType: WEBP });
    });
    const keys = (await postgresFileStore(handle.db).list(`${dir}/`)).map((file) => file.key);
    expect(keys).toEqual([`${dir}/kept`]);
  });
});

describeOnPostgres("two servers on one PostgreSQL database", () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it("a file one server stores, overwrites or deletes is what the other serves", async () => {
    const { adminUrl } = inject("postgres");
    if (!adminUrl) throw new Error("no PostgreSQL server");
    const url = await createTestDatabase(adminUrl, "file store instances");
    const [one, other] = await Promise.all([createDatabase({ url }), createDatabase({ url })]);
    handles.push(one, other);
    await migrateToLatest(one.db);
    const servers = [one, other].map((handle) => {
      const store = postgresFileStore(handle.db);
      return { store, app: testApp(handle, { files: store }) };
    });
    const [first, second] = servers as [Subject, Subject];
    const key = "products/shared.webp";
    const bodyOn = async (server: Subject) => {
      const res = await server.app.request(fileUrl(key));
      return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
    };

    await first.store.put(key, BINARY, { contentType: WEBP });
    expect(await bodyOn(second)).toEqual(Buffer.from(BINARY));
    await second.store.put(key, new Uint8Array([4, 2]), { contentType: WEBP });
    expect(await bodyOn(first)).toEqual(Buffer.from([4, 2]));
    await first.store.delete(key);
    expect(await bodyOn(second)).toBe(404);
  }, 60_000);
});

describe("which store the environment picks", () => {
  it("PostgreSQL whenever DATABASE_URL is set, else .data/files; FILE_STORE and FILE_STORE_DIR override", () => {
    expect(fileStoreChoice({})).toEqual({ kind: "disk", dir: ".data/files" });
    expect(fileStoreChoice({ DATABASE_URL: "postgres://db/shop" })).toEqual({ kind: "postgres" });
    expect(fileStoreChoice({ FILE_STORE: "postgres" })).toEqual({ kind: "postgres" });
    expect(fileStoreChoice({ DATABASE_URL: "postgres://db/shop", FILE_STORE: "disk" })).toEqual({
      kind: "disk",
      dir: ".data/files",
    });
    expect(fileStoreChoice({ FILE_STORE: "", FILE_STORE_DIR: "/srv/files" })).toEqual({
      kind: "disk",
      dir: "/srv/files",
    });
  });

  it("refuses a store it does not know, naming the variable", () => {
    expect(() => fileStoreChoice({ FILE_STORE: "s3" })).toThrow(/FILE_STORE must be "postgres" or "disk"/);
  });
});
