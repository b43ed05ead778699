import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../src/api/client";
import { ApiError, errorMessage } from "../../src/api/errors";
import { LIVE_PATHS, makeQueryClient, STALE_TIME_DEFAULT_MS } from "../../src/api/queryClient";

const BASE = "http://localhost/api/v1";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const headlines = () => createApiClient({ baseUrl: BASE, timeoutMs: 300 }).GET("/banner/headlines");

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call did not fail");
}

describe("the client's error kinds (docs/product.md#when-a-call-fails)", () => {
  it("passes a good answer through", async () => {
    server.use(http.get(`${BASE}/banner/headlines`, () => HttpResponse.json({ success: true, data: [] })));
    const { data } = await headlines();
    expect(data).toEqual({ success: true, data: [] });
  });

  it("an HTTP error carries its status and the server's body and message", async () => {
    server.use(
      http.get(`${BASE}/banner/headlines`, () =>
        HttpResponse.json({ success: false, message: "Headlines are resting" }, { status: 503 }),
      ),
    );
    const error = await failure(headlines());
    expect(error.status).toBe(503);
    expect(error.data).toEqual({ success: false, message: "Headlines are resting" });
    expect(errorMessage(error, "fallback")).toBe("Headlines are resting");
  });

  it("an HTTP error without a JSON body still has its status, and screens use their fallback", async () => {
    server.use(http.get(`${BASE}/banner/headlines`, () => new HttpResponse(null, { status: 500 })));
    const error = await failure(headlines());
    expect(error.status).toBe(500);
    expect(errorMessage(error, "Failed to load products")).toBe("Failed to load products");
  });

  it("a network failure is FETCH_ERROR", async () => {
    server.use(http.get(`${BASE}/banner/headlines`, () => HttpResponse.error()));
    expect((await failure(headlines())).status).toBe("FETCH_ERROR");
  });

  it("a call that outlives its timeout is TIMEOUT_ERROR", async () => {
    server.use(
      http.get(`${BASE}/banner/headlines`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    expect((await failure(headlines())).status).toBe("TIMEOUT_ERROR");
  });

  it("a 200 whose JSON is broken is PARSING_ERROR", async () => {
    server.use(
      http.get(
        `${BASE}/banner/headlines`,
        () => new HttpResponse("{not json", { headers: { "content-type": "application/json" } }),
      ),
    );
    expect((await failure(headlines())).status).toBe("PARSING_ERROR");
  });

  it("a caller's own abort is not a timeout", async () => {
    // Abort once the request is in flight (the handler has it), not after a fixed delay: on a busy
    // machine a timer can fire before fetch starts, and MSW then never sees the abort.
    let reachedServer!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      reachedServer = resolve;
    });
    server.use(
      http.get(`${BASE}/banner/headlines`, async () => {
        reachedServer();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    const controller = new AbortController();
    const call = createApiClient({ baseUrl: BASE, timeoutMs: 5_000 }).GET("/banner/headlines", {
      signal: controller.signal,
    });
    await inFlight;
    controller.abort();
    expect((await failure(call)).status).toBe("FETCH_ERROR");
  });
});

describe("query cache defaults", () => {
  it("keeps data fresh for the shop's 60 s", () => {
    const options = makeQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_DEFAULT_MS).toBe(60_000);
    expect(options?.staleTime).toBe(60_000);
  });

  it("serves cart, orders and payment status fresh every time (0 s)", () => {
    const client = makeQueryClient();
    for (const path of LIVE_PATHS) {
      expect(client.getQueryDefaults(["get", path, { params: {} }]).staleTime).toBe(0);
    }
    expect(client.getQueryDefaults(["get", "/order/status"]).staleTime).toBe(0);
    // Everything else keeps the default.
    expect(client.getQueryDefaults(["get", "/product/tags/{tag}"]).staleTime).toBeUndefined();
  });
});
