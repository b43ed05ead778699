// Nothing personal in the server's logs (docs/decisions/personal-data.md#logs): a shopper's whole visit —
// sign-up (a code asked for, the account registered), a failed and a good login, an address saved, an order
// placed, a complaint about it, a picture uploaded (and a file that is no picture refused), the name, phone
// and email corrected, a forged unsubscribe link, the download of their data and the deletion of their
// account, with a guest's contact message and complaint beside it — runs
// through the real server with its logger captured, its mail server refusing every recipient (so the jobs
// log their failures, quoting the address as real servers do), and no line may hold the shopper's email,
// phone, name, username, address, password or any token they were given. And the unsubscribe page, whose
// address holds a token, is answered `private, no-store`.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveKey, serverSecret } from "../../server/config/secrets";
import { issueCode } from "../../server/services/accounts/codes";
import { issueVerificationToken } from "../../server/services/accounts/registration";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { ADDRESS } from "./server-orders-helpers";
import { type ObservedShop, observedShop } from "./server-observability-helpers";

let o: ObservedShop;
beforeAll(async () => {
  o = await observedShop();
}, 60_000);
afterAll(() => o.close());

/** What the shopper corrects their email and phone to. */
const NEW_EMAIL = "zubin.r.vakharia@example.in";
const CORRECTED_PHONE = "6350912849";

const shopper = {
  username: "zubin_vakharia",
  name: "Zubin Vakharia",
  email: "zubin.vakharia@example.in",
  phone: "6350912847",
  password: "Sitar#Pune2026",
};
const home = {
  name: "Roshni Vakharia",
  phoneNumber: "6350912848",
  street: "221 Lotus Residency, Koregaon Park",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  landmark: "Behind Osho Garden",
  addressType: "home" as const,
  isDefault: true,
};

/** A guest who writes in: free text is where people put their own details. */
const guest = {
  name: "Farida Contractor",
  email: "farida.contractor@example.in",
  phone: "9123456780",
};

/** A picture upload as a browser sends it: one file in a multipart body, with the shopper's session. */
async function uploadPicture(cookie: string, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), filename);
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return o.call("/api/v1/customized/uploads", {
    method: "POST",
    body: await request.arrayBuffer(),
    cookie,
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  });
}

/** The session token a Set-Cookie header sets (the cookie's value). */
const sessionFrom = (answer: Response) =>
  new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(answer.headers.get("set-cookie") ?? "")?.[1] ?? "";

describe("the server's logs name nobody", () => {
  it("sign-up, login, an address, an order, a complaint, an upload, a contact message, the download and the deletion leave nothing personal in any line", async () => {
    const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });

    const code = await o.call(
      "/api/v1/auth/send-email-verification-otp",
      json({ email: shopper.email, username: shopper.username }),
    );
    expect(code.status).toBe(200);
    const verificationToken = await issueVerificationToken(o.handle.db, shopper.email);
    const registered = await o.call(
      "/api/v1/auth/register",
      json({
        ...shopper,
        verificationToken,
        marketingConsent: true,
        address: { ...home, isDefault: true },
      }),
    );
    expect(registered.status).toBe(201);
    const firstSession = sessionFrom(registered);

    const wrong = await o.call(
      "/api/v1/auth/login",
      json({ identifier: shopper.email, password: "Wrong#Pass2026" }),
    );
    expect(wrong.status).toBe(401);
    const login = await o.call(
      "/api/v1/auth/login",
      json({ identifier: shopper.phone, password: shopper.password }),
    );
    expect(login.status).toBe(200);
    const cookie = sessionFrom(login);

    const address = await o.call("/api/v1/addresses", {
      ...json({ ...home, street: "14 Sitar Lane, Camp", isDefault: false }),
      cookie,
    });
    expect(address.status).toBe(201);
    const refusedAddress = await o.call("/api/v1/addresses", {
      ...json({ ...home, pincode: "011001" }),
      cookie,
    });
    expect(refusedAddress.status).toBe(400);

    const order = await o.order(cookie, "cod");
    expect(order.status).toBe(201);
    const paying = await o.order(cookie, "payment");
    expect(paying.status).toBe(201);

    const orderId = ((await order.json()) as { data: { _id: string } }).data._id;
    const complaint = await o.call("/api/v1/complaints", {
      ...json({
        topic: "delivery",
        orderId,
        message: `The parcel for ${shopper.name} never came to ${home.street}; call me on ${shopper.phone}.`,
      }),
      cookie,
    });
    expect(complaint.status).toBe(201);
    const guestComplaint = await o.call(
      "/api/v1/complaints",
      json({
        name: guest.name,
        email: guest.email,
        topic: "website",
        message: `I am ${guest.name}, reach me on ${guest.phone}: the size chart will not open.`,
      }),
    );
    expect(guestComplaint.status).toBe(201);
    const contact = await o.call(
      "/api/v1/contact/submit",
      json({ name: guest.name, email: guest.email, message: `Do you ship to Port Blair? ${guest.phone}` }),
    );
    expect([201, 502]).toContain(contact.status);

    const picture = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 180, g: 40, b: 60 } },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadPicture(cookie, picture, "zubin-vakharia-passport.png");
    expect(uploaded.status).toBe(201);
    const notPicture = new TextEncoder().encode(`${shopper.name}, ${shopper.phone}`);
    const refusedUpload = await uploadPicture(cookie, notPicture, "zubin-vakharia-aadhaar.png");
    expect(refusedUpload.status).toBe(415);

    const forged = await o.call(
      "/api/v1/privacy/unsubscribe",
      json({ token: `${"a".repeat(24)}.${"b".repeat(43)}` }),
    );
    expect(forged.status).toBe(400);
    const exported = await o.call("/api/v1/account/privacy/export", { cookie });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(shopper.email);
    // Corrections (docs/decisions/personal-data.md#correction): the name and phone, then the email with the
    // code mailed to the new address. That mail and the notice to the old address are refused, so their
    // jobs log their failures too. The code is issued again here, as its mail never arrives.
    const corrected = await o.call("/api/v1/account/details", {
      method: "PUT",
      body: JSON.stringify({ name: "Zubin R Vakharia", phone: CORRECTED_PHONE }),
      cookie,
    });
    expect(corrected.status).toBe(200);
    const asked = await o.call("/api/v1/account/email/code", { ...json({ email: NEW_EMAIL }), cookie });
    expect(asked.status).toBe(200);
    await o.shop.jobs?.settled();
    const account = await o.handle.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", shopper.username)
      .executeTakeFirstOrThrow();
    await o.handle.db.deleteFrom("email_codes").where("email", "=", NEW_EMAIL).execute();
    const pepper = deriveKey(serverSecret(), "one-time-codes");
    const emailCode = await issueCode(o.handle.db, pepper, "email_change", NEW_EMAIL, undefined, account.id);
    const changed = await o.call("/api/v1/account/email", {
      method: "PUT",
      body: JSON.stringify({ email: NEW_EMAIL, otp: emailCode }),
      cookie,
    });
    expect(changed.status).toBe(200);
    await o.shop.jobs?.settled();
    expect(o.logs.text()).toContain("account.email_changed_mail");

    // The deletion waits for the open orders; cancelled, it goes through.
    expect((await o.call("/api/v1/account", { method: "DELETE", cookie })).status).toBe(409);
    await o.handle.db
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("email", "=", ADDRESS.email)
      .execute();
    const deleted = await o.call("/api/v1/account", { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    await o.shop.jobs?.settled();

    const text = o.logs.text();
    // The visit was logged (the refused mails at least), so an empty log does not pass for a clean one.
    expect(text).toContain("Recipient address rejected: User unknown");
    expect(text).toContain("<[email]>");
    const personal = [
      shopper.email,
      shopper.phone,
      NEW_EMAIL,
      CORRECTED_PHONE,
      shopper.name,
      "Zubin",
      "Vakharia",
      shopper.username,
      shopper.password,
      "Wrong#Pass2026",
      home.name,
      home.phoneNumber,
      home.street,
      "Lotus Residency",
      "Sitar Lane",
      home.landmark,
      ADDRESS.name,
      ADDRESS.email,
      ADDRESS.phoneNumber,
      ADDRESS.deliveryAddress,
      guest.name,
      "Farida",
      "Contractor",
      guest.email,
      guest.phone,
      "zubin-vakharia",
      verificationToken,
      firstSession,
      cookie,
    ].filter((value) => value.length > 0);
    expect(firstSession.length).toBeGreaterThan(20);
    expect(cookie.length).toBeGreaterThan(20);
    for (const value of personal) {
      expect(text.toLowerCase(), `a log line holds ${JSON.stringify(value)}`).not.toContain(
        value.toLowerCase(),
      );
    }
  });

  it("the unsubscribe page, whose address holds a token naming the account, is never kept or cacheable", async () => {
    const page = await o.call(`/unsubscribe?token=${"a".repeat(24)}.${"b".repeat(43)}`);
    await page.body?.cancel();
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});
