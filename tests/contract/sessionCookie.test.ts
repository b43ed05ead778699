// A client driven by the contract alone, as a validating proxy or a contract fuzzer is, signs in on the
// shop as a developer runs it (npm start without PUBLIC_URL, or with PUBLIC_URL=http://localhost:3000 over
// plain http) and is accepted: the cookie the login sets is the one its documented Set-Cookie describes,
// its name is one of the contract's cookie schemes, every call that needs a session lists that scheme,
// and the cookie sent back under that name is the session. Logout's documented Set-Cookie clears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { contractDocument } from "../../src/api/contract";
import type { ContractOperation, Json } from "../../src/api/contract/operations";
import { memoryDatabase } from "../unit/server-helpers";
import { contractOperations, operationAt, sampleRequest } from "./sampleRequests";
import { createContractValidator, formatViolations } from "./validator";

const ORIGIN = "http://localhost:3000";
const shopper = users[0];

/** The contract's cookie schemes: scheme name → cookie name. */
const cookieSchemes = Object.fromEntries(
  Object.entries((contractDocument.components as Json).securitySchemes as Record<string, Json>)
    .filter(([, scheme]) => scheme.type === "apiKey" && scheme.in === "cookie")
    .map(([name, scheme]) => [name, String(scheme.name)]),
);

/** The alternatives of an operation's security, each the scheme names it needs together. */
const alternatives = (op: ContractOperation) =>
  ((op.operation.security ?? []) as Json[]).map((requirement) => Object.keys(requirement));
/** Operations a guest cannot call: every alternative needs a scheme. */
const needingSession = contractOperations.filter(
  (op) => alternatives(op).length > 0 && alternatives(op).every((names) => names.length > 0),
);

const validator = createContractValidator();
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
}, 60_000);
afterAll(() => handle.close());

function operation(id: string): ContractOperation {
  const found = contractOperations.find((op) => op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** Sends `request` to `app` and checks the answer, headers included, against the contract. */
async function call(app: ReturnType<typeof createApp>, request: Request) {
  const response = await app.fetch(request);
  const text = await response.text();
  const { violations } = validator.check(request.method, request.url, {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text,
    headers: response.headers,
  });
  expect(violations, formatViolations(violations)).toEqual([]);
  return { status: response.status, body: JSON.parse(text), setCookies: response.headers.getSetCookie() };
}

/** A contract-made request carrying only `cookie`. */
function withCookie(op: ContractOperation, cookie: string): Request {
  const request = sampleRequest(op, ORIGIN);
  request.headers.set("cookie", cookie);
  return request;
}

describe.each([
  { setup: "npm start, no PUBLIC_URL", publicUrl: undefined, scheme: "cookieAuth" },
  {
    setup: "PUBLIC_URL=http://localhost:3000 (plain http)",
    publicUrl: ORIGIN,
    scheme: "plainHttpCookieAuth",
  },
])("a contract-driven client on the development shop ($setup)", ({ publicUrl, scheme }) => {
  it("is accepted with the cookie the contract documents", async () => {
    const app = createApp({ db: handle.db, build: null, publicUrl });
    expect(Object.keys(cookieSchemes).sort()).toEqual([
      "cookieAuth",
      "guestBag",
      "guestUploads",
      "plainHttpCookieAuth",
      "plainHttpGuestBag",
      "plainHttpGuestUploads",
    ]);
    expect(needingSession.length).toBeGreaterThan(30);

    // Login, as the contract describes it: its answer's Set-Cookie is checked against the documented one.
    const login = await call(
      app,
      sampleRequest(operation("login"), ORIGIN, { identifier: shopper.email, password: shopper.password }),
    );
    expect(login.status).toBe(200);
    expect(login.setCookies).toHaveLength(1);
    const [pair] = (login.setCookies[0] as string).split(";");
    const [name, value] = (pair as string).split("=") as [string, string];
    // The cookie is one of the contract's schemes, the one this kind of shop uses.
    expect(name).toBe(cookieSchemes[scheme]);

    // Every call that needs a session accepts that scheme, so a validating proxy lets the request through.
    const refusing = needingSession.filter((op) => !alternatives(op).some((names) => names.includes(scheme)));
    expect(refusing.map((op) => op.operationId)).toEqual([]);

    // And the shop takes the cookie, sent back under that name, as the session.
    const session = await call(app, withCookie(operation("verifySession"), `${name}=${value}`));
    expect(session.body.user).toMatchObject({ email: shopper.email.toLowerCase() });
    const cart = await call(app, withCookie(operation("getUserCart"), `${name}=${value}`));
    expect(cart.status).toBe(200);
    const addresses = await call(
      app,
      withCookie(operationAt("GET", "/addresses") as ContractOperation, `${name}=${value}`),
    );
    expect(addresses.status).toBe(200);

    // The other scheme's name is not this shop's cookie: the shop reads one name only.
    const other = cookieSchemes[scheme === "cookieAuth" ? "plainHttpCookieAuth" : "cookieAuth"];
    const guest = await call(app, withCookie(operation("verifySession"), `${other}=${value}`));
    expect(guest.body.user).toBeNull();

    // Logout clears it with the documented Set-Cookie, under the same name.
    const logout = await call(app, withCookie(operation("logout"), `${name}=${value}`));
    expect(logout.setCookies).toEqual([expect.stringMatching(new RegExp(`^${name}=; Max-Age=0;`))]);
    const after = await call(app, withCookie(operation("verifySession"), `${name}=${value}`));
    expect(after.body.user).toBeNull();
  }, 30_000);
});
