import { HttpResponse, http as mswHttp } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import { mockSignIn, variants } from "../../mocks/handlers";
import { createApiClient, createApiHooks } from "../../src/api/client";
import { makeQueryClient } from "../../src/api/queryClient";
import { fetchSessionUser, sessionQueryOptions } from "../../src/session/session";
import { CART_BADGE_MAX, cartBadgeText } from "../../src/features/bag/useCartCount";

const BASE = "http://localhost/api/v1";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hooks = () => createApiHooks(createApiClient({ baseUrl: BASE, timeoutMs: 300 }));
const check = () => fetchSessionUser(hooks(), makeQueryClient());

describe("the session check", () => {
  it("answers the signed-in user", async () => {
    server.use(...variants.auth.default);
    mockSignIn(users[0]._id);
    const user = await check();
    expect(user?.username).toBe(users[0].username);
    expect(user?.email).toBe(users[0].email);
  });

  it("a guest answer (user: null) is a guest", async () => {
    server.use(...variants.auth.default, ...variants.auth.guest);
    await expect(check()).resolves.toBeNull();
  });

  it("a 404 (server without auth yet) is a guest", async () => {
    server.use(
      mswHttp.get(`${BASE}/auth/verify`, () =>
        HttpResponse.json({ success: false, message: "Not found" }, { status: 404 }),
      ),
    );
    await expect(check()).resolves.toBeNull();
  });

  it("a network failure is a guest", async () => {
    server.use(mswHttp.get(`${BASE}/auth/verify`, () => HttpResponse.error()));
    await expect(check()).resolves.toBeNull();
  });

  it("uses openapi-react-query's own key, is never cached and never retried", () => {
    const options = sessionQueryOptions(hooks());
    expect(options.queryKey).toEqual(hooks().queryOptions("get", "/auth/verify").queryKey);
    expect(options.queryKey).toEqual(["get", "/auth/verify"]);
    expect(options.staleTime).toBe(0);
    expect(options.retry).toBe(false);
  });

  it("hands readers the user and keeps the answer in the cache", async () => {
    server.use(...variants.auth.default);
    mockSignIn(users[0]._id);
    const queryClient = makeQueryClient();
    const options = sessionQueryOptions(hooks());
    const answer = await queryClient.fetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)).toBe(answer);
    expect(options.select?.(answer)?.username).toBe(users[0].username);
  });
});

describe("the cart badge text (99+ above 99)", () => {
  it("is empty for no products", () => {
    expect(cartBadgeText(0)).toBe("");
  });
  it("shows the count up to the cap", () => {
    expect(cartBadgeText(1)).toBe("1");
    expect(cartBadgeText(CART_BADGE_MAX)).toBe("99");
  });
  it("reads 99+ above the cap", () => {
    expect(cartBadgeText(100)).toBe("99+");
    expect(cartBadgeText(120)).toBe("99+");
  });
});
