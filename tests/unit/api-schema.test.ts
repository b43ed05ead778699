import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfig } from "@redocly/openapi-core";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { GUEST_BAG_COOKIE, PLAIN_HTTP_GUEST_BAG_COOKIE } from "../../server/api/guestBagCookie";
import { GUEST_UPLOAD_COOKIE, PLAIN_HTTP_GUEST_UPLOAD_COOKIE } from "../../server/api/guestUploadCookie";
import { PLAIN_HTTP_SESSION_COOKIE, SESSION_COOKIE } from "../../src/lib/sessionCookie";

const root = new URL("../../", import.meta.url);
const specUrl = new URL("openapi/openapi.yaml", root);
const generatedPath = fileURLToPath(new URL("src/api/schema.d.ts", root));
const bundledPath = fileURLToPath(new URL("src/api/contract/openapi.json", root));

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;
const TAGS = [
  "auth",
  "otp",
  "banners",
  "media",
  "products",
  "reviews",
  "cart",
  "pincode",
  "orders",
  "payments",
  "wishlist",
  "customiser",
  "headlines",
  "contact",
  "complaints",
  "admin",
  "addresses",
  "offers",
  "operations",
  "privacy",
  "vitals",
];

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<
    string,
    { $ref?: string; content?: Record<string, { example?: unknown; examples?: unknown }> }
  >;
  "x-origin"?: string;
  "x-requires-role"?: string;
}
interface Document {
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, { schema?: { enum?: string[] } & Record<string, unknown> }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

const doc = parse(readFileSync(specUrl, "utf8")) as Document;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })),
);
const has = (method: string, path: string) => operations.some((o) => o.method === method && o.path === path);

/** Every call of the original shop (docs/product.md#the-contract), as modelled in the contract. */
const SPEC_CALLS = [
  // the original shop's storefront and accounts: authentication
  "post /auth/send-email-verification-otp",
  "post /auth/verify-otp",
  "post /auth/register",
  "get /auth/verify",
  "post /auth/login",
  "post /auth/google-login",
  "post /auth/facebook-login",
  "post /auth/logout",
  "post /otp/saveotp",
  "post /auth/send-reset-otp",
  "post /auth/verify-reset-otp",
  "post /auth/reset-password",
  "post /auth/save-pswd",
  // banners and media (the eight banner lists are one path with an enum, checked below)
  "get /banner/headlines",
  "get /banner/trending/{list}",
  "get /video/get-video",
  // listings
  "get /product/tags/{tag}",
  "get /product/category/{category}",
  "get /product/subcategory/{slugs}/{category}",
  // wishlist
  "post /auth/wishlist/{userId}",
  "delete /auth/wishlist/{userId}",
  "get /auth/wishlist/{userId}",
  "get /auth/wishlist/detail/{id}",
  // contact
  "post /contact/submit",
  // the original shop's commerce, customiser and admin
  "get /product/product/{productId}",
  "post /product/{productId}/addreview",
  "get /product/{productId}/similar",
  "post /cart/add",
  "post /cart/removetocart",
  "get /cart/getusercart",
  "get /order/serviceCheck/{value}",
  "post /order/payment",
  "post /order/cod",
  "post /order/status",
  "get /order/getallorders",
  "get /order/getorderbyid",
  "delete /order/cancelOrder",
  "post /order/returnOrder",
  "get /customized/getImage",
  "get /customized/getGraphic",
  "get /customized/allcategory",
  "post /auth/user/customization",
  "get /auth/user/customization/{id}",
  "get /headlines",
  "post /headlines",
  "put /headlines/{id}",
  "delete /headlines/{id}",
  "post /product/create",
  "get /uploads/{file}",
];

/** Calls the original shop mentions without a method or path (or that Rangrez adds): designed here. */
const DESIGNED_CALLS = [
  "get /healthz",
  "get /readyz",
  "get /metrics",
  "post /product/{productId}/restock-alerts",
  "post /cart/items",
  "patch /cart/items/{lineId}",
  "delete /cart/items/{lineId}",
  "post /cart/items/{lineId}/move-to-wishlist",
  "put /cart/selection",
  "put /cart/coupon",
  "delete /cart/coupon",
  "get /offers",
  "post /checkout/quote",
  "get /pincode/{pin}/serviceability",
  "get /pincode/{pin}",
  "get /order/customized",
  "get /order/{id}",
  "post /order/{id}/retry-payment",
  "post /order/{id}/pay-on-delivery",
  "get /order/{id}/invoice",
  "get /order/{id}/credit-notes/{noteId}",
  "get /order/{id}/refunds",
  "get /admin/orders",
  "get /admin/orders/{id}",
  "get /admin/orders/{id}/print-files",
  "get /admin/orders/{id}/print-files/{side}",
  "get /admin/products",
  "post /admin/orders/{id}/actions",
  "post /admin/products",
  "get /admin/products/{id}",
  "put /admin/products/{id}",
  "post /admin/products/{id}/status",
  "get /admin/products/export",
  "post /admin/products/import",
  "put /headlines/order",
  "post /admin/pictures",
  "get /admin/pictures/{id}",
  "get /admin/banners",
  "post /admin/banners",
  "put /admin/banners/order",
  "put /admin/banners/{id}",
  "delete /admin/banners/{id}",
  "get /admin/customiser/blanks",
  "patch /admin/customiser/blanks/{variantId}/stock",
  "patch /admin/customiser/pricing/{type}",
  "post /payments/phonepe/webhook",
  "get /wishlist/user/{userId}",
  "get /wishlist/customization/user/{userId}",
  "post /wishlist/toggle",
  "post /wishlist/customization",
  "delete /wishlist/customization/{wishlistId}",
  "put /auth/user/customization/{id}",
  "get /customized/shared/{id}",
  "get /customized/shared/{id}/card",
  "post /customized/uploads",
  "get /customized/uploads/{id}",
  "get /product/search",
  "get /product/search/results",
  "get /product/search/suggestions",
  "get /auth/providers",
  "get /addresses",
  "post /addresses",
  "put /addresses/{id}",
  "delete /addresses/{id}",
  "post /addresses/{id}/default",
  "post /complaints",
  "get /complaints",
  "get /complaints/{number}",
  "post /vitals",
  "get /admin/vitals",
  "get /admin/complaints",
  "get /admin/complaints/{number}",
  "post /admin/complaints/{number}/replies",
  "post /admin/complaints/{number}/status",
  "get /account/privacy",
  "put /account/privacy/marketing",
  "get /account/privacy/export",
  "delete /account",
  "put /account/details",
  "post /account/email/code",
  "put /account/email",
  "post /privacy/unsubscribe",
  "post /privacy/unsubscribe/one-click",
];

const BANNER_LISTS = [
  "home",
  "mobilehome",
  "mobilevideobanner",
  "desktopvideobanner",
  "customized",
  "customized_mobile",
  "trending",
  "mobiletrending",
];

describe("generated types", () => {
  it("src/api/schema.d.ts is what `npm run gen:api` produces from openapi/openapi.yaml", async () => {
    // Same as the CLI: it loads redocly.yaml from the working directory and prepends COMMENT_HEADER.
    const redocly = await loadConfig({ configPath: fileURLToPath(new URL("redocly.yaml", root)) });
    const ast = await openapiTS(specUrl, { redocly, silent: true });
    const fresh = `${COMMENT_HEADER}${astToString(ast)}`;
    const committed = readFileSync(generatedPath, "utf8");
    expect(fresh === committed, "src/api/schema.d.ts is stale: run `npm run gen:api`").toBe(true);
  }, 60_000);

  it("src/api/contract/openapi.json (the validator's copy) is the contract as JSON", () => {
    const bundled = JSON.parse(readFileSync(bundledPath, "utf8"));
    expect(bundled, "src/api/contract/openapi.json is stale: run `npm run gen:api`").toEqual(doc);
  });
});

/** The security of a call that needs a session: the cookie under either name, no guest alternative. */
const SESSION_REQUIRED = [{ cookieAuth: [] }, { plainHttpCookieAuth: [] }];

describe("contract document", () => {
  it("is served under /api/v1 with the session, guest-bag and guest-upload cookies under both names a shop gives them", () => {
    expect(doc.servers.map((s) => s.url)).toEqual(["/api/v1"]);
    expect(doc.components.securitySchemes).toEqual({
      cookieAuth: expect.objectContaining({ type: "apiKey", in: "cookie", name: SESSION_COOKIE }),
      plainHttpCookieAuth: expect.objectContaining({
        type: "apiKey",
        in: "cookie",
        name: PLAIN_HTTP_SESSION_COOKIE,
      }),
      guestBag: expect.objectContaining({ type: "apiKey", in: "cookie", name: GUEST_BAG_COOKIE }),
      plainHttpGuestBag: expect.objectContaining({
        type: "apiKey",
        in: "cookie",
        name: PLAIN_HTTP_GUEST_BAG_COOKIE,
      }),
      guestUploads: expect.objectContaining({ type: "apiKey", in: "cookie", name: GUEST_UPLOAD_COOKIE }),
      plainHttpGuestUploads: expect.objectContaining({
        type: "apiKey",
        in: "cookie",
        name: PLAIN_HTTP_GUEST_UPLOAD_COOKIE,
      }),
    });
  });

  it("gives every operation a unique camelCase operationId, a known tag, an origin and security", () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = new Set<string>();
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId as string), `duplicate operationId at ${where}`).toBe(false);
      ids.add(op.operationId as string);
      expect(op.tags?.length, where).toBe(1);
      expect(TAGS, where).toContain(op.tags?.[0]);
      expect(["spec", "designed"], where).toContain(op["x-origin"]);
      expect(Array.isArray(op.security), `${where} has no security declaration`).toBe(true);
      // A call that reads the session accepts it under either name (a shop sets one of them), and the bag's
      // calls a guest's bag (the uploads' calls a guest's upload token) under either name too; every scheme
      // named is one the contract defines.
      const schemes = [
        ...new Set((op.security ?? []).flatMap((requirement) => Object.keys(requirement))),
      ].sort();
      const session = schemes.filter((k) => k === "cookieAuth" || k === "plainHttpCookieAuth");
      const bag = schemes.filter((k) => k === "guestBag" || k === "plainHttpGuestBag");
      expect(session, where).toEqual(schemes.length === 0 ? [] : ["cookieAuth", "plainHttpCookieAuth"]);
      const uploads = schemes.filter((k) => k === "guestUploads" || k === "plainHttpGuestUploads");
      expect(bag, where).toEqual(bag.length === 0 ? [] : ["guestBag", "plainHttpGuestBag"]);
      expect(uploads, where).toEqual(uploads.length === 0 ? [] : ["guestUploads", "plainHttpGuestUploads"]);
      expect([...session, ...bag, ...uploads].sort(), where).toEqual(schemes);
    }
  });

  it("marks staff-only calls and documents 401 and 403 for them", () => {
    const staff = operations.filter(({ op }) => op["x-requires-role"] === "staff");
    expect(staff.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        "delete /headlines/{id}",
        "post /headlines",
        "post /product/create",
        "put /headlines/{id}",
        "get /admin/orders",
        "get /admin/orders/{id}",
        "get /admin/orders/{id}/print-files",
        "get /admin/orders/{id}/print-files/{side}",
        "get /admin/products",
        "post /admin/orders/{id}/actions",
        "post /admin/products",
        "get /admin/products/{id}",
        "put /admin/products/{id}",
        "post /admin/products/{id}/status",
        "get /admin/products/export",
        "post /admin/products/import",
        "get /headlines",
        "put /headlines/order",
        "post /admin/pictures",
        "get /admin/pictures/{id}",
        "get /admin/banners",
        "post /admin/banners",
        "put /admin/banners/order",
        "put /admin/banners/{id}",
        "delete /admin/banners/{id}",
        "get /admin/customiser/blanks",
        "patch /admin/customiser/blanks/{variantId}/stock",
        "patch /admin/customiser/pricing/{type}",
        "get /admin/complaints",
        "get /admin/complaints/{number}",
        "post /admin/complaints/{number}/replies",
        "post /admin/complaints/{number}/status",
        "get /admin/vitals",
      ].sort(),
    );
    for (const { method, path, op } of staff) {
      expect(op.security, `${method} ${path}`).toEqual(SESSION_REQUIRED);
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(["401", "403"]),
      );
    }
  });

  it("documents 401 for every call that needs a session", () => {
    const needing = operations.filter(
      ({ op }) => JSON.stringify(op.security) === JSON.stringify(SESSION_REQUIRED),
    );
    expect(needing.length).toBeGreaterThan(30);
    for (const { method, path, op } of needing) {
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).toContain("401");
    }
  });

  it("contains every call of the original shop", () => {
    const missing = SPEC_CALLS.filter((call) => {
      const [method, path] = call.split(" ");
      return !has(method, path);
    });
    expect(missing).toEqual([]);
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(" ");
      const op = operations.find((o) => o.method === method && o.path === path)?.op;
      // /otp/saveotp and /auth/save-pswd have documented paths but designed bodies.
      if (!["/otp/saveotp", "/auth/save-pswd"].includes(path)) expect(op?.["x-origin"], call).toBe("spec");
    }
  });

  it("models every documented banner list in the BannerList enum", () => {
    expect(doc.components.parameters.bannerList.schema).toEqual({ $ref: "#/components/schemas/BannerList" });
    const bannerList = doc.components.schemas.BannerList as { enum: string[] };
    expect([...bannerList.enum].sort()).toEqual([...BANNER_LISTS].sort());
  });

  it("contains the designed calls, marked as designed", () => {
    for (const call of DESIGNED_CALLS) {
      const [method, path] = call.split(" ");
      const op = operations.find((o) => o.method === method && o.path === path)?.op;
      expect(op, `${call} is missing`).toBeDefined();
      expect(op?.["x-origin"], call).toBe("designed");
    }
    // Every operation is either a documented call or a designed one.
    const known = new Set([...SPEC_CALLS, ...DESIGNED_CALLS]);
    expect(operations.map(({ method, path }) => `${method} ${path}`).filter((c) => !known.has(c))).toEqual(
      [],
    );
  });

  it("gives every success response an example and every error the ErrorResponse shape", () => {
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const where = `${method} ${path} ${status}`;
        if (status.startsWith("2")) {
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (type === "application/json") expect(media.example ?? media.examples, where).toBeDefined();
          }
        } else if (response.$ref) {
          expect(response.$ref, where).toMatch(/^#\/components\/responses\//);
        } else {
          const schema = (response.content?.["application/json"] as { schema?: { $ref?: string } })?.schema;
          expect(schema?.$ref, where).toMatch(/ErrorResponse$/);
        }
      }
    }
  });

  it("names only pictures the shop serves in its examples (a backend team opening one sees it)", () => {
    const text = readFileSync(fileURLToPath(specUrl), "utf8");
    const paths = [...new Set(text.match(/\/media\/[\w./-]+\.(?:webp|avif|png|jpe?g|mp4)/g) ?? [])];
    expect(paths.length).toBeGreaterThan(5);
    const missing = paths.filter((path) => !existsSync(fileURLToPath(new URL(`mocks${path}`, root))));
    expect(missing).toEqual([]);
  });

  it("uses the listing parameters page (1..10000, default 1) and limit (1..50, default 8)", () => {
    expect(doc.components.parameters.page.schema).toEqual({
      type: "integer",
      minimum: 1,
      default: 1,
      maximum: 10000,
    });
    expect(doc.components.parameters.limit.schema).toEqual({
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 8,
    });
  });
});
