// The validator itself must be able to fail: bodies that break the schema, undocumented statuses,
// undocumented content types and requests no operation matches are all reported.
import { describe, expect, it } from "vitest";
import {
  type ContractViolation,
  createContractValidator,
  formatViolations,
  validatingFetch,
} from "./validator";

const validator = createContractValidator();
const BASE = "http://localhost/api/v1";

function answering(status: number, body: unknown, contentType = "application/json") {
  return async () =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "content-type": contentType },
    });
}

async function violationsOf(
  url: string,
  status: number,
  body: unknown,
  contentType?: string,
  method = "GET",
) {
  const seen: ContractViolation[] = [];
  const fetch = validatingFetch(answering(status, body, contentType), validator, (v) => seen.push(v));
  const response = await fetch(new Request(url, { method }));
  expect(response.status).toBe(status);
  return seen;
}

const goodListing = {
  success: true,
  data: {
    data: {
      data: {
        products: [],
        totalCount: 0,
        page: 1,
        limit: 8,
        facets: { sizes: [], colors: [], countries: [], price: { min: 0, max: 0 } },
      },
    },
  },
};

describe("contract validator", () => {
  it("accepts a conforming listing and a conforming 400", async () => {
    expect(await violationsOf(`${BASE}/product/tags/newarrival?page=1`, 200, goodListing)).toEqual([]);
    const bad = { success: false, message: "limit must be at most 50" };
    expect(await violationsOf(`${BASE}/product/tags/newarrival?limit=51`, 400, bad)).toEqual([]);
  });

  it("reports a body that breaks the response schema, naming operation and path", async () => {
    const broken = { success: true, data: { data: { data: { products: [], totalCount: "0", page: 1 } } } };
    const seen = await violationsOf(`${BASE}/product/tags/newarrival`, 200, broken);
    expect(seen).toHaveLength(1);
    expect(seen[0].operation).toBe("GET /product/tags/{tag} (listProductsByTag)");
    const report = formatViolations(seen);
    expect(report).toContain("/data/data/data/totalCount must be integer");
    expect(report).toContain("must have required property 'limit'");
  });

  it("checks nested component schemas ($ref) such as ProductSummary", async () => {
    const listing = structuredClone(goodListing);
    (listing.data.data.data.products as unknown[]).push({ _id: "p1", name: "Tee" });
    const seen = await violationsOf(`${BASE}/product/tags/trending`, 200, listing);
    expect(formatViolations(seen)).toContain(
      "/data/data/data/products/0 must have required property 'variantId'",
    );
  });

  it("reports an error body that is not an ErrorResponse", async () => {
    const seen = await violationsOf(`${BASE}/product/tags/x`, 400, { error: "bad tag" });
    expect(seen[0].problem).toBe("body does not match the 400 response schema");
  });

  it("reports a status the operation does not document", async () => {
    const seen = await violationsOf(`${BASE}/banner/headlines`, 404, { success: false, message: "nope" });
    expect(seen).toHaveLength(1);
    expect(seen[0].problem).toMatch(/^status 404 is not documented/);
  });

  it("reports an undocumented content type and a non-JSON body", async () => {
    const html = await violationsOf(`${BASE}/video/get-video`, 200, "<html></html>", "text/html");
    expect(html[0].problem).toMatch(/content-type "text\/html" is not documented/);
    const garbled = await violationsOf(`${BASE}/video/get-video`, 200, "{oops", "application/json");
    expect(garbled[0].problem).toBe("body is not valid JSON");
  });

  it("reports a request that matches no operation (path or method)", async () => {
    expect((await violationsOf(`${BASE}/product/nowhere/at/all`, 200, {}))[0].problem).toMatch(
      /no operation/,
    );
    expect((await violationsOf(`${BASE}/banner/headlines`, 200, {}, undefined, "PATCH"))[0].problem).toMatch(
      /no operation/,
    );
  });

  describe("headers", () => {
    const TOKEN = "A".repeat(43);
    /** The header problems of a login answer (200) carrying these Set-Cookie headers. */
    const loginWith = (setCookies: string[]) => {
      const headers = new Headers({ "content-type": "application/json" });
      for (const cookie of setCookies) headers.append("set-cookie", cookie);
      return validator
        .check("POST", `${BASE}/auth/login`, {
          status: 200,
          contentType: "application/json",
          text: "{}",
          headers,
        })
        .violations.map((v) => v.problem)
        .filter((problem) => /header|Set-Cookie/.test(problem));
    };

    it("accepts the session cookie under either documented name", () => {
      const secure = `__Host-rz_session=${TOKEN}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`;
      expect(loginWith([secure])).toEqual([]);
      expect(loginWith([`rz_session=${TOKEN}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`])).toEqual([]);
    });

    it("reports a documented Set-Cookie that is missing or unlike its description", () => {
      expect(loginWith([])).toEqual(["required header Set-Cookie is missing"]);
      expect(loginWith([`session=${TOKEN}; Path=/`])).toEqual([
        `header Set-Cookie "session=${TOKEN}; Path=/" does not match its schema`,
      ]);
      // Not HttpOnly: a script of the page could read it.
      const readable = `__Host-rz_session=${TOKEN}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`;
      expect(loginWith([readable])).toEqual([`header Set-Cookie "${readable}" does not match its schema`]);
    });

    it("reports a cookie set by an answer that documents none", () => {
      const headers = new Headers({ "content-type": "application/json", "set-cookie": "tracker=1; Path=/" });
      const { violations } = validator.check("GET", `${BASE}/video/get-video`, {
        status: 200,
        contentType: "application/json",
        text: JSON.stringify({ success: true, data: { mobileVideoPath: null, desktopVideoPath: null } }),
        headers,
      });
      expect(violations.map((v) => v.problem)).toEqual([
        "Set-Cookie is sent but not documented on 200: tracker=1; Path=/",
      ]);
    });

    it("reads a numeric header as a number (Retry-After on a 429)", () => {
      const answer = (retryAfter: string) =>
        validator
          .check("POST", `${BASE}/auth/send-reset-otp`, {
            status: 429,
            contentType: "application/json",
            text: JSON.stringify({ success: false, message: "Please wait 30 seconds" }),
            headers: new Headers({ "retry-after": retryAfter }),
          })
          .violations.map((v) => v.problem);
      expect(answer("30")).toEqual([]);
      expect(answer("soon")).toEqual(['header Retry-After "soon" does not match its schema']);
    });
  });

  it("accepts null video paths and rejects a missing one", async () => {
    const ok = { success: true, data: { mobileVideoPath: null, desktopVideoPath: "/media/v.mp4" } };
    expect(await violationsOf(`${BASE}/video/get-video`, 200, ok)).toEqual([]);
    const missing = { success: true, data: { mobileVideoPath: null } };
    expect(await violationsOf(`${BASE}/video/get-video`, 200, missing)).toHaveLength(1);
  });
});
