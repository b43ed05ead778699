// The loaders of the signed-in pages (checkout, payment status, order confirmed) send a guest to log in,
// coming back to the page: its own URL (the loader's `url`), never the request's, which on a client-side
// navigation is for the page's data (`/checkout.data?_routes=…`; tests/e2e/guest-bag.spec.ts goes there so).
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/api/client";
import { makeQueryClient } from "../../src/api/queryClient";
import { serverRenderContext } from "../../src/app/context";
import { requireShopper } from "../../src/app/shopperLoader";

const guest = serverRenderContext({
  api: createApiClient({
    baseUrl: "http://shop.test/api/v1",
    fetch: async () => Response.json({ success: true, user: null }),
  }),
  publicOrigin: "http://shop.test",
});

async function redirectOf(page: string) {
  try {
    await requireShopper({ url: new URL(page), context: guest }, makeQueryClient());
  } catch (thrown) {
    if (thrown instanceof Response) return [thrown.status, thrown.headers.get("Location")];
    throw thrown;
  }
  throw new Error(`a guest was let into ${page}`);
}

describe("requireShopper", () => {
  it("sends a guest to log in, coming back to the page with its query", async () => {
    expect(await redirectOf("http://shop.test/checkout?coupon=SAVE100")).toEqual([
      302,
      "/login?redirect=%2Fcheckout%3Fcoupon%3DSAVE100",
    ]);
    expect(await redirectOf("http://shop.test/checkout/p1/v1?size=M&quantity=1")).toEqual([
      302,
      "/login?redirect=%2Fcheckout%2Fp1%2Fv1%3Fsize%3DM%26quantity%3D1",
    ]);
  });
});
