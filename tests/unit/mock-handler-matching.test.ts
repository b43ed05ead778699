// A mock handler asked about a request that is not its own answers "not mine" without reading the request's
// cookies (mocks/handlers/askedOnlyWhenMatched.ts); the one that matches reads them as MSW does.
import { getResponse, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { askedOnlyWhenMatched } from "../../mocks/handlers/askedOnlyWhenMatched";

const ORIGIN = "http://localhost";

function orderHandler() {
  const resolver = vi.fn(({ params, cookies }) => HttpResponse.json({ params, cookies }));
  const handler = http.get("*/api/v1/orders/:id", resolver);
  const parse = vi.spyOn(handler, "parse");
  return { handler: askedOnlyWhenMatched(handler), resolver, parse };
}

describe("a mock handler asked about a request", () => {
  it("answers its own request with the path's values and the request's cookies", async () => {
    const { handler, parse } = orderHandler();
    const request = new Request(`${ORIGIN}/api/v1/orders/R-42`, { headers: { cookie: "session=abc" } });
    const response = await getResponse([handler], request);
    expect(response?.status).toBe(200);
    await expect(response?.json()).resolves.toMatchObject({
      params: { id: "R-42" },
      cookies: { session: "abc" },
    });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("passes over another method on its path without reading the request", async () => {
    const { handler, resolver, parse } = orderHandler();
    const request = new Request(`${ORIGIN}/api/v1/orders/R-42`, { method: "DELETE" });
    expect(await getResponse([handler], request)).toBeUndefined();
    expect(resolver).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  it("passes over another path, and the next handler answers it", async () => {
    const { handler, resolver, parse } = orderHandler();
    const next = http.get("*/api/v1/cart", () => HttpResponse.json({ lines: [] }));
    const response = await getResponse([handler, next], new Request(`${ORIGIN}/api/v1/cart`));
    await expect(response?.json()).resolves.toEqual({ lines: [] });
    expect(resolver).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });
});
