// The main layout's server-side prefetch (src/app/shellData.ts): the session is in the dehydrated cache,
// fetched with the shopper's cookie, so the first HTML is signed in; a guest or a failure is `user: null`.
// The keys are openapi-react-query's, exactly those the browser's screens read.
import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { headlines, makeCart, makeUser } from "../../mocks/fixtures";
import { createApiClient, createApiHooks } from "../../src/api/client";
import { makeQueryClient } from "../../src/api/queryClient";
import { dehydratePageData, prefetchShellData } from "../../src/app/shellData";
import { headlineOptions } from "../../src/features/banners/queries";
import { wishlistOptions } from "../../src/features/wishlist/wishlistQuery";
import { sessionQueryOptions } from "../../src/session/session";

const user = makeUser({ username: "aarav_k" });
const wishlistAnswer = {
  success: true,
  wishlist: { _id: "wl_1", userId: user._id, products: [], updatedAt: "2026-03-01T10:00:00.000Z" },
  data: { products: [] },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A stand-in for the server's in-process API: signed in only with the right cookie. */
function inProcessApi(cookie: string, verify?: () => Response | Promise<Response>) {
  const seen: string[] = [];
  const api = createApiClient({
    baseUrl: "http://shop.test/api/v1",
    headers: { cookie },
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      seen.push(`${path} ${request.headers.get("cookie") ?? ""}`);
      if (path.endsWith("/banner/headlines")) return json(200, { success: true, data: headlines });
      if (path.endsWith("/auth/verify")) {
        if (verify) return verify();
        return request.headers.get("cookie") === "rz_session=good"
          ? json(200, { success: true, message: "ok", user })
          : json(200, { success: true, user: null });
      }
      if (path.endsWith(`/wishlist/user/${user._id}`)) return json(200, wishlistAnswer);
      if (path.endsWith("/cart/getusercart")) return json(200, { success: true, data: makeCart() });
      return json(404, { success: false, message: "Not found" });
    },
  });
  return { api: createApiHooks(api), seen };
}

/** The keys the browser reads, built by a client of its own (keys do not depend on the client). */
const browserHooks = createApiHooks(createApiClient({ baseUrl: "http://browser.test/api/v1" }));
const SESSION_KEY = sessionQueryOptions(browserHooks).queryKey;

/** Server: prefetch and dehydrate; browser: hydrate into a fresh cache. What the browser's cache holds. */
async function firstRender(api: ReturnType<typeof inProcessApi>["api"]) {
  const server = makeQueryClient();
  await prefetchShellData(server, api);
  const state = JSON.parse(JSON.stringify(dehydrate(server)));
  const browser = new QueryClient();
  hydrate(browser, state);
  return browser;
}

describe("the main layout's session prefetch", () => {
  it("dehydrates the signed-in user, fetched with the shopper's cookie", async () => {
    const { api, seen } = inProcessApi("rz_session=good");
    const browser = await firstRender(api);
    expect(SESSION_KEY).toEqual(["get", "/auth/verify"]);
    expect(browser.getQueryData(SESSION_KEY)).toMatchObject({
      success: true,
      user: { username: "aarav_k", email: user.email },
    });
    expect(seen).toContain("/api/v1/auth/verify rz_session=good");
    // The headline is prefetched alongside.
    expect(browser.getQueryData(headlineOptions(browserHooks).queryKey)).toMatchObject({ success: true });
  });

  it("dehydrates the signed-in shopper's wishlist, so every heart is right in the first HTML", async () => {
    const { api, seen } = inProcessApi("rz_session=good");
    const browser = await firstRender(api);
    expect(browser.getQueryData(wishlistOptions(browserHooks, user._id).queryKey)).toEqual(wishlistAnswer);
    expect(seen).toContain(`/api/v1/wishlist/user/${user._id} rz_session=good`);
  });

  it("is left out of a page's own loader answer, all of it (the layout's answer carries it)", async () => {
    const { api } = inProcessApi("rz_session=good");
    const server = makeQueryClient();
    await prefetchShellData(server, api);
    const fetched = server
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "success")
      .map((query) => query.queryKey[1]);
    expect(fetched).toEqual(
      expect.arrayContaining([
        "/auth/verify",
        "/banner/headlines",
        "/wishlist/user/{userId}",
        "/cart/getusercart",
      ]),
    );
    // A call added to the shell's prefetch but not to the paths a page's answer leaves out would be here.
    expect(dehydratePageData(server).queries.map((query) => query.queryKey[1])).toEqual([]);
  });

  it("dehydrates a guest (not missing), so the first HTML is a guest without a loading state", async () => {
    const { api, seen } = inProcessApi("rz_session=expired");
    const browser = await firstRender(api);
    // A guest has no wishlist to ask for.
    expect(seen.filter((line) => line.includes("/wishlist/"))).toEqual([]);
    expect(browser.getQueryState(SESSION_KEY)?.status).toBe("success");
    expect(browser.getQueryData(SESSION_KEY)).toEqual({ success: true, user: null });
  });

  it("treats any failure of the check as a guest and still renders", async () => {
    const { api } = inProcessApi("rz_session=good", () => {
      throw new TypeError("connection refused");
    });
    const browser = await firstRender(api);
    expect(browser.getQueryData(SESSION_KEY)).toEqual({ success: true, user: null });
  });

  it("never puts an older server session over a newer one in the browser (login, sign-out)", async () => {
    const { api } = inProcessApi("rz_session=good");
    const server = makeQueryClient();
    await prefetchShellData(server, api);
    const state = dehydrate(server);
    // The browser signed out after that page was rendered: its guest is newer than the dehydrated user.
    const browser = new QueryClient();
    await new Promise((resolve) => setTimeout(resolve, 5));
    browser.setQueryData(SESSION_KEY, { success: true, user: null });
    hydrate(browser, state);
    expect(browser.getQueryData(SESSION_KEY)).toEqual({ success: true, user: null });
  });
});
