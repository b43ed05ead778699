// The storefront's field vitals (docs/decisions/field-vitals.md): one page view in VITALS_SAMPLE_RATE is
// measured (an override for tests), the page type comes from the route's id and never the address, and the
// view's metrics leave in ONE beacon, a Blob of application/json the contract accepts, when the page is
// first hidden: the page type, connection, device, build and the metrics, nothing else (no address, id,
// query, referrer or anything about the shopper). web-vitals is replaced by a stand-in that reports what a
// test tells it; the browser's globals by small fakes.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import routes from "../../src/app/routes";
import { checkFetchRequest, requestValidator } from "../../src/api/contract";
import { sampledView, VITALS_SAMPLE_RATE_OVERRIDE } from "../../src/app/fieldVitals";
import { pageTypeOf } from "../../src/lib/vitals/pageType";
import {
  connectionOf,
  deviceOf,
  reportFieldVitals,
  VITALS_ENDPOINT,
  vitalsReport,
} from "../../src/lib/vitals/reporter";
import { VITALS_PAGE_TYPES, VITALS_SAMPLE_RATE } from "../../src/lib/vitals/vitals";

type Report = (metric: { name: string; value: number; rating: string }) => void;
const reporters = vi.hoisted(() => new Map<string, Report>());
vi.mock("web-vitals", () => ({
  onTTFB: (report: Report) => reporters.set("TTFB", report),
  onLCP: (report: Report) => reporters.set("LCP", report),
  onCLS: (report: Report) => reporters.set("CLS", report),
  onINP: (report: Report) => reporters.set("INP", report),
}));

/** Every route id of src/app/routes.ts (file routes are "routes/<file>" unless named). */
function routeIds(entries: readonly { id?: string; file: string; children?: unknown }[]): string[] {
  return entries.flatMap((r) => [
    r.id ?? r.file.replace(/\.tsx$/, ""),
    ...routeIds((r.children as typeof entries | undefined) ?? []),
  ]);
}

describe("which view is measured", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("one in VITALS_SAMPLE_RATE, decided by one draw", () => {
    vi.stubGlobal("window", {});
    expect(VITALS_SAMPLE_RATE).toBe(10);
    expect(sampledView(() => 0.05)).toBe(true);
    expect(sampledView(() => 0.1)).toBe(false);
    expect(sampledView(() => 0.99)).toBe(false);
    let draws = 0;
    const sampled = Array.from({ length: 1000 }, (_, i) =>
      sampledView(() => {
        draws += 1;
        return i / 1000;
      }),
    );
    expect(sampled.filter(Boolean)).toHaveLength(100);
    expect(draws).toBe(1000);
  });

  it("the window's override measures every view (1) or none (0)", () => {
    vi.stubGlobal("window", { [VITALS_SAMPLE_RATE_OVERRIDE]: 1 });
    expect(sampledView(() => 0.99)).toBe(true);
    vi.stubGlobal("window", { [VITALS_SAMPLE_RATE_OVERRIDE]: 0 });
    expect(sampledView(() => 0)).toBe(false);
  });
});

describe("what a view is", () => {
  it("gives every route of the shop a page type, and the ones named", () => {
    const ids = routeIds(routes as never);
    expect(ids.length).toBeGreaterThan(40);
    const types = new Map(ids.map((id) => [id, pageTypeOf(id)]));
    expect(Object.fromEntries([...types].filter(([id]) => !id.includes("layout")))).toMatchObject({
      "routes/home": "home",
      "routes/trending": "listing",
      "routes/store": "listing",
      "routes/search": "search",
      "routes/product": "product",
      "routes/cart": "cart",
      "checkout-buy-now": "checkout",
      "routes/customized": "customiser",
      "routes/user-orders": "account",
      "routes/login": "auth",
      "routes/faq": "content",
      "routes/admin-orders": "staff",
      "routes/admin-product-edit": "staff",
      "routes/not-found": "other",
    });
    // Only the redirects, the layouts, not-found and the offline page are "other".
    expect(
      [...types]
        .filter(([, type]) => type === "other")
        .map(([id]) => id)
        .sort(),
    ).toEqual(
      [
        "redirect-men",
        "redirect-sweatshirts",
        "redirect-tshirts",
        "routes/main-layout",
        "routes/not-found",
        "routes/offline",
        "routes/staff-layout",
      ].sort(),
    );
    for (const type of types.values()) expect(VITALS_PAGE_TYPES).toContain(type);
  });

  it("names the connection the browser estimates, else unknown; a device by its width and pointer", () => {
    expect(connectionOf({ connection: { effectiveType: "3g" } } as never)).toBe("3g");
    expect(connectionOf({ connection: { effectiveType: "5g" } } as never)).toBe("unknown");
    expect(connectionOf({} as never)).toBe("unknown");
    expect(deviceOf(412, true)).toBe("phone");
    expect(deviceOf(820, true)).toBe("tablet");
    expect(deviceOf(820, false)).toBe("desktop");
    expect(deviceOf(1440, true)).toBe("desktop");
  });

  it("reports nothing before a metric is measured; a build id that is no id is 'dev'", () => {
    const context = { connection: "4g", device: "phone" } as const;
    expect(vitalsReport({ routeId: "routes/home", buildId: "abc" }, new Map(), context)).toBeUndefined();
    const lcp = new Map([["LCP", { value: 2100.4, rating: "good" }]] as const);
    expect(vitalsReport({ routeId: "routes/home", buildId: "../x?y" }, lcp, context)?.buildId).toBe("dev");
  });
});

describe("one beacon per page view", () => {
  const beacons: { url: string; body: Blob }[] = [];
  let doc: EventTarget & { visibilityState: string };
  const hide = () => {
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
  };
  const show = () => {
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
  };

  beforeEach(() => {
    beacons.length = 0;
    reporters.clear();
    doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
    vi.stubGlobal("document", doc);
    vi.stubGlobal("window", {
      innerWidth: 412,
      matchMedia: () => ({ matches: true }),
      location: { href: "https://shop.example/display/prd_1/var_1?coupon=DIWALI&email=a@b.in" },
    });
    vi.stubGlobal("navigator", {
      connection: { effectiveType: "4g" },
      sendBeacon: (url: string, body: Blob) => {
        beacons.push({ url, body });
        return true;
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no fetch: the beacon was taken"))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the view's last values once, when first hidden, as JSON the contract takes", async () => {
    reportFieldVitals({ routeId: "routes/product", buildId: "a1b2c3d4" });
    reporters.get("TTFB")?.({ name: "TTFB", value: 412.34, rating: "good" });
    reporters.get("LCP")?.({ name: "LCP", value: 2140.6, rating: "good" });
    reporters.get("CLS")?.({ name: "CLS", value: 0.0123456, rating: "good" });
    reporters.get("INP")?.({ name: "INP", value: 180, rating: "good" });
    reporters.get("INP")?.({ name: "INP", value: 232, rating: "needs-improvement" });
    expect(beacons).toHaveLength(0);
    hide();
    show();
    hide();
    expect(beacons).toHaveLength(1);
    const [{ url, body }] = beacons;
    expect(url).toBe(VITALS_ENDPOINT);
    expect(body.type).toBe("application/json");
    const text = await body.text();
    expect(JSON.parse(text)).toEqual({
      buildId: "a1b2c3d4",
      pageType: "product",
      connection: "4g",
      device: "phone",
      metrics: [
        { name: "TTFB", value: 412, rating: "good" },
        { name: "LCP", value: 2141, rating: "good" },
        { name: "CLS", value: 0.0123, rating: "good" },
        { name: "INP", value: 232, rating: "needs-improvement" },
      ],
    });
    // Nothing of the address, its ids or query, and nothing about the shopper.
    for (const leak of ["/", "prd_1", "var_1", "DIWALI", "@", "http"]) expect(text).not.toContain(leak);
    // As the beacon sends it: the Blob's type is the request's Content-Type.
    const beacon = new Request(`http://localhost${url}`, {
      method: "POST",
      body,
      headers: { "content-type": body.type },
    });
    const accepted = await checkFetchRequest(requestValidator(), beacon);
    expect(accepted).toMatchObject({ ok: true });
  });

  it("waits for a metric before sending: a view hidden before any was measured sends at the next hiding", () => {
    reportFieldVitals({ routeId: "routes/home", buildId: "a1b2c3d4" });
    hide();
    expect(beacons).toHaveLength(0);
    show();
    reporters.get("TTFB")?.({ name: "TTFB", value: 300, rating: "good" });
    hide();
    expect(beacons).toHaveLength(1);
  });

  it("falls back to a keepalive fetch when the beacon is refused", async () => {
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    const fetched = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal("fetch", fetched);
    reportFieldVitals({ routeId: "routes/cart", buildId: "a1b2c3d4" });
    reporters.get("LCP")?.({ name: "LCP", value: 1800, rating: "good" });
    hide();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(init.body))).toMatchObject({
      pageType: "cart",
      connection: "unknown",
      device: "phone",
    });
  });
});
