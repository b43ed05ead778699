// The mock handlers: every contract operation is answered, listings page as the brief says, variants
// override, and calls that change data are seen by the next call.
import { readFileSync } from "node:fs";
import { HttpResponse, http as mswHttp } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { catalogue, newestFirst, shopper, staffUser } from "../../mocks/fixtures";
import { handlers, MOCK_OTP, mockSignIn, resetMockState, variants } from "../../mocks/handlers";
import { couponDiscount } from "../../mocks/handlers/state";
import { server } from "../../mocks/node";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { createApiClient } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";

const BASE = "http://localhost/api/v1";
const api = createApiClient({ baseUrl: BASE });

interface Operation {
  method: string;
  path: string;
  operationId: string;
  servers?: { url: string }[];
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}

const contract = parse(readFileSync(new URL("../../openapi/openapi.yaml", import.meta.url), "utf8"));
const METHODS = ["get", "put", "post", "delete", "patch"];
const operations: Operation[] = Object.entries(
  contract.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
);

const PATH_EXAMPLES: Record<string, string> = {
  tag: "newarrival",
  list: "home",
  category: "upperwear",
  slugs: "t-shirt,hoodie",
  pin: "560001",
  value: "560001",
  file: "shirt.png",
  productId: catalogue[0]._id,
};
const QUERY_EXAMPLES: Record<string, string> = { q: "tee", orderId: "missing", types: "tshirt" };

function exampleRequest(op: Operation): Request {
  const base = op.servers?.[0]?.url === "/" ? "http://localhost" : BASE;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_EXAMPLES[name] ?? "x1");
  const url = new URL(base + path);
  for (const p of op.parameters ?? []) {
    if (p.in === "query" && p.required && p.name) url.searchParams.set(p.name, QUERY_EXAMPLES[p.name] ?? "x");
  }
  const content = op.requestBody?.content ?? {};
  if (content["application/json"]) {
    return new Request(url, {
      method: op.method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(content["application/json"].example ?? {}),
    });
  }
  if (content["multipart/form-data"]) return new Request(url, { method: op.method, body: new FormData() });
  return new Request(url, { method: op.method });
}

/** The ApiError a failed client call rejects with. */
async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const register = {
  username: "kabir_r",
  email: "kabir@example.in",
  password: "Kabir@2026",
  phone: "9811122233",
  address: {
    street: "7 Park Street",
    city: "Kolkata",
    state: "West Bengal",
    pincode: "700001",
    country: "India",
    addressType: "home" as const,
    isDefault: true,
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("coverage", () => {
  it("reads all 66 operations from the contract", () => {
    expect(operations).toHaveLength(66);
  });

  it("has a default handler registered for every operation's method and path", () => {
    const registered = new Set(handlers.map((h) => `${h.info.method} ${String(h.info.path)}`));
    const missing = operations.filter((op) => {
      const prefix = op.servers?.[0]?.url === "/" ? "*" : "*/api/v1";
      return !registered.has(`${op.method} ${prefix}${op.path.replace(/\{(\w+)\}/g, ":$1")}`);
    });
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("answers every operation with one of its contract statuses and a JSON body", async () => {
    // A catch-all after the defaults: any operation without a handler answers 599.
    server.resetHandlers(
      ...handlers,
      mswHttp.all("*", () => new HttpResponse("unhandled", { status: 599 })),
    );
    const wrong: string[] = [];
    for (const op of operations) {
      mockSignIn(staffUser._id);
      const response = await fetch(exampleRequest(op));
      const declared = Object.keys(op.responses);
      if (!declared.includes(String(response.status))) {
        wrong.push(`${op.method} ${op.path} → ${response.status} ${await response.text()}`);
        continue;
      }
      if (op.operationId === "getUpload") continue;
      const body = await response.json();
      if (typeof body.success !== "boolean") wrong.push(`${op.method} ${op.path}: no success field`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("product listings", () => {
  const newArrivals = catalogue.filter((p) => p.tags.includes("newarrival")).sort(newestFirst);

  it("pages newest first: 8, then the next 8, no overlap, totalCount of all matching", async () => {
    const first = await api.GET("/product/tags/{tag}", { params: { path: { tag: "newarrival" } } });
    const page1 = first.data!.data.data.data;
    expect(page1.page).toBe(1);
    expect(page1.limit).toBe(8);
    expect(page1.totalCount).toBe(newArrivals.length);
    expect(page1.products.map((p) => p._id)).toEqual(newArrivals.slice(0, 8).map((p) => p._id));

    const second = await api.GET("/product/tags/{tag}", {
      params: { path: { tag: "newarrival" }, query: { page: 2, limit: 8 } },
    });
    const page2 = second.data!.data.data.data;
    expect(page2.products.map((p) => p._id)).toEqual(newArrivals.slice(8, 16).map((p) => p._id));
    const overlap = page2.products.filter((p) => page1.products.some((q) => q._id === p._id));
    expect(overlap).toEqual([]);
    expect(page2.totalCount).toBe(newArrivals.length);
    expect(page1.products[0].reviews).toBeTypeOf("number");
  });

  it("answers 400 naming the field for a bad page, limit or tag", async () => {
    const badPage = await apiError(
      api.GET("/product/tags/{tag}", { params: { path: { tag: "newarrival" }, query: { page: 0 } } }),
    );
    expect(badPage.status).toBe(400);
    expect(badPage.serverMessage).toBe("page must be a positive integer");
    const badLimit = await apiError(
      api.GET("/product/tags/{tag}", { params: { path: { tag: "trending" }, query: { limit: 51 } } }),
    );
    expect(badLimit.serverMessage).toBe("limit must be at most 50");
    const badTag = await apiError(
      api.GET("/product/tags/{tag}", { params: { path: { tag: "sale" as "trending" } } }),
    );
    expect(badTag.status).toBe(400);
    expect(badTag.serverMessage).toMatch(/^tag must be one of/);
  });

  it("answers 404 for an unknown product and the detail for a known one", async () => {
    const missing = await apiError(
      api.GET("/product/product/{productId}", { params: { path: { productId: "nope" } } }),
    );
    expect(missing.status).toBe(404);
    const found = await api.GET("/product/product/{productId}", {
      params: { path: { productId: catalogue[3]._id } },
    });
    expect(found.data!.data.data.data.name).toBe(catalogue[3].name);
  });
});

describe("variants", () => {
  it("every tag has default, error and slow handler arrays", () => {
    for (const [tag, record] of Object.entries(variants)) {
      expect(record.default.length, tag).toBeGreaterThan(0);
      expect(record.error.length, tag).toBe(record.default.length);
      expect(record.slow.length, tag).toBeGreaterThan(0);
    }
  });

  it("empty: listings come back with no products", async () => {
    server.use(...variants.products.empty!);
    const { data } = await api.GET("/product/tags/{tag}", { params: { path: { tag: "newarrival" } } });
    expect(data!.data.data.data).toEqual({
      products: [],
      totalCount: 0,
      page: 1,
      limit: 8,
      facets: { sizes: [], colors: [], price: { min: 0, max: 0 } },
    });
  });

  it("error: 500 with the ErrorResponse message", async () => {
    server.use(...variants.products.error);
    const error = await apiError(api.GET("/product/tags/{tag}", { params: { path: { tag: "newarrival" } } }));
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe("Internal server error");
  });

  it("notFound: product detail answers 404", async () => {
    server.use(...variants.products.notFound!);
    const error = await apiError(
      api.GET("/product/product/{productId}", { params: { path: { productId: catalogue[0]._id } } }),
    );
    expect(error.status).toBe(404);
  });

  it("slow: waits, then answers as default", async () => {
    server.use(...variants.banners.slow);
    const started = Date.now();
    const { data } = await api.GET("/banner/trending/{list}", { params: { path: { list: "home" } } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(data!.data.length).toBeGreaterThan(0);
  });
});

describe("auth", () => {
  it("register, then log in, verify the session, log out", async () => {
    await api.POST("/auth/send-email-verification-otp", { body: { email: register.email } });
    const verified = await api.POST("/auth/verify-otp", { body: { email: register.email, otp: MOCK_OTP } });
    const verificationToken = verified.data!.data.verificationToken;

    const created = await api.POST("/auth/register", { body: { ...register, verificationToken } });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get("set-cookie")).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[^;]+;.*Secure; HttpOnly`),
    );
    expect(created.data!.user.address?.pincode).toBe("700001");

    await api.POST("/auth/logout");
    expect((await api.GET("/auth/verify")).data).toEqual({ success: true, user: null });

    const login = await api.POST("/auth/login", {
      body: { identifier: "KABIR@example.in", password: "Kabir@2026" },
    });
    const cookie = login.response.headers.get("set-cookie")!.split(";")[0];
    const me = await api.GET("/auth/verify", { headers: { cookie } });
    expect(me.data!.user?.username).toBe("kabir_r");

    await api.POST("/auth/logout", { headers: { cookie } });
    const after = await api.GET("/auth/verify", { headers: { cookie } });
    expect(after.response.status).toBe(200);
    expect(after.data?.user).toBeNull();
  });

  it("rejects a wrong password with 401 and a bad body with 400 naming the field", async () => {
    const wrong = await apiError(
      api.POST("/auth/login", { body: { identifier: shopper.email, password: "Wrong@1234" } }),
    );
    expect(wrong.status).toBe(401);
    const missing = await apiError(api.POST("/auth/login", { body: { identifier: "", password: "x" } }));
    expect(missing.status).toBe(400);
    expect(missing.serverMessage).toBe("identifier is required");
    const weak = await apiError(
      api.POST("/auth/register", { body: { ...register, password: "weak", verificationToken: "vt" } }),
    );
    expect(weak.status).toBe(400);
    expect(weak.serverMessage).toMatch(/^password /);
  });

  it("409 when the email is already registered", async () => {
    const taken = await apiError(
      api.POST("/auth/send-email-verification-otp", { body: { email: shopper.email } }),
    );
    expect(taken.status).toBe(409);
  });
});

async function signInShopper(): Promise<string> {
  const login = await api.POST("/auth/login", {
    body: { identifier: shopper.username, password: shopper.password },
  });
  return login.response.headers.get("set-cookie")!.split(";")[0];
}

describe("cart", () => {
  it("a guest gets 401", async () => {
    const error = await apiError(
      api.GET("/cart/getusercart", { headers: { cookie: `${SESSION_COOKIE}=stale` } }),
    );
    expect(error.status).toBe(401);
  });

  it("an added line is in the next cart read, at the catalogue price", async () => {
    const cookie = await signInShopper();
    const product = catalogue.find((p) => p.variants[0].sizes.some((s) => s.stock > 0 && s.size === "M"))!;
    const before = await api.GET("/cart/getusercart", { headers: { cookie } });
    const count = before.data!.data.products.length;

    const added = await api.POST("/cart/items", {
      headers: { cookie },
      body: { productId: product._id, variantId: product.variants[0]._id, size: "M", quantity: 2 },
    });
    expect(added.response.status).toBe(201);

    const after = await api.GET("/cart/getusercart", { headers: { cookie } });
    const lines = after.data!.data.products;
    expect(lines).toHaveLength(count + 1);
    const line = lines.find((l) => l.productId === product._id && l.size === "M")!;
    expect(line.quantity).toBe(2);
    expect(line.price).toBe(product.finalPrice);
  });

  it("validates the add body: 400 naming the field, 404 for an unknown product", async () => {
    const cookie = await signInShopper();
    const bad = await apiError(
      api.POST("/cart/items", {
        headers: { cookie },
        body: { productId: "p", variantId: "v", size: "XS" as "S", quantity: 1 },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toMatch(/^size must be one of/);
    const unknown = await apiError(
      api.POST("/cart/items", {
        headers: { cookie },
        body: { productId: "p", variantId: "v", size: "S", quantity: 1 },
      }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("wishlist", () => {
  it("a toggle is seen by the next wishlist read, and a second toggle removes it", async () => {
    const cookie = await signInShopper();
    const product = catalogue[7];
    const on = await api.POST("/wishlist/toggle", {
      headers: { cookie },
      body: { userId: shopper._id, productId: product._id },
    });
    expect(on.data!.inWishlist).toBe(true);
    const read = await api.GET("/wishlist/user/{userId}", {
      headers: { cookie },
      params: { path: { userId: shopper._id } },
    });
    expect(read.data!.data.products.map((p) => p._id)).toContain(product._id);

    const off = await api.POST("/wishlist/toggle", {
      headers: { cookie },
      body: { userId: shopper._id, productId: product._id },
    });
    expect(off.data!.inWishlist).toBe(false);
    const again = await api.GET("/auth/wishlist/{userId}", {
      headers: { cookie },
      params: { path: { userId: shopper._id } },
    });
    expect(again.data!.wishlist.products.map((p) => p._id)).not.toContain(product._id);
  });

  it("403 for another user's wishlist", async () => {
    const cookie = await signInShopper();
    const error = await apiError(
      api.GET("/wishlist/user/{userId}", {
        headers: { cookie },
        params: { path: { userId: staffUser._id } },
      }),
    );
    expect(error.status).toBe(403);
  });
});

describe("addresses", () => {
  it("keeps exactly one default: create, set default, delete the default", async () => {
    const cookie = await signInShopper();
    const home = (await api.GET("/addresses", { headers: { cookie } })).data!.data;
    expect(home).toHaveLength(1);
    expect(home[0].isDefault).toBe(true);

    const work = await api.POST("/addresses", {
      headers: { cookie },
      body: {
        street: "1 Nehru Place",
        city: "New Delhi",
        state: "Delhi",
        pincode: "110001",
        country: "India",
        addressType: "work",
        isDefault: false,
      },
    });
    expect(work.data!.data.isDefault).toBe(false);

    const switched = await api.POST("/addresses/{id}/default", {
      headers: { cookie },
      params: { path: { id: work.data!.data._id } },
    });
    const list = switched.data!.data;
    expect(list[0]._id).toBe(work.data!.data._id);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);

    const me = await api.GET("/auth/verify", { headers: { cookie } });
    expect(me.data!.user?.address?._id).toBe(work.data!.data._id);

    await api.DELETE("/addresses/{id}", {
      headers: { cookie },
      params: { path: { id: work.data!.data._id } },
    });
    const remaining = (await api.GET("/addresses", { headers: { cookie } })).data!.data;
    expect(remaining.map((a) => [a._id, a.isDefault])).toEqual([[home[0]._id, true]]);
  });

  it("400 naming the field for a bad pincode", async () => {
    const cookie = await signInShopper();
    const error = await apiError(
      api.POST("/addresses", {
        headers: { cookie },
        body: {
          street: "x",
          city: "y",
          state: "z",
          pincode: "12",
          country: "India",
          addressType: "home",
          isDefault: true,
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe("pincode must be 6 digits, not starting with 0");
  });
});

describe("orders", () => {
  const product = catalogue.find((p) => p.variants[0].sizes.some((s) => s.size === "L" && s.stock >= 2))!;
  const checkout = {
    name: "Aarav Kumar",
    email: shopper.email,
    phoneNumber: "9876543210",
    deliveryAddress: "12 MG Road",
    pincode: "452001",
    city: "Indore",
    state: "Madhya Pradesh",
    product: {
      productId: product._id,
      variantId: product.variants[0]._id,
      quantity: 2,
      size: "L" as const,
      price: 1,
    },
    orderType: "normal" as const,
  };

  it("a COD order uses server totals (coupon, GST 12%, shipping 50) and is listed first", async () => {
    const cookie = await signInShopper();
    const subtotal = product.finalPrice * 2;
    const discount = Math.floor(subtotal / 10);
    const gst = Math.floor(((subtotal - discount) * 12) / 100);
    const total = subtotal - discount + gst + 50;

    const mismatch = await apiError(
      api.POST("/order/cod", {
        headers: { cookie },
        body: { ...checkout, totalAmount: 1, couponCode: "discount10" },
      }),
    );
    expect(mismatch.status).toBe(409);

    const placed = await api.POST("/order/cod", {
      headers: { cookie },
      body: { ...checkout, totalAmount: total, couponCode: "discount10" },
    });
    const order = placed.data!.data;
    expect(order).toMatchObject({
      subtotal,
      discount,
      gst,
      shipping: 50,
      totalAmount: total,
      paymentMode: "COD",
    });
    expect(order.items[0].price).toBe(product.finalPrice);

    const list = await api.GET("/order/getallorders", { headers: { cookie } });
    expect(list.data!.data.orders[0]._id).toBe(order._id);
    const one = await api.GET("/order/{id}", { headers: { cookie }, params: { path: { id: order._id } } });
    expect(one.data!.data.trackingId).toBe(order.trackingId);
  });

  it("coupons are case-insensitive and capped at the subtotal; unknown ones are 400", async () => {
    expect(couponDiscount("save100", 80)).toBe(80);
    expect(couponDiscount("Discount10", 999)).toBe(99);
    expect(() => couponDiscount("FREE", 500)).toThrow("couponCode");
  });

  it("SAVE100 takes 100 rupees off, whatever the case", async () => {
    const cheap = catalogue.reduce((a, b) => (a.finalPrice < b.finalPrice ? a : b));
    expect(cheap.finalPrice).toBeGreaterThan(100);
    const cookie = await signInShopper();
    const size = cheap.variants[0].sizes.find((s) => s.stock > 0)!.size;
    const subtotal = cheap.finalPrice;
    const total = subtotal - 100 + Math.floor(((subtotal - 100) * 12) / 100) + 50;
    const placed = await api.POST("/order/cod", {
      headers: { cookie },
      body: {
        ...checkout,
        product: { productId: cheap._id, variantId: cheap.variants[0]._id, quantity: 1, size },
        couponCode: "Save100",
        totalAmount: total,
      },
    });
    expect(placed.data!.data.discount).toBe(100);
  });
});

describe("contact", () => {
  it("201 for a valid message, 400 naming the field otherwise", async () => {
    const ok = await api.POST("/contact/submit", {
      body: { name: "Meera", email: "meera@example.in", message: "Do you ship to Leh?" },
    });
    expect(ok.response.status).toBe(201);
    const bad = await apiError(
      api.POST("/contact/submit", { body: { name: "Meera", email: "nope", message: "Hi" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toBe("email must be a valid email");
  });
});
