// A guest's pictures for the customiser (docs/decisions/customiser-design.md#a-guests-pictures), on PGlite
// and PostgreSQL: a guest uploads without an account and gets a token cookie (the table keeps its SHA-256
// only); only that cookie reads the picture back (not another guest, a shopper or staff); a guest holds at most MAX_GUEST_UPLOADS, even when
// uploads race for the last place; signing in makes the pictures the account's once, however many sign-ins
// race with the same cookie, and removes the cookie; a picture past its days is not claimed.
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import { GUEST_UPLOAD_COOKIE } from "../../server/api/guestUploadCookie";
import type { DatabaseHandle } from "../../server/db/database";
import { sha256 } from "../../server/services/accounts/tokens";
import { claimGuestUploads } from "../../server/services/designs/guestUploads";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { MAX_GUEST_UPLOADS, designUploadMessages } from "../../src/lib/designUploadMessages";
import { GUEST_UPLOAD_DAYS } from "../../src/lib/privacy/retention";
import { describeOnEachDatabase } from "../support/databases";
import { testApp } from "./server-helpers";

const COOKIE_SHAPE = new RegExp(
  `^${GUEST_UPLOAD_COOKIE}=([A-Za-z0-9_-]{43}); Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax$`,
);

describeOnEachDatabase("a guest's uploads", (database) => {
  let handle: DatabaseHandle;
  let app: Hono;
  let files: FileStore;
  let photo: Buffer;

  beforeAll(async () => {
    handle = await database.openSeeded();
    files = postgresFileStore(handle.db);
    app = testApp(handle, { files });
    photo = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#c03" } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const form = () => {
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "me.png");
    return body;
  };

  async function upload(cookie: string | null) {
    const request = new Request("http://shop.test/api/v1/customized/uploads", {
      method: "POST",
      body: form(),
    });
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    const setCookie = response.headers.get("set-cookie");
    const token = setCookie?.match(COOKIE_SHAPE)?.[1];
    return {
      status: response.status,
      body: await response.json(),
      setCookie,
      token,
      headers: response.headers,
    };
  }

  async function read(cookie: string | null, id: string) {
    const request = new Request(`http://shop.test/api/v1/customized/uploads/${id}`);
    if (cookie) request.headers.set("cookie", cookie);
    return (await app.request(request)).status;
  }

  async function login(email: string, password: string, cookie: string) {
    const response = await app.request("http://shop.test/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ identifier: email, password }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("__Host-rz_session="))?.split(";")[0] ?? "";
    return { cookies, session };
  }

  const rowOf = (id: string) =>
    handle.db.selectFrom("design_uploads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const guestCookie = (token: string) => `${GUEST_UPLOAD_COOKIE}=${token}`;

  it("takes a guest's picture with no account, keeps only its token's hash, and shows it to that cookie alone", async () => {
    const first = await upload(null);
    expect(first.status).toBe(201);
    expect(first.setCookie).toMatch(COOKIE_SHAPE);
    const token = first.token as string;
    const row = await rowOf(first.body.data._id);
    expect(row).toMatchObject({ user_id: null, guest_token_hash: sha256(token) });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.storage_key).toMatch(/^private\/design-uploads\/guests\/up_/);

    // The same cookie keeps its token; a token the shop never handed out is replaced by a new one.
    const second = await upload(guestCookie(token));
    expect(second.token).toBe(token);
    const madeUp = await upload(guestCookie("A".repeat(43)));
    expect(madeUp.status).toBe(201);
    expect(madeUp.token).not.toBe("A".repeat(43));

    expect(await read(guestCookie(token), first.body.data._id)).toBe(200);
    expect(await read(null, first.body.data._id)).toBe(404);
    expect(await read(guestCookie(madeUp.token as string), first.body.data._id)).toBe(404);
    const shopper = await login(users[1].email, users[1].password, "");
    expect(await read(shopper.session, first.body.data._id)).toBe(404);
    // Staff read a picture only once an order prints it: a guest's is on none.
    const staff = await login(staffUser.email, staffUser.password, "");
    expect(await read(staff.session, first.body.data._id)).toBe(404);
  });

  it(`holds at most ${MAX_GUEST_UPLOADS} pictures per guest, even when uploads race for the last place`, async () => {
    const { token } = await upload(null);
    const hash = sha256(token as string);
    await handle.db
      .insertInto("design_uploads")
      .values(
        Array.from({ length: MAX_GUEST_UPLOADS - 2 }, (_, i) => ({
          id: `up_full_${i}`,
          user_id: null,
          guest_token_hash: hash,
          storage_key: `private/design-uploads/guests/up_full_${i}.webp`,
          width: 40,
          height: 50,
        })),
      )
      .execute();
    const racing = await Promise.all([1, 2, 3].map(() => upload(guestCookie(token as string))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of racing.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ success: false, message: designUploadMessages.guestFull });
      expect(refused.setCookie).toBeNull();
    }
    const held = await handle.db
      .selectFrom("design_uploads")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("guest_token_hash", "=", hash)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(MAX_GUEST_UPLOADS);
    // Full: refused before the body is read.
    const full = await upload(guestCookie(token as string));
    expect(full.status).toBe(409);
    expect(full.headers.get("connection")).toBe("close");
  });

  it("makes a guest's pictures the account's at sign-in, once, and removes the cookie", async () => {
    const { body, token } = await upload(null);
    const id = body.data._id as string;
    const { cookies, session } = await login(users[0].email, users[0].password, guestCookie(token as string));
    expect(cookies).toContain(`${GUEST_UPLOAD_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(await rowOf(id)).toMatchObject({ user_id: users[0]._id, guest_token_hash: null });
    expect(await read(session, id)).toBe(200);
    // The old token opens nothing now, and a second sign-in with it claims nothing.
    expect(await read(guestCookie(token as string), id)).toBe(404);
    await login(users[1].email, users[1].password, guestCookie(token as string));
    expect((await rowOf(id)).user_id).toBe(users[0]._id);
  });

  it("gives a guest's pictures to one account when sign-ins race with the same cookie", async () => {
    const first = await upload(null);
    const token = first.token as string;
    await upload(guestCookie(token));
    const claims = await Promise.all([
      claimGuestUploads(handle.db, token, users[0]._id),
      claimGuestUploads(handle.db, token, users[1]._id),
      claimGuestUploads(handle.db, token, users[0]._id),
    ]);
    expect(claims.reduce((a, b) => a + b, 0)).toBe(2);
    const owners = await handle.db
      .selectFrom("design_uploads")
      .select("user_id")
      .where("id", "=", first.body.data._id)
      .execute();
    expect(owners).toHaveLength(1);
    expect(claims.filter((n) => n > 0)).toEqual([2]);
  });

  it(`does not hand over a picture past its ${GUEST_UPLOAD_DAYS} days`, async () => {
    const { body, token } = await upload(null);
    await handle.db
      .updateTable("design_uploads")
      .set({ created_at: new Date(Date.now() - (GUEST_UPLOAD_DAYS * 24 + 1) * 3600_000) })
      .where("id", "=", body.data._id)
      .execute();
    expect(await claimGuestUploads(handle.db, token, users[0]._id)).toBe(0);
    expect((await rowOf(body.data._id)).user_id).toBeNull();
  });
});
