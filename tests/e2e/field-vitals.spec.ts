import type { APIRequestContext, Page } from "@playwright/test";
import { catalogue, staffUser } from "../../mocks/fixtures";
import { VITALS_SAMPLE_RATE_OVERRIDE } from "../../src/app/fieldVitals";
import { vitalsWords } from "../../src/features/admin/vitals/vitalsWords";
import { productPath } from "../../src/lib/paths";
import { expect, test } from "./guardedTest";
import { gotoHydrated, waitForSettled } from "./hydrated";
import { logIn } from "./shopping";

// Field vitals against the built shop (docs/decisions/field-vitals.md), every view sampled by the
// documented override (window.__rangrezVitalsSampleRate = 1): a product page view sends exactly one beacon,
// when it is first hidden, a JSON body with its page type and metrics and nothing of its address, which
// the server takes (202); hidden again or left, it sends no second one; staff read it in the percentiles,
// on the API and on /admin/vitals.
// The page is hidden by the visibilitychange a tab switch gives (its state set, the event dispatched):
// Playwright does not see a beacon sent while a page unloads, though the browser sends it.

const product = catalogue[0];

/** Sets the page's visibility as a tab switch does, and tells the page (web-vitals and the reporter). */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

/** The samples staff read for the product pages' TTFB (every report carries TTFB). */
async function productSamples(staff: APIRequestContext): Promise<number> {
  const read = await staff.get("/api/v1/admin/vitals");
  expect(read.status()).toBe(200);
  const { data } = await read.json();
  const row = data.byPageType.find(
    (r: { pageType: string; metric: string }) => r.pageType === "product" && r.metric === "TTFB",
  );
  return row?.samples ?? 0;
}

test("a page view sends one beacon when first hidden, which the server takes and staff read", async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);
  const before = await productSamples(staff.request);

  await page.addInitScript((name) => {
    (window as unknown as Record<string, number>)[name] = 1;
    // What the page hands the browser to send (Playwright reads no Blob body): kept, then sent as it was.
    const send = navigator.sendBeacon.bind(navigator);
    const handed: unknown[] = [];
    Object.assign(window, { __handedBeacons: handed });
    navigator.sendBeacon = (url, data) => {
      handed.push(data);
      return send(url, data);
    };
  }, VITALS_SAMPLE_RATE_OVERRIDE);
  const beacons: { type: string | undefined; status: Promise<number | undefined> }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/v1/vitals") return;
    beacons.push({
      type: request.headers()["content-type"],
      status: request.response().then((answer) => answer?.status()),
    });
  });
  const handedBodies = () =>
    page.evaluate(() =>
      Promise.all(
        ((window as unknown as { __handedBeacons: Blob[] }).__handedBeacons ?? []).map(async (blob) => ({
          type: blob.type,
          text: await blob.text(),
        })),
      ),
    );
  // The reporter is asked for only once the page has settled.
  const reporterLoaded = page.waitForResponse((answer) =>
    /\/assets\/reporter-[\w-]+\.js$/.test(answer.url()),
  );
  await gotoHydrated(page, `${productPath(product._id, product.variantId)}?utm_source=mail&ref=a@b.in`);
  await waitForSettled(page);
  await reporterLoaded;
  await page.getByRole("heading", { level: 1 }).click();
  expect(beacons).toHaveLength(0);

  await setVisibility(page, "hidden");
  await expect.poll(() => beacons.length).toBe(1);
  const [beacon] = beacons;
  expect(beacon.type).toMatch(/^application\/json/);
  expect(await beacon.status).toBe(202);
  const [handed] = await handedBodies();
  expect(handed.type).toBe("application/json");
  const report = JSON.parse(handed.text);
  expect(Object.keys(report).sort()).toEqual(["buildId", "connection", "device", "metrics", "pageType"]);
  expect(report.pageType).toBe("product");
  expect(["phone", "tablet", "desktop"]).toContain(report.device);
  expect(report.buildId).toMatch(/^[A-Za-z0-9._-]{1,40}$/);
  const names = report.metrics.map((m: { name: string }) => m.name);
  expect(names).toEqual(expect.arrayContaining(["TTFB", "LCP", "CLS"]));
  expect(new Set(names).size).toBe(names.length);
  for (const leak of [product._id, product.variantId, "utm", "a@b.in", "/display", "http"]) {
    expect(handed.text).not.toContain(leak);
  }

  // Shown and hidden again, then left: no second beacon from this view.
  await setVisibility(page, "visible");
  await setVisibility(page, "hidden");
  await gotoHydrated(page, "/cart");
  await waitForSettled(page);
  expect(beacons).toHaveLength(1);
  // The cart's view has handed over nothing yet: it is still shown.
  expect(await handedBodies()).toEqual([]);
  expect(await productSamples(staff.request)).toBe(before + 1);
  // The staff screen shows the product pages' row.
  await gotoHydrated(staff, "/admin/vitals");
  const byPage = staff.getByRole("table", { name: vitalsWords.byPageTypeTitle });
  await expect(byPage.getByRole("rowheader", { name: vitalsWords.pageType("product") })).toBeVisible();
  await staffContext.close();
});
