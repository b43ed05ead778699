// A bounded, seeded fuzz of the real server over loopback (in-memory PGlite, seeded; mail to an in-process
// catcher; social sign-in to the local fake provider): for every operation the server implements, requests
// built from the contract's own examples are broken in every way the shop must survive (wrong types,
// missing fields, NUL and other control characters, lone surrogates, huge numbers and strings, deep
// nesting, wrong content types, oversize and malformed bodies, bad path and query values). Not one answer
// may be a 5xx, and every refusal must be a JSON `{ success: false, message }`. The cart and checkout calls
// and the saved-design calls are sent a second time as a signed-in shopper with a line in the cart, so their
// input reaches their code; the upload calls a second time as a guest holding a picture (their upload
// cookie), and a third with a token far too long to be the shop's.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, staffUser, users } from "../../mocks/fixtures";
import { pick as pickWith, seededRandom } from "../../mocks/fixtures/ids";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { type RunningFakeOAuth, startFakeOAuth } from "../../server/dev/fake-oauth";
import { type MailCatcher, startMailCatcher } from "../../server/services/mail/catcher";
import { createMailer, type Mailer } from "../../server/services/mail/mailer";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { newId } from "../../server/services/accounts/tokens";
import { secureCookiesFor, sessionCookieName } from "../../src/lib/sessionCookie";
import { contractDocument } from "../../src/api/contract";
import {
  type ContractOperation,
  type Json,
  operationIndex,
  resolveRef,
} from "../../src/api/contract/operations";
import { memoryDatabase } from "../unit/server-helpers";
import { testGateway } from "../support/testGateway";
import { SERVER_OPERATIONS } from "./serverOperations";

const SEED = 20_260_801;
/** Random mutations per operation, besides the fixed ones. */
const RANDOM_CASES = 40;

const deepArray = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const deepObject = (depth: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Values no field expects. */
const NASTY: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "\u007f\u0085",
  "\ud800",
  "\uffff",
  "💥".repeat(200),
  "x".repeat(10_000),
  "x".repeat(70_000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  [],
  ["a", 1, null],
  {},
  { $ne: null },
  deepArray(1000),
  deepObject(1000),
];

/** Raw texts for path and query values. */
const NASTY_TEXT = [
  "%00",
  "a%00b",
  "%ZZ",
  "%C0%AF",
  "%ED%A0%80",
  "..",
  "%2E%2E%2F%2E%2E",
  "%2F",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "2147483648",
  "99999999999999999999999",
  "NaN",
  "%20",
  "x".repeat(5000),
  encodeURIComponent("💥".repeat(50)),
  encodeURIComponent("'; drop table users; --"),
];

/** Header values a client can send (fetch refuses control characters in headers). */
const NASTY_HEADERS = ["", " ", "x", "a b", "x".repeat(200), "x".repeat(5000), "'; drop table orders; --"];

const CONTENT_TYPES = [
  null,
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
  "application/xml",
  "application/json; charset=utf-8",
];

const RAW_BODIES = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "123",
  "true",
  "{'single': 'quotes'}",
  `{"a":1,${'"a":2,'.repeat(2000)}"b":3}`,
  "[".repeat(30_000) + "]".repeat(30_000),
  JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]))),
];

/** Operations fuzzed again as a signed-in shopper (as a guest they stop at 401 before their own code). */
const SIGNED_IN_OPERATIONS = new Set([
  "getUserCart",
  "addCartItem",
  "removeFromCart",
  "updateCartItem",
  "removeCartItem",
  "moveCartItemToWishlist",
  "setCartSelection",
  "applyCartCoupon",
  "removeCartCoupon",
  "quoteCheckout",
  "placeCodOrder",
  "initiatePayment",
  "confirmPaymentStatus",
  "retryPayment",
  "payOnDelivery",
  "listOrders",
  "getOrderById",
  "getOrder",
  "cancelOrder",
  "returnOrder",
  "createCustomization",
  "getCustomization",
  "updateCustomization",
  "addCustomizationToWishlist",
  "removeCustomizationFromWishlist",
  "fileComplaint",
  "listMyComplaints",
  "getMyComplaint",
  "getPrivacySettings",
  "setMarketingConsent",
  "exportPersonalData",
  "deleteAccount",
  "updateAccountDetails",
  "sendEmailChangeCode",
  "changeEmail",
]);

/** Signed-in operations that end the account they are sent with: each attempt signs in an account of its own
 * (the shared shopper would be gone for every operation after it). */
const ACCOUNT_ENDING_OPERATIONS = new Set(["deleteAccount"]);

/** Operations fuzzed again with a guest's upload cookie (docs/decisions/customiser-design.md#a-guests-pictures). */
const GUEST_UPLOAD_OPERATIONS = new Set(["uploadDesignPicture", "getDesignPicture"]);

interface Attempt {
  method: string;
  path: string;
  /** Header parameters (Idempotency-Key …); the contract's samples unless an attempt changes them. */
  headers?: Record<string, string>;
  contentType: string | null;
  body?: string;
  what: string;
}

/** The sample of a text parameter without an example (the signed-in shopper's cart line has this id). */
const SAMPLE_TEXT = "abc123";

/** A value a parameter accepts: its example, its enum, or a fitting sample. */
function sampleValue(parameter: Json): string {
  if (parameter.example !== undefined) return String(parameter.example);
  const schema = resolveRef(contractDocument, (parameter.schema ?? {}) as Json).value;
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (typeof schema.pattern === "string" && schema.pattern.includes("[1-9]")) return "560038";
  return SAMPLE_TEXT;
}

function exampleBody(operation: ContractOperation): Json | undefined {
  const body = operation.operation.requestBody as Json | undefined;
  const media = (body?.content as Record<string, Json> | undefined)?.["application/json"];
  return media?.example as Json | undefined;
}

/** The request as the contract's examples have it (an empty form for a multipart operation). */
function exampleRequest(operation: ContractOperation): Pick<Attempt, "contentType" | "body"> {
  const content = (operation.operation.requestBody as Json | undefined)?.content as Json | undefined;
  if (!content) return { contentType: null };
  // A plain form (only the mail app's one-click unsubscribe takes one): its example as the form it is, so
  // the attempts reach past the content type check to the operation's own.
  const urlencoded = content["application/x-www-form-urlencoded"] as Json | undefined;
  if (urlencoded?.example) {
    const fields = Object.entries(urlencoded.example as Json).map(([name, value]) => [name, String(value)]);
    return { contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() };
  }
  if (content["multipart/form-data"])
    return { contentType: "multipart/form-data; boundary=x", body: "--x--\r\n" };
  return { contentType: "application/json", body: JSON.stringify(exampleBody(operation)) };
}

/** The path with sample path parameters (or `replace`'s raw texts) and the required query parameters. */
function basePath(operation: ContractOperation, replace: Record<string, string> = {}): string {
  const sampled = (where: string) =>
    operation.parameters
      .filter(({ parameter }) => parameter.in === where && (where === "path" || parameter.required))
      .map(({ parameter }) => [String(parameter.name), encodeURIComponent(sampleValue(parameter))] as const);
  const values = Object.fromEntries(sampled("path"));
  const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => replace[name] ?? values[name]);
  const query = sampled("query").map(([name, value]) => `${name}=${value}`);
  return `/api/v1${path}${query.length ? `?${query.join("&")}` : ""}`;
}

/** Every leaf and object of a body, by path ("address.pincode"); not below 8 levels (a nasty value put
 * into the body earlier may be 1,000 levels deep). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return prefix.length ? [prefix] : [];
  const own = prefix.length ? [prefix] : [];
  if (prefix.length >= 8) return own;
  return [...own, ...Object.entries(value).flatMap(([key, child]) => fieldPaths(child, [...prefix, key]))];
}

function withField(body: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function attemptsFor(operation: ContractOperation, random: () => number): Attempt[] {
  const pick = <T>(list: readonly T[]) => pickWith(random, list);
  const method = operation.method;
  const example = exampleBody(operation);
  const json = (body: unknown) => JSON.stringify(body);
  const hasBody = Boolean(operation.operation.requestBody);
  const headerParams = operation.parameters.filter(({ parameter }) => parameter.in === "header");
  const headers = Object.fromEntries(
    headerParams.map(({ parameter }) => [String(parameter.name), sampleValue(parameter)]),
  );
  const base = (what: string, extra: Partial<Attempt> = {}): Attempt => {
    const attempt = {
      method,
      path: basePath(operation),
      headers,
      ...exampleRequest(operation),
      what,
      ...extra,
    };
    // fetch sends no body with a GET; its content type still goes.
    return method === "GET" ? { ...attempt, body: undefined } : attempt;
  };
  const attempts: Attempt[] = [base("as the contract's example")];
  const pathParams = operation.parameters.filter(({ parameter }) => parameter.in === "path");
  const queryParams = operation.parameters.filter(({ parameter }) => parameter.in === "query");

  // Fixed: every content type and every malformed body; the body too big.
  if (hasBody || method !== "GET") {
    for (const contentType of CONTENT_TYPES)
      attempts.push(base(`content type ${contentType}`, { contentType }));
    for (const raw of RAW_BODIES) attempts.push(base(`body ${raw.slice(0, 20)}`, { body: raw }));
    attempts.push(base("a 70 KB body", { body: json({ ...example, padding: "x".repeat(70_000) }) }));
  }
  // Fixed: each field missing.
  if (example) {
    for (const field of fieldPaths(example)) {
      attempts.push(base(`without ${field.join(".")}`, { body: json(withField(example, field, undefined)) }));
    }
  }
  // Fixed: every nasty text in every path parameter.
  for (const { parameter } of pathParams) {
    for (const text of NASTY_TEXT) {
      const path = basePath(operation, { [String(parameter.name)]: text });
      attempts.push(base(`path ${parameter.name}=${text.slice(0, 20)}`, { path }));
    }
  }

  // Fixed: each header parameter missing, and every nasty text in it.
  for (const { parameter } of headerParams) {
    const name = String(parameter.name);
    const { [name]: _left, ...others } = headers;
    attempts.push(base(`without header ${name}`, { headers: others }));
    for (const text of NASTY_HEADERS) {
      attempts.push(base(`header ${name}=${text.slice(0, 20)}`, { headers: { ...headers, [name]: text } }));
    }
  }

  // Random: a nasty value in a field, a nasty query, an unknown field, several at once.
  for (let i = 0; i < RANDOM_CASES; i++) {
    const roll = random();
    if (example && roll < 0.5) {
      let body: Json = example;
      const changes = 1 + Math.floor(random() * 3);
      const fields: string[] = [];
      for (let c = 0; c < changes; c++) {
        const field = pick(fieldPaths(body).length ? fieldPaths(body) : [["extra"]]);
        body = withField(body, field, pick(NASTY));
        fields.push(field.join("."));
      }
      attempts.push(base(`fields ${fields.join(", ")}`, { body: json(body) }));
    } else if (example && roll < 0.6) {
      attempts.push(base("an unknown field", { body: json({ ...example, [`extra${i}`]: pick(NASTY) }) }));
    } else if (queryParams.length > 0 || method === "GET") {
      const names = [...queryParams.map(({ parameter }) => String(parameter.name)), "unknown"];
      const query = Array.from(
        { length: 1 + Math.floor(random() * 3) },
        () => `${pick(names)}=${pick(NASTY_TEXT)}`,
      );
      const start = basePath(operation);
      const path = `${start}${start.includes("?") ? "&" : "?"}${query.join("&")}`;
      attempts.push(base(`query ${query.join("&").slice(0, 40)}`, { path }));
    } else {
      attempts.push(
        base("a nasty content type and body", { contentType: pick(CONTENT_TYPES), body: pick(RAW_BODIES) }),
      );
    }
  }
  return attempts;
}

let handle: DatabaseHandle;
let catcher: MailCatcher;
let mailer: Mailer;
let mailDir: string;
let fakeOAuth: RunningFakeOAuth;
let server: ReturnType<typeof serve>;
let origin: string;
/** The shop's address as the fuzzed server is told it: plain http on this machine. */
const PUBLIC_URL = "http://127.0.0.1";
/** The signed-in shopper's session cookie. */
let session: string;
/** The seeded staff member's session cookie (the staff calls are sent a third time with it). */
let staffSession: string;
/** A guest's upload cookie that holds a picture, and one whose token is far too long to be the shop's. */
let guestUploads: string;
const FORGED_GUEST_UPLOADS = `rz_uploads=${"x".repeat(300)}`;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  mailDir = await mkdtemp(join(tmpdir(), "rangrez-fuzz-mail-"));
  catcher = await startMailCatcher({ port: 0, dir: mailDir });
  mailer = createMailer({ host: catcher.host, port: catcher.port });
  fakeOAuth = await startFakeOAuth({});
  const app = createApp({
    db: handle.db,
    build: null,
    mailer,
    oauth: fakeOAuth.oauth,
    publicUrl: PUBLIC_URL,
    payments: testGateway(),
  });
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await signIn();
  staffSession = await staffSignIn();
  guestUploads = await guestUpload();
}, 60_000);

/** A guest's upload of a small picture: their upload cookie (plain http: `rz_uploads`). */
async function guestUpload(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
  const answer = await fetch(`${origin}/api/v1/customized/uploads`, { method: "POST", body: form });
  expect(answer.status).toBe(201);
  const cookie = answer.headers.getSetCookie().map((header) => header.split(";")[0]);
  expect(cookie[0]).toMatch(/^rz_uploads=[A-Za-z0-9_-]{43}$/);
  return cookie.join("; ");
}

async function staffSignIn(): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: staffUser.email, password: staffUser.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** Signs a fixture shopper in and puts a line, with the id the path samples use, in their cart. */
async function signIn(): Promise<string> {
  const shopper = users[0];
  const answer = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: shopper.email, password: shopper.password }),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.getSetCookie().map((header) => header.split(";")[0]);
  const user = await handle.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", shopper.email.toLowerCase())
    .executeTakeFirstOrThrow();
  const variant =
    catalogue[0].variants.find((v) => v.sizes.some((s) => s.stock > 1)) ?? catalogue[0].variants[0];
  const size = variant.sizes.find((s) => s.stock > 1)?.size ?? "M";
  await handle.db.insertInto("carts").values({ id: "fuzz-cart", user_id: user.id }).execute();
  await handle.db
    .insertInto("cart_lines")
    .values({ id: SAMPLE_TEXT, cart_id: "fuzz-cart", variant_id: variant._id, size, quantity: 1 })
    .execute();
  const signedIn = cookie.join("; ");
  const cart = await fetch(`${origin}/api/v1/cart/getusercart`, { headers: { cookie: signedIn } });
  expect((await cart.json()).data.products.map((line: { _id: string }) => line._id)).toEqual([SAMPLE_TEXT]);
  return signedIn;
}

/** A new shopper's session cookie, for an attempt that may delete its account. */
async function throwawaySession(): Promise<string> {
  const id = newId();
  await handle.db
    .insertInto("users")
    .values({
      id,
      ...identityColumns({
        username: `fuzz_${id.slice(0, 12)}`,
        email: `fuzz.${id.slice(0, 12)}@example.in`,
      }),
      role: "shopper",
      password_hash: "unused",
    })
    .execute();
  return `${sessionCookieName(secureCookiesFor(PUBLIC_URL))}=${await createSession(handle.db, id)}`;
}

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  mailer.close();
  await catcher.close();
  await fakeOAuth.close();
  await rm(mailDir, { recursive: true, force: true });
  await handle.close();
});

async function send(attempt: Attempt, cookie?: string) {
  const headers: Record<string, string> = {
    ...attempt.headers,
    ...(attempt.contentType ? { "content-type": attempt.contentType } : {}),
  };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${origin}${attempt.path}`, {
    method: attempt.method,
    headers,
    // Bytes, so fetch adds no content type of its own.
    body: attempt.body === undefined ? undefined : new TextEncoder().encode(attempt.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, type: response.headers.get("content-type") ?? "", body };
}

/** Why an answer is wrong, or null. */
function problemWith(answer: Awaited<ReturnType<typeof send>>): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.status < 400) return null;
  const body = answer.body as { success?: unknown; message?: unknown };
  if (!answer.type.startsWith("application/json")) return `${answer.status} as ${answer.type}`;
  if (body?.success !== false || typeof body.message !== "string" || body.message === "") {
    return `${answer.status} without { success: false, message }`;
  }
  return null;
}

const index = operationIndex(contractDocument);
const apiOperations = index.operations.filter((op) => op.base === "/api/v1");
const random = seededRandom(SEED);
/** Every staff call (the contract's x-requires-role): also sent as the seeded staff member, who holds every
 * permission, so their input reaches their code. */
const STAFF_OPERATIONS = new Set(
  apiOperations
    .filter((op) => (op.operation as { "x-requires-role"?: string })["x-requires-role"] === "staff")
    .map((op) => op.operationId),
);
const plans = apiOperations
  .filter((op) => SERVER_OPERATIONS.includes(op.operationId))
  .map((operation) => ({ operation, attempts: attemptsFor(operation, random) }));

describe("fuzzing the server", () => {
  // One request per operation of the contract (over 80): more than the default 5 s on a loaded machine.
  it("knows which operations the server serves (the planned ones answer 501 Not implemented yet)", {
    timeout: 30_000,
  }, async () => {
    for (const operation of apiOperations) {
      const served = SERVER_OPERATIONS.includes(operation.operationId);
      const answer = await send({
        method: operation.method,
        path: basePath(operation),
        ...exampleRequest(operation),
        what: "example",
      });
      const message = (answer.body as { message?: string }).message;
      const planned = answer.status === 501 && message === "Not implemented yet";
      expect(planned, `${operation.operationId} ${served ? "is" : "is not"} served`).toBe(!served);
      // No operation of the contract falls through to the router's own 404.
      expect(answer.status === 404 && message === "Not found", operation.operationId).toBe(false);
    }
  });

  it("sends the staff calls as staff allowed them: the examples get past the permission check", async () => {
    expect(STAFF_OPERATIONS.size).toBeGreaterThan(10);
    for (const operation of apiOperations.filter((op) => op.method === "GET")) {
      if (!STAFF_OPERATIONS.has(operation.operationId)) continue;
      const answer = await send(
        { method: "GET", path: basePath(operation), ...exampleRequest(operation), what: "example" },
        staffSession,
      );
      expect([401, 403], operation.operationId).not.toContain(answer.status);
    }
  });

  it.each(plans.map((plan) => [plan.operation.operationId, plan] as const))(
    "%s: no 5xx, every refusal a JSON message",
    async (id, { attempts }) => {
      const problems: string[] = [];
      for (const attempt of attempts) {
        const problem = problemWith(await send(attempt));
        if (problem) problems.push(`${attempt.what} → ${problem}`);
        if (STAFF_OPERATIONS.has(id)) {
          const asStaff = problemWith(await send(attempt, staffSession));
          if (asStaff) problems.push(`as staff, ${attempt.what} → ${asStaff}`);
        }
        if (GUEST_UPLOAD_OPERATIONS.has(id)) {
          for (const [who, cookie] of [
            ["as a guest with pictures", guestUploads],
            ["with a forged upload cookie", FORGED_GUEST_UPLOADS],
          ]) {
            const asGuest = problemWith(await send(attempt, cookie));
            if (asGuest) problems.push(`${who}, ${attempt.what} → ${asGuest}`);
          }
        }
        if (!SIGNED_IN_OPERATIONS.has(id)) continue;
        const as = ACCOUNT_ENDING_OPERATIONS.has(id) ? await throwawaySession() : session;
        const signedIn = problemWith(await send(attempt, as));
        if (signedIn) problems.push(`signed in, ${attempt.what} → ${signedIn}`);
      }
      expect(attempts.length).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    },
    30_000,
  );
});
